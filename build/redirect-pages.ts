/**
 * Writes the pages of `@docusaurus/plugin-client-redirects` (build/redirects.ts) beside the site's
 * pages and static files, and `_redirects` for the hosts that read it. A path some file of the
 * output already answers (a page, its `.html` twin, a static file) keeps that file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../site/config-types.ts';
import { lineAt, type Reporter } from './diagnostics.ts';
import type { Output } from './output.ts';
import { collectRedirects, redirectFile, redirectPage, redirectsFileLines, type RedirectOptions } from './redirects.ts';
import { decodePathname } from '../shared/pathname.ts';
import { applyTrailingSlash } from '../shared/url.ts';
import type { Route } from './routes/index.ts';
import { unrunOwner, type UnrunPluginRoutes } from './docusaurus/plugin-routes.ts';

export interface RedirectPagesInput {
  output: Pick<Output, 'dir' | 'write'>;
  config: SiteConfig;
  /** Each `@docusaurus/plugin-client-redirects` entry's options. */
  redirects: RedirectOptions[];
  routes: Route[];
  /** Routes of React pages this build could not render (each one reported): redirects may lead there. */
  unrenderedRoutes: string[];
  /** The routes of plugins this build does not run (each one reported), which Docusaurus gives the redirects plugin too. */
  unrunRoutes: UnrunPluginRoutes[];
  staticDirs: string[];
  reporter: Reporter;
  configFile: string;
  configSource: string;
}

/** Whether a file lies at `file`; a path through a file (`page.html/`) leads to none. */
function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
    throw error;
  }
}

/** Writes the redirect pages and `_redirects`; returns the output files of the pages written. */
export function writeRedirectPages(input: RedirectPagesInput): string[] {
  const { output, config, reporter, configFile } = input;
  const at = input.configSource.search(/['"](@docusaurus\/plugin-)?client-redirects['"]/);
  const line = at < 0 ? undefined : lineAt(input.configSource, at);
  // The plugin is given every route, the 404 page as Docusaurus names it, each with the site's
  // trailing slash, which Docusaurus applies to a route as it is added (FerretDB compares '/x/').
  const paths = input.routes.map((r) => (r.path === '/404' ? '/404.html' : applyTrailingSlash(r.path, config.trailingSlash)));
  const unrendered = new Set(input.unrenderedRoutes);
  const served = (pathname: string) => unrendered.has(pathname) || unrunOwner(input.unrunRoutes, pathname.replace(/(.)\/+$/, '$1')) !== undefined || input.staticDirs.some((dir) => isFile(path.join(dir, pathname)) || isFile(path.join(dir, pathname, 'index.html')));
  const lines: string[] = [];
  const files: string[] = [];
  for (const options of input.redirects) {
    const { redirects, errors, warnings } = collectRedirects(options, paths, config, served);
    for (const message of errors) reporter.error(configFile, line, message);
    for (const message of warnings) reporter.warn(configFile, line, message);
    if (errors.length) continue;
    const written = redirects.filter(({ from, to }) => {
      // A page's `.html` twin already answers `/page.html` (fromExtensions: ['html']; `/page.html/` for `/page/`) with the page itself.
      const at = path.join(output.dir, decodePathname(from).replace(/(.)\/+$/, '$1'));
      if (isFile(at)) {
        if (!/\.html\/*$/.test(from) || `${to.replace(/\/+$/, '')}.html` !== from.replace(/\/+$/, '')) reporter.warn(configFile, line, `client-redirects: a file of the site is served at "${from}", so the redirect from it to "${to}" is left out. Remove the redirect or the file.`);
        return false;
      }
      const file = redirectFile(from, config.trailingSlash);
      const text = redirectPage(to, config.baseUrl);
      if (existsSync(path.join(output.dir, file)) && readFileSync(path.join(output.dir, file), 'utf8') !== text) {
        reporter.warn(configFile, line, `client-redirects: ${file} is a file of the site, so the redirect from "${from}" to "${to}" is left out. Remove the redirect or the file.`);
        return false;
      }
      try {
        output.write(file, text);
        files.push(file);
        return true;
      } catch (error) {
        reporter.warn(configFile, line, `client-redirects: the page of the redirect from "${from}" cannot be written (${(error as Error).message}), so it is left out.`);
        return false;
      }
    });
    lines.push(...redirectsFileLines(written, config.baseUrl));
  }
  if (!lines.length) return files;
  // The site's own `_redirects` (from its static folder) comes first: hosts apply the first rule that matches.
  const own = input.staticDirs.map((dir) => path.join(dir, '_redirects')).find(isFile);
  const before = own ? readFileSync(own, 'utf8').replace(/\n*$/, '\n\n') : '';
  output.write('_redirects', `${before}# @docusaurus/plugin-client-redirects\n${lines.join('\n')}\n`);
  return files;
}
