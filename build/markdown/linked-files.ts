/**
 * A Markdown link to a local file that is not a page (`[the diagram](./assets/flow.svg)`, a PDF, a
 * zip): published under `/assets/files/` with its content's hash and opened in a new tab, as
 * Docusaurus's transformLinks makes it a `require()` its file-loader copies. A link whose file is
 * missing is left to the link check, which reports it as broken, as Docusaurus's does.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { href as siteHref } from '../../shared/url.ts';
import { readable } from '../content/readable.ts';
import { readableFor, type ImageContext } from './images.ts';
import { decodePath, isExternal } from './links.ts';

export interface LinkedFileContext extends Pick<ImageContext, 'sourcePath' | 'site' | 'staticDirs' | 'contentDir' | 'siteDir' | 'images'> {
  /** The docs folder then the site folder, which `@site/` names (links.ts's `linkRoots`). */
  linkRoots?: string[];
}

/** What Docusaurus takes for a file: `@site/...`, or a path whose last segment has an extension, other than a page's (a `.md` link was made a page's URL before). */
export const ASSET_LIKE = (pathname: string) => !/\.(?:mdx?|html)$/i.test(pathname) && (pathname.startsWith('@site/') || path.extname(pathname) !== '');

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The local file a link names (`@site/`, static or relative), if one is there, with what follows its path (`?query#hash`). */
function namedFile(href: string, ctx: LinkedFileContext): { file: string; rest: string; siteDir?: string } | undefined {
  if (isExternal(href) || href.startsWith('#')) return undefined;
  // Node's url.parse, which Docusaurus reads the link with, reads a backslash as a slash.
  const [, target, rest] = /^([^?#]*)(.*)$/s.exec(href.replace(/\\/g, '/'))!;
  const pathname = decodePath(target);
  if (!pathname || !ASSET_LIKE(pathname)) return undefined;
  const siteDir = ctx.linkRoots?.at(-1);
  const candidates = pathname.startsWith('@site/')
    ? siteDir ? [path.join(siteDir, pathname.slice('@site/'.length))] : []
    : pathname.startsWith('/') ? ctx.staticDirs.map((dir) => path.join(dir, pathname)) : [path.resolve(path.dirname(ctx.sourcePath), pathname)];
  const file = candidates.find(isFile);
  return file ? { file, rest, siteDir } : undefined;
}

const publishedHere = (named: { file: string; siteDir?: string }, ctx: LinkedFileContext) => readable(named.file, readableFor({ ...ctx, siteDir: ctx.siteDir ?? named.siteDir }));

/** The file a link names, when it is a published file's link: its href (under the base URL, with its hash); else undefined. */
export function linkedFile(href: string, ctx: LinkedFileContext): string | undefined {
  const named = namedFile(href, ctx);
  if (!named || !publishedHere(named, ctx)) return undefined;
  const asset = ctx.images.resolve(named.file, 'files');
  const hash = named.rest.indexOf('#');
  return asset && siteHref(asset.url, ctx.site) + (hash < 0 ? '' : named.rest.slice(hash));
}

/**
 * The file a relative link names that is there but outside the site's repository (a link that
 * climbs above it, or a symlink that leads out): Docusaurus publishes it as any linked file, this
 * build publishes none from outside (README, "Security model"), so it is reported as what it is
 * rather than as a broken link. A file of the repository (livecodes's docs link
 * `../../../scripts/i18n-export.js`) is published.
 */
export function unpublishedFile(href: string, ctx: LinkedFileContext): string | undefined {
  const named = namedFile(href, ctx);
  return named && !publishedHere(named, ctx) ? named.file : undefined;
}
