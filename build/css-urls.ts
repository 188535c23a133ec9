/**
 * What the `url()`s and `@import`s of the site's stylesheets name (custom-css.ts): a published,
 * content-hashed copy of a local file, a static file under the base URL, a package's file, or an
 * external URL (whose origin the Content-Security-Policy then allows); and where such files may
 * come from at all.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { displayPath } from './content/read-text.ts';
import type { Reporter } from './diagnostics.ts';
import { inGitFolder, noRepositoryHint, outsideOf, readable, readableRoots } from './content/readable.ts';
import { decodePath } from './markdown/links.ts';

/** What the stylesheets publish besides themselves. */
export interface PublishedFiles {
  /** What to write: output path (no leading slash) to bytes. */
  files: Map<string, string | Uint8Array>;
  /** Origins of the files they load from elsewhere (`@import` and `url()`), for the Content-Security-Policy. */
  origins: string[];
  /** Every file read, with its modification time: the build is the same while none changed. */
  inputs: Map<string, number>;
}

/** What resolving a stylesheet's URLs needs. */
export interface UrlContext {
  siteDir: string;
  staticDirs: string[];
  baseUrl: string;
  reporter: Reporter;
  result: PublishedFiles;
  /** The folders a stylesheet may inline or publish files from (`stylesheetRoots`). */
  roots: string[];
}

export const hash = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 10);

export const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The origin of an external URL (`//cdn/x` is https). */
export function originOf(url: string): string | undefined {
  try {
    const { protocol, origin } = new URL(url, 'https://invalid.invalid');
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** A package path (`~pkg/x.css`, `pkg/x.css`) as resolved from the site folder's node_modules, when installed. */
export function fromPackages(specifier: string, siteDir: string): string | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(specifier.replace(/^~/, ''));
  } catch {
    return undefined;
  }
}

/** A path webpack's aliases name in Docusaurus (`@site/static/img/x.png`, as css-loader resolves it), as a file path; others unchanged. */
export const unalias = (specifier: string, siteDir: string) => (specifier.startsWith('@site/') ? path.resolve(siteDir, specifier.slice('@site/'.length)) : specifier);

/**
 * The site's repository, its static folders and the `node_modules` folders its packages resolve from
 * (a package's stylesheet or font, hoisted above a monorepo's `website/`): a `url()` or `@import`
 * that leads anywhere else (`url("/../../../../etc/passwd")`) is not read, so the build never publishes
 * a file from outside them (content/readable.ts).
 */
export function stylesheetRoots(siteDir: string, staticDirs: string[]): string[] {
  const packages = createRequire(path.join(siteDir, 'package.json')).resolve.paths('x') ?? [];
  return [...readableRoots(siteDir, staticDirs), ...packages.filter((dir) => path.basename(dir) === 'node_modules')];
}

/** Why a file of a `.git` folder is not read: a CI checkout keeps its token in `.git/config`. */
const GIT_FOLDER = "is in a .git folder, whose files are never read (a CI checkout keeps its token in .git/config). Name another file.";

/** Why a file a stylesheet names is not read. */
export const outside = (siteDir: string, staticDirs: string[]) => `is outside ${outsideOf(siteDir, staticDirs)} and not in the site's packages, so it is not read. Move the file there.${noRepositoryHint(siteDir)}`;

/** Where a `url()` written in `from` points: a published copy of a local file, a static file under the base URL, or as written. */
export function resolveUrl(url: string, from: string, ctx: UrlContext): string {
  if (!url || url.startsWith('#') || url.startsWith('data:')) return url;
  if (EXTERNAL.test(url)) {
    const origin = originOf(url);
    if (origin) ctx.result.origins.push(origin);
    return url;
  }
  const [pathPart, suffix = ''] = url.split(/(?=[?#])/, 2);
  // css-loader reads `~/x` as a request from webpack's roots, the static folders first: as `/x`.
  const written = decodePath(pathPart.replace(/^~(?=\/)/, ''));
  const file = written === undefined ? undefined : unalias(written, ctx.siteDir);
  if (file === undefined) {
    ctx.reporter.warn(displayPath(from), undefined, `url(${url}): a malformed %-escape, so it names no file; the URL is left as written. Write a % itself as %25.`);
    return url;
  }
  if (file.startsWith('/') && file === written) {
    // Root-relative: a file of a static folder, served from the site's base URL.
    if (ctx.staticDirs.some((dir) => existsSync(path.join(dir, file)))) return ctx.baseUrl + file.slice(1) + suffix;
    // Else one of the site folder, published as a relative one is: webpack's resolve.roots are the static
    // folders, then the site folder (opencost's url("/static/lexend.ttf"), its static/lexend.ttf).
    const inSite = path.join(ctx.siteDir, file);
    return existsSync(inSite) && statSync(inSite).isFile() ? publish(inSite, url, from, suffix, ctx) : url;
  }
  const local = path.isAbsolute(file) || /^\.{0,2}\//.test(file) ? path.resolve(path.dirname(from), file) : (fromPackages(file, ctx.siteDir) ?? path.resolve(path.dirname(from), file));
  if (!existsSync(local) || !statSync(local).isFile()) {
    ctx.reporter.warn(displayPath(from), undefined, `url(${url}): no file at ${displayPath(local)}; the URL is left as written. Fix the path or add the file.`);
    return url;
  }
  return publish(local, url, from, suffix, ctx);
}

/** A file a `url()` names, published content-hashed under assets/css/files, as css-loader emits it; one outside the site's repository is left as written. */
function publish(local: string, url: string, from: string, suffix: string, ctx: UrlContext): string {
  if (!readable(local, ctx.roots)) {
    ctx.reporter.warn(displayPath(from), undefined, `url(${url}): ${displayPath(local)} ${inGitFolder(local) ? GIT_FOLDER : outside(ctx.siteDir, ctx.staticDirs)}`);
    return url;
  }
  const data = readFileSync(local);
  ctx.result.inputs.set(local, statSync(local).mtimeMs);
  const ext = path.extname(local);
  const target = `assets/css/files/${path.basename(local, ext)}.${hash(data)}${ext}`;
  ctx.result.files.set(target, data);
  return ctx.baseUrl + target + suffix;
}
