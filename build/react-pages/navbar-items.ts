/**
 * The navbar items a Docusaurus site draws with its own components, drawn with them once at build
 * time as the swizzled Footer and Logo are (stage.ts). theme-classic's NavbarItem (3.10) looks an
 * item's `type` up in `@theme/NavbarItem/ComponentTypes`, which a site swizzles to register
 * `custom-*` types, and renders the component with the item's props (all but `type`); its default
 * items are drawn by DefaultNavbarItem through `@theme/NavbarItem/NavbarNavLink`, which a site's may
 * rewrite (taichi's fills `to: '/api/{{version}}'` with the docs version). Those components come
 * from the site's src/theme, else its themes' folders, as `@theme/` finds them.
 *
 * Each is drawn as Docusaurus's server render draws it, on the home page, and ships no code: the
 * navbar is on every page, and the budget of a page's first visit has no room for a site's code
 * there. What it changes per page (its docs version) or once the page runs (a menu it opens) is
 * not shown; an item whose component needs the browser says so. A link it draws is marked active
 * per page as the navbar's own are. The links it writes are the ones the link check reads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NavbarItem } from '../../site/config-types.ts';
import type { DrawnItem } from '../../site/types.ts';
import type { ReactPageMeta } from '../content/types.ts';
import { displayPath } from '../content/read-text.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { renderOne, type ReactPageOutput, type ReactPagesInput } from './stage.ts';

const CODE = ['.tsx', '.ts', '.jsx', '.js'];

/** The file `@theme/<name>` is in the first of `dirs` that has it (a file, or a folder's index). */
export function themeFile(name: string, dirs: string[]): string | undefined {
  const candidates = dirs.flatMap((dir) => [...CODE.map((ext) => path.join(dir, name) + ext), ...CODE.map((ext) => path.join(dir, name, `index${ext}`))]);
  return candidates.find((file) => existsSync(file));
}

/** The classic types DefaultNavbarItem draws through NavbarNavLink: a link with no type or `default`. */
const isPlainLink = (raw: Record<string, unknown>, item: NavbarItem) => (raw.type === undefined || raw.type === 'default') && !raw.items && item.html === undefined && Boolean(item.to ?? item.href);

/** What Docusaurus's NavLink writes on the page it is rendered for, which the navbar marks per page instead. */
const unmarked = (html: string) => html.replace(/ ?\bnavbar__link--active\b/g, '').replace(/ aria-current="page"/g, '');

const what = (item: NavbarItem) => `navbar item${item.label ? ` "${item.label}"` : ''}${item.custom ? ` of type "${item.custom}"` : ''}`;

/** The config's `themeConfig.navbar.items` as the site's code reads them (plain data, as written). */
export function navbarOf(siteConfig: Record<string, unknown>): unknown[] {
  const navbar = (siteConfig.themeConfig as { navbar?: { items?: unknown } } | undefined)?.navbar;
  return Array.isArray(navbar?.items) ? navbar.items : [];
}

export interface DrawnNavbar {
  /** Each drawn item by its index in Docusaurus's `themeConfig.navbar.items`. */
  drawn: Map<number, DrawnItem>;
  /** Their renders: their links checked, stylesheets linked and images published as the swizzled Footer's. */
  outputs: ReactPageOutput[];
  warnings: Diagnostic[];
}

/**
 * The items of `items` (with `raw`, the config's `themeConfig.navbar.items`) that the site's
 * components draw, from the theme folders `dirs` (src/theme first); `configFile` for messages.
 * `earlier`: the React stage's warnings, returned less the "not used" ones of the files these
 * components are built from.
 */
export async function drawNavbarItems(items: NavbarItem[], raw: unknown[], dirs: string[], configFile: string, input: ReactPagesInput, earlier: Diagnostic[]): Promise<DrawnNavbar> {
  const types = themeFile('NavbarItem/ComponentTypes', dirs);
  const navLink = themeFile('NavbarItem/NavbarNavLink', dirs);
  const result: DrawnNavbar = { drawn: new Map(), outputs: [], warnings: [] };
  const uses = items.flatMap((item): { item: NavbarItem; file?: string; props: Record<string, unknown>; pick?: string }[] => {
    const props = { ...((raw[item.from ?? -1] ?? {}) as Record<string, unknown>) };
    if (item.from === undefined || (!item.custom && !(navLink && isPlainLink(props, item)))) return [];
    delete props.type;
    // The label as this locale's navbar.json translates it.
    if (typeof props.label === 'string') props.label = item.label;
    if (item.custom) return [{ item, file: types, props, pick: item.custom }];
    // As DefaultNavbarItem (Desktop) gives it: the navbar's link classes before the item's, and the active class.
    const { position: _position, ...linkProps } = props;
    return [{ item, file: navLink, props: { ...linkProps, className: ['navbar__item navbar__link', props.className].filter(Boolean).join(' '), isDropdownLink: false, activeClassName: 'navbar__link--active' } }];
  });
  if (!uses.length) return { ...result, warnings: earlier };
  const { renderReactPage } = await import('./render.tsx');
  const inputs = new Set<string>();
  for (const { item, file, props, pick } of uses) {
    const instead = item.custom ? 'it is left out of the navbar' : "the navbar's own link is shown instead";
    if (!file) {
      result.warnings.push({ severity: 'warning', file: configFile, message: `${what(item)} is not drawn: no NavbarItem/ComponentTypes in src/theme registers it, so ${instead}. Swizzle ComponentTypes and add "${item.custom}" to it.` });
      continue;
    }
    const meta: ReactPageMeta = { path: file, display: displayPath(file), permalink: '/', props, component: true, ...(pick && { pick }) };
    const { output, failure, missed } = await renderOne(meta, input, { missing: new Map(), inputs, markdown: new Map() }, renderReactPage);
    const html = output.rendered?.html.trim();
    const lacking = [...missed].filter((specifier) => specifier !== '@theme-original/NavbarItem/ComponentTypes');
    const standing = lacking.map((s) => `"${s}"`).join(', ');
    // A link item whose component draws no link (what it wraps stands in) keeps the navbar's own: a link is never lost.
    const lost = !item.custom && html !== undefined && !/<a\b/.test(html);
    if (failure || !html || lost) {
      const empty = `it ${lost ? 'draws no link' : 'renders nothing'} here${lacking.length ? ` (it imports ${standing}, which this build does not provide)` : ''}`;
      result.warnings.push({ severity: 'warning', file: meta.display, message: `${what(item)} is not drawn with the site's component: ${failure ?? empty}, so ${instead}.${pick && failure?.includes("has no component for") ? ` Register a component for "${pick}" in ComponentTypes' default export, or remove the item.` : ''}` });
      continue;
    }
    const browser = output.rendered!.record.browser;
    if (browser.length) result.warnings.push({ severity: 'warning', file: meta.display, message: `${what(item)} is drawn as Docusaurus's server render draws it (it asks ${browser.join(', ')}); what it changes once the page runs in the browser is not shown, as the navbar ships no code of the site.` });
    // Met only where the component draws it (taichi's NavbarNavLink imports @theme/IconExternalLink for external links).
    if (lacking.length) result.warnings.push({ severity: 'warning', file: meta.display, message: `${what(item)} is drawn with ${standing} standing in, which this build does not provide: where the component draws it, only its children are shown.` });
    // The route its link leads to (the first it writes, under the base URL; a wrapper may draw an icon before it), which marks it active per page.
    const to = item.custom ? undefined : output.links[0]?.path;
    result.drawn.set(item.from!, { drawn: item.custom ? html : unmarked(html), ...(to !== undefined && { to }) });
    result.outputs.push(output);
  }
  // A component these were built from (CustomLoginStatusNavbarItem beside ComponentTypes) is used.
  const used = new Set([...inputs].map(displayPath));
  return { ...result, warnings: [...earlier.filter((w) => !(w.file && used.has(w.file) && /^swizzled component .* is not used/.test(w.message))), ...result.warnings] };
}
