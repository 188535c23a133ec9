/**
 * The file a `url()` of a site's stylesheet names, resolved as Docusaurus's css-loader and webpack
 * resolve it, so that site-code-plugin.ts can publish it beside the bundle.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A URL that names no file of the site: left as written. */
export const EXTERNAL_URL = /^(\/\/|#|[a-z][a-z0-9+.-]*:)/i;

/**
 * The file a stylesheet's `url()` names, as css-loader and webpack resolve it for Docusaurus: `~x`
 * is a module request (`~pkg/x` from node_modules, `~/images/x` from the roots), `@site/` the site
 * folder, `/x` a file of the roots (the static folders, then the site folder), else a path beside
 * the stylesheet. Undefined when no file is there.
 */
export function urlFile(written: string, resolveDir: string, siteDir: string | undefined, staticDirs: string[]): string | undefined {
  const request = written.startsWith('~') ? written.slice(1) : written;
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  if (request.startsWith('@site/')) return siteDir ? path.join(siteDir, request.slice('@site/'.length)) : undefined;
  if (request.startsWith('/')) return [...staticDirs, ...(siteDir ? [siteDir] : [])].map((root) => path.join(root, request)).find(isFile);
  if (written.startsWith('~') && siteDir) {
    try {
      return createRequire(path.join(siteDir, 'package.json')).resolve(request);
    } catch {
      return undefined;
    }
  }
  return path.resolve(resolveDir, request);
}
