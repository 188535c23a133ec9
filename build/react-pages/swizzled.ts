/**
 * A Docusaurus site's swizzled components (`src/theme/`: its own versions of theme components).
 * Those this build has a place for are rendered as the site's React pages are (stage.ts) and used
 * there when they render with the same APIs and ship no code: `Footer` on every page, the navbar's
 * brand (`Navbar/Logo`, else `Logo` with the classes Docusaurus's NavbarLogo gives it), `Root`,
 * `BlogLayout` (what it draws beside the posts, in every blog page's main column), `NotFound`
 * (the whole 404 page) or `NotFound/Content` (inside the layout); `MDXComponents` is MDX's
 * (markdown/mdx/imports.ts). Every other one, and one of these that cannot be used, is one warning
 * naming it and saying what is shown instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PATH } from '../../shared/url.ts';
import type { ReactPageMeta } from '../content/types.ts';
import { displayPath } from '../content/read-text.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { BROWSER_ONLY_REASON } from '../../site/docusaurus/config-on-read.ts';

/** A component by Docusaurus's name (`Footer`, `NotFound/Content`) and the file that exports it (none for a folder of parts only). */
export interface SwizzledComponent {
  name: string;
  file?: string;
}

const CODE = /\.(jsx?|tsx?)$/i;
const NOT_A_COMPONENT = /\.(test|spec|stories)\.\w+$|\.d\.ts$/i;
const INDEX = ['index.tsx', 'index.ts', 'index.jsx', 'index.js'];
const SKIPPED = (name: string) => name.startsWith('.') || name.startsWith('_') || name === '__tests__' || name === '__snapshots__';

/**
 * The components a theme folder swizzles: each file, and each folder with an index file, by its
 * name; a folder without one (`DocItem/`) holds parts, named under it (`DocItem/Footer`).
 */
export function swizzledComponents(themeDir: string): SwizzledComponent[] {
  if (!existsSync(themeDir)) return [];
  const found: SwizzledComponent[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (SKIPPED(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const index = INDEX.map((name) => path.join(full, name)).find((file) => existsSync(file));
        if (index || prefix) found.push({ name: prefix + entry.name, file: index });
        else walk(full, `${entry.name}/`);
      } else if (CODE.test(entry.name) && !NOT_A_COMPONENT.test(entry.name)) {
        found.push({ name: prefix + entry.name.replace(CODE, ''), file: full });
      }
    }
  };
  walk(themeDir, '');
  return found;
}

/** What this build shows where a swizzled component it does not use would be. */
const INSTEAD: [RegExp, string][] = [
  [/^Root$/, 'pages are rendered without the wrapper it adds'],
  [/^Layout/, "the generator's layout is shown instead"],
  [/^Navbar(\/|$)/, "the generator's navbar, from themeConfig.navbar, is shown instead"],
  [/^NavbarItem/, "the navbar items of themeConfig.navbar are shown instead (but for custom types, drawn by NavbarItem/ComponentTypes, and links, drawn by NavbarItem/NavbarNavLink)"],
  [/^Footer\//, "the generator's footer, from themeConfig.footer, is shown instead"],
  [/^DocItem\/Footer$/, "the generator's doc footer (tags, edit link, last updated) is shown instead"],
  [/^(Doc|EditThisPage|LastUpdated|TOC|Paginator|PaginatorNavLink|Breadcrumbs)/, "the generator's docs page parts are shown instead"],
  [/^Blog/, "the generator's blog parts are shown instead"],
  [/^SearchBar|^SearchPage/, 'the built-in search is shown instead'],
  [/^prism-|^CodeBlock/, "the generator's code blocks, which highlight every language, are shown instead"],
  [/^(Admonition|Details|Tabs|TabItem|MDXContent|Heading)/, "the generator's Markdown components are shown instead"],
  [/^(ColorModeToggle|Logo|AnnouncementBar|BackToTopButton|SkipToContent)/, "the generator's own is shown instead"],
];

function instead(name: string): string {
  return INSTEAD.find(([pattern]) => pattern.test(name))?.[1] ?? 'this build has no place for it, so the page is shown without it';
}

/** The one warning for a swizzled component that is not used: its name, why, and what is shown instead. */
export function notUsed(component: SwizzledComponent, themeDir: string, why?: string): Diagnostic {
  const file = displayPath(component.file ?? path.join(themeDir, component.name));
  const shown = component.name === 'Footer' ? "the generator's footer, from themeConfig.footer, is shown instead" : component.name.startsWith('NotFound') ? "the generator's 404 page is shown instead" : instead(component.name);
  return { severity: 'warning', file, message: `swizzled component ${component.name} is not used${why ? `: ${why}` : ''}; ${shown}.` };
}

/**
 * What a logo may ask and still be drawn as the server drew it: the hooks this build answers as
 * Docusaurus's server render does (site/docusaurus/browser.tsx: not a browser, the window size
 * "ssr", the default colour mode), so its HTML is Docusaurus's before the page hydrates.
 * basistheory's Logo picks its desktop or mobile image with useWindowSize; refused, its navbar
 * showed the config's placeholder logo, `src: "-"`, a broken image on every page.
 */
const SERVER_ANSWERED = new Set([BROWSER_ONLY_REASON, 'useColorMode']);

/** Whether a swizzled Logo that asks `browser` is drawn as the server drew it. */
export const drawnAsOnServer = (browser: string[]): boolean => browser.length > 0 && browser.every((reason) => SERVER_ANSWERED.has(reason));

/** The warning for a Logo drawn as the server drew it: what it changes in the browser is not made. */
export const serverDrawnLogo = (component: SwizzledComponent, themeDir: string, browser: string[]): Diagnostic => ({
  severity: 'warning',
  file: displayPath(component.file ?? path.join(themeDir, component.name)),
  message: `swizzled component ${component.name} is drawn as Docusaurus's server render draws it (it asks ${browser.join(', ')}); what it changes once the page runs in the browser, such as a mobile logo, is not shown, as the navbar ships no code of the site.`,
});

const drawnByNotFound = (component: SwizzledComponent, themeDir: string): Diagnostic => ({
  severity: 'warning',
  file: displayPath(component.file ?? path.join(themeDir, component.name)),
  message: `swizzled component ${component.name} is not used: the swizzled NotFound draws the whole 404 page.`,
});

/** How a component this build has a place for is rendered: as a page (the 404 page, or its content inside the layout), as the site's footer, or as what wraps every page (Root). */
export type SwizzledUse = { role: 'footer' | 'logo' | 'root' | 'blogLayout' | 'notFound'; meta: ReactPageMeta };

/** What Docusaurus's `Navbar/Logo` renders `Logo` with (theme-classic 3.10, theme/Navbar/Logo). */
const NAVBAR_LOGO_PROPS = { className: 'navbar__brand', imageClassName: 'navbar__logo', titleClassName: 'navbar__title text--truncate' };

/** A component the site's React pages import as `@theme/X`: used there; where this build has a counterpart of its own (Admonition), that is shown everywhere else. */
function usedByPages(component: SwizzledComponent): Diagnostic | undefined {
  const shown = INSTEAD.find(([pattern]) => pattern.test(component.name))?.[1];
  if (!shown) return undefined;
  return { severity: 'warning', file: displayPath(component.file!), message: `swizzled component ${component.name} is used by the React pages that import it, and nowhere else: ${shown.replace(/ instead.*/, ' elsewhere')}.` };
}

/** The components this build uses and those it reports (`pageInputs`: the files the React pages were built from); MDXComponents and its parts are MDX's, neither. */
export function sortSwizzled(components: SwizzledComponent[], themeDir: string, pageInputs: Set<string> = new Set()): { uses: (SwizzledUse & { component: SwizzledComponent })[]; warnings: Diagnostic[] } {
  const uses: (SwizzledUse & { component: SwizzledComponent })[] = [];
  const warnings: Diagnostic[] = [];
  const whole404 = components.some((c) => c.name === 'NotFound' && c.file);
  // Docusaurus's navbar draws Navbar/Logo, which draws Logo: a swizzled Navbar/Logo is the brand (and draws a swizzled Logo where it imports @theme/Logo).
  const navbarLogo = components.some((c) => c.name === 'Navbar/Logo' && c.file);
  for (const component of components) {
    const { name, file } = component;
    // MDXComponents and its parts (`MDXComponents/Img`) are MDX's: each part its MDXComponents imports, or Docusaurus's would (markdown/mdx/imports.ts).
    if (/^MDXComponents(\/|$)/.test(name)) continue;
    // A CodeBlock that wraps Docusaurus's draws MDX's code blocks (markdown/mdx/imports.ts's siteThemeWrapper), which reports it if it cannot.
    if (name === 'CodeBlock' && file && readFileSync(file, 'utf8').includes('@theme-original/CodeBlock')) continue;
    const meta = file && { path: file, display: displayPath(file) };
    if (file && pageInputs.has(file) && name !== 'Footer' && !name.startsWith('NotFound')) {
      const warning = usedByPages(component);
      if (warning) warnings.push(warning);
      continue;
    }
    if (name === 'Footer' && meta) uses.push({ role: 'footer', component, meta: { ...meta, permalink: '/' } });
    else if (name === 'Navbar/Logo' && meta) uses.push({ role: 'logo', component, meta: { ...meta, permalink: '/', component: true } });
    else if (name === 'Logo' && meta && !navbarLogo) uses.push({ role: 'logo', component, meta: { ...meta, permalink: '/', props: NAVBAR_LOGO_PROPS, component: true } });
    else if (name === 'Logo' && navbarLogo) continue;
    else if (name === 'Root' && meta) uses.push({ role: 'root', component, meta: { ...meta, permalink: '/' } });
    else if (name === 'BlogLayout' && meta) uses.push({ role: 'blogLayout', component, meta: { ...meta, permalink: '/' } });
    else if (name === 'NotFound' && meta) uses.push({ role: 'notFound', component, meta: { ...meta, permalink: NOT_FOUND_PATH, notFound: 'page' } });
    else if (name === 'NotFound/Content' && meta && !whole404) uses.push({ role: 'notFound', component, meta: { ...meta, permalink: NOT_FOUND_PATH, notFound: 'content' } });
    else warnings.push(name.startsWith('NotFound/') && whole404 ? drawnByNotFound(component, themeDir) : notUsed(component, themeDir));
  }
  return { uses, warnings };
}
