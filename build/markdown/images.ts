/**
 * Images in Markdown: local files are resolved, given a content-hashed URL, copied to the
 * output, and get their width and height; `#gh-light-mode-only` / `#gh-dark-mode-only` make
 * an image show in one colour mode only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { MarkedExtension, Tokens } from 'marked';
import { href as siteHref, type SiteLocation } from '../../shared/url.ts';
import { escapeHtml } from './escape.ts';
import { noRepositoryHint, outsideOf, readable, readableRoots } from '../content/readable.ts';
import { decodePath, isExternal } from './links.ts';

export interface ImageAsset {
  url: string;
  width?: number;
  height?: number;
}

/** Where a published file goes: Docusaurus's `assets/images/` for images, `assets/files/` for other files links name. */
export type AssetFolder = 'images' | 'files';

/** Images found across the whole build, so each file is read and copied once. */
export interface ImageRegistry {
  /** Output URL → absolute source path, for copying. */
  readonly files: Map<string, string>;
  /** A local image (or, in `files`, another file a link names) to publish under a content-hashed URL; undefined when the file is missing. */
  resolve(absolutePath: string, folder?: AssetFolder): ImageAsset | undefined;
  /** A static image that is published as it is; undefined when the file is missing. */
  measure(absolutePath: string): ImageAsset | undefined;
}

/** The file published under `/assets/<folder>/` with its content's hash; images with their size. */
function readAsset(absolutePath: string, folder: AssetFolder): ImageAsset | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(absolutePath);
  } catch {
    return undefined;
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  const { name, ext } = path.parse(absolutePath);
  let size: { width?: number; height?: number } = {};
  try {
    if (folder === 'images') size = imageSize(bytes);
  } catch {
    // A format image-size cannot read still works; it only lacks width and height.
  }
  return { url: `/assets/${folder}/${name}-${hash}${ext}`, width: size.width, height: size.height };
}

export function createImageRegistry(): ImageRegistry {
  const cache = new Map<string, ImageAsset | undefined>();
  const files = new Map<string, string>();
  const read = (absolutePath: string, folder: AssetFolder) => {
    const key = `${folder}:${absolutePath}`;
    if (!cache.has(key)) cache.set(key, readAsset(absolutePath, folder));
    return cache.get(key);
  };
  return {
    files,
    measure: (absolutePath) => read(absolutePath, 'images'),
    resolve(absolutePath, folder = 'images') {
      const asset = read(absolutePath, folder);
      if (asset) files.set(asset.url, absolutePath);
      return asset;
    },
  };
}

export interface ImageContext {
  sourcePath: string;
  /** Where the site is served: image URLs get its base URL. */
  site: SiteLocation;
  /** Folders that `/img/...` style absolute image paths are served from, looked up in order. */
  staticDirs: string[];
  /** The content folder: with `staticDirs` and the site's repository, the only places an image may come from (`readableFor`). */
  contentDir: string;
  /** The site folder, which an image path `@site/...` names (Docusaurus's transformImage; such paths are not found without it), and whose repository images may come from. */
  siteDir?: string;
  images: ImageRegistry;
  error(line: number, message: string): void;
}

type Folders = Pick<ImageContext, 'contentDir' | 'staticDirs' | 'siteDir'>;

/** The folders a document's images and linked files may come from: its site's repository, its content folder and the static folders (content/readable.ts). */
export const readableFor = (ctx: Folders): string[] => readableRoots(ctx.siteDir ?? ctx.contentDir, [ctx.contentDir, ...ctx.staticDirs]);

/** What a file that is not readable (`readableFor`) is outside of, for messages. */
export const outsideFor = (ctx: Folders): string => outsideOf(ctx.siteDir ?? ctx.contentDir, [ctx.contentDir, ...ctx.staticDirs]);

export type ImageToken = Tokens.Image & { width?: number; height?: number; theme?: 'light' | 'dark' };

const THEME = /#gh-(light|dark)-mode-only$/;

/** Resolves an image token in place; reports a missing file as an error. */
export function resolveImage(token: ImageToken, line: number, ctx: ImageContext): void {
  const theme = THEME.exec(token.href)?.[1] as 'light' | 'dark' | undefined;
  const href = token.href.replace(THEME, '');
  token.theme = theme;
  // `pathname://`, Docusaurus's escape hatch: its transformImage strips the scheme and leaves the path as written, unchecked and without the base URL.
  if (href.startsWith('pathname://')) {
    token.href = href.slice('pathname://'.length);
    return;
  }
  if (isExternal(href) || href.startsWith('data:')) {
    token.href = href;
    return;
  }
  // Docusaurus reads the path with Node's url.parse, which takes a backslash for a slash (`..\img\a.png`).
  const clean = decodePath(href.split(/[?#]/)[0].replace(/\\/g, '/'));
  if (clean === undefined) {
    ctx.error(line, `image "${href}" has a malformed %-escape. Write % as %25, or use the plain file name.`);
    return;
  }
  const fromSite = clean.startsWith('@site/');
  const candidates = fromSite
    ? ctx.siteDir ? [path.join(ctx.siteDir, clean.slice('@site/'.length))] : []
    : clean.startsWith('/') ? ctx.staticDirs.map((dir) => path.join(dir, clean)) : [path.resolve(path.dirname(ctx.sourcePath), clean)];
  // A missing image is still measured (as missing), so that the dev server notices when it appears.
  const file = candidates.find((f) => existsSync(f)) ?? candidates[0];
  if (file && !readable(file, readableFor(ctx))) {
    ctx.error(line, `image "${href}" is outside ${outsideFor(ctx)}, so it is not published. Move the file there.${noRepositoryHint(ctx.siteDir ?? ctx.contentDir)}`);
    return;
  }
  if (clean.startsWith('/')) {
    const asset = file ? ctx.images.measure(file) : undefined;
    if (!asset) ctx.error(line, `image "${href}" not found in ${ctx.staticDirs.map((d) => `${path.basename(d)}/`).join(' or ') || 'a static folder'}. Add the file or fix the path.`);
    token.href = siteHref(clean, ctx.site);
    token.width = asset?.width;
    token.height = asset?.height;
    return;
  }
  const asset = file ? ctx.images.resolve(file) : undefined;
  if (!asset) {
    const read = href.includes('\\') ? ` (read as "${clean}", as Docusaurus reads it)` : '';
    ctx.error(line, `image "${href}"${read} not found. Add the file next to the Markdown file or fix the path.`);
    return;
  }
  token.href = siteHref(asset.url, ctx.site);
  token.width = asset.width;
  token.height = asset.height;
}

export function imagesExtension(): MarkedExtension {
  return {
    renderer: {
      image(token: Tokens.Image) {
        const { width, height, theme } = token as ImageToken;
        const size = width && height ? ` width="${width}" height="${height}"` : '';
        const cls = theme ? ` class="themed-image themed-image--${theme}"` : '';
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}"${title}${size}${cls} loading="lazy" decoding="async">`;
      },
    },
  };
}
