/** Standalone pages: `pages/markdown-page.md` -> `/markdown-page`, and a site's own React pages (`src/pages/help.tsx` -> `/help`). */
import path from 'node:path';
import picomatch from 'picomatch';
import type { Reporter } from '../diagnostics.ts';
import { tocFields, type SourceFile } from './files.ts';
import { displayPath } from './read-text.ts';
import { checkRoute } from './route-path.ts';
import type { PageMeta, ReactPageMeta } from './types.ts';
import { listFiles } from './walk.ts';

/**
 * `index` names its folder's route, as in Docusaurus: `index` -> `/`, `guide/index` -> `/guide/`;
 * under the instance's route base (`normalizeUrl([baseUrl, routeBasePath, path])`): `legal/`, `about`
 * -> `/legal/about`, and its index page is `/legal/`.
 */
function pageRoute(rel: string, routeBase = '/'): string {
  return underBase(rel === 'index' ? '/' : '/' + rel.replace(/\/index$/, '/'), routeBase);
}

const underBase = (route: string, routeBase: string) => {
  const base = routeBase.replace(/^\/+|\/+$/g, '');
  return base ? `/${base}${route}` : route;
};

/**
 * A Markdown page's `slug` replaces its file path from the site's root, as Docusaurus's pages plugin
 * joins it (`normalizeUrl([baseUrl, routeBasePath, slug])`): `slug: /privacy` and `slug: privacy`
 * in `legal/privacy.md` both give `/privacy` (hydra's footer links there). React pages have none.
 */
export function pageMeta(file: SourceFile, reporter: Reporter, routeBase = '/'): PageMeta {
  const fm = file.frontMatter;
  const slug = typeof fm.slug === 'string' && fm.slug.trim() ? fm.slug.trim() : undefined;
  return {
    source: file,
    permalink: slug ? checkRoute(underBase('/' + slug.replace(/^\/+/, ''), routeBase), '/', file, 'slug', reporter) : pageRoute(file.rel.split(path.sep).join('/').replace(/\.mdx?$/i, ''), routeBase),
    title: typeof fm.title === 'string' ? fm.title : undefined,
    description: typeof fm.description === 'string' ? fm.description : undefined,
    ...tocFields(file, reporter),
  };
}

const REACT_PAGE = /\.(jsx?|tsx?)$/i;
/** What Docusaurus's pages plugin leaves out by default besides partials (`_` files and folders, which no section reads). */
const NOT_PAGES = ['**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/*.d.ts'];

/** The React pages of a pages folder, in path order; `exclude` holds globs relative to it (the pages plugin's `exclude`); symlinks land in it or the repository of `siteDir` (content/walk.ts). */
export function reactPages(dir: string, reporter: Reporter, exclude: string[] = [], routeBase = '/', siteDir = path.dirname(dir)): ReactPageMeta[] {
  const wanted = picomatch('**/*', { ignore: ['**/_*', '**/_*/**', ...NOT_PAGES, ...exclude] });
  return listFiles(dir, siteDir, reporter, (rel) => REACT_PAGE.test(rel) && wanted(rel))
    .sort()
    .map((rel) => {
      const file = path.join(dir, rel);
      return { path: file, display: displayPath(file), permalink: pageRoute(rel.replace(REACT_PAGE, ''), routeBase) };
    });
}
