/**
 * A locale's translation files applied to the config as Docusaurus applies them: `navbar.json`
 * and `footer.json` (docusaurus-theme-classic) to the navbar and footer by their labels, the
 * blog's `options.json` to its title, description and sidebar title. A label with no translation
 * stays as it is. The docs' sidebar labels are translated by the sidebars stage
 * (sidebar-translations.ts), once the sidebars are resolved.
 */
import type { Messages } from '../../shared/translate.ts';
import type { SiteConfig } from '../../site/config-types.ts';

type Translate = (key: string, text: string) => string;
const lookup =
  (messages: Messages): Translate =>
  (key, text) =>
    messages[key] ?? text;

/** The navbar's title, logo text and item labels (a dropdown's entries too), by `item.label.<label>`. */
export function translateNavbar(navbar: SiteConfig['navbar'], messages: Messages): SiteConfig['navbar'] {
  const t = lookup(messages);
  const item = <I extends { label: string }>(i: I): I => (i.label ? { ...i, label: t(`item.label.${i.label}`, i.label) } : i);
  return {
    ...navbar,
    title: navbar.title ? t('title', navbar.title) : navbar.title,
    logo: navbar.logo && { ...navbar.logo, alt: t('logo.alt', navbar.logo.alt) },
    items: navbar.items.map((i) => ({ ...item(i), ...(i.items ? { items: i.items.map(item) } : {}) })),
  };
}

/** The footer's column titles (`link.title.<title>`), link labels (`link.item.label.<label>`) and copyright. */
export function translateFooter(footer: SiteConfig['footer'], messages: Messages): SiteConfig['footer'] {
  const t = lookup(messages);
  return {
    ...footer,
    columns: footer.columns.map((c) => ({ ...c, title: c.title && t(`link.title.${c.title}`, c.title), items: c.items.map((i) => ({ ...i, label: t(`link.item.label.${i.label}`, i.label) })) })),
    copyright: footer.copyright && t('copyright', footer.copyright),
  };
}

/** The blog's `title`, `description` and `sidebar.title`. */
export function translateBlog(blog: SiteConfig['blog'], messages: Messages): SiteConfig['blog'] {
  const t = lookup(messages);
  return { ...blog, title: t('title', blog.title), description: t('description', blog.description), sidebarTitle: t('sidebar.title', blog.sidebarTitle) };
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const labelled = (t: Translate, prefix: string) => (item: unknown) => (isRecord(item) && typeof item.label === 'string' ? { ...item, label: t(`${prefix}${item.label}`, item.label) } : item);
const text = (t: Translate, key: string, value: unknown) => (typeof value === 'string' ? t(key, value) : value);

/**
 * The theme config as the site's own code reads it in this locale (`useThemeConfig()`,
 * `siteConfig.themeConfig`: a swizzled Logo or Footer, a React page), translated as theme-classic's
 * `translateThemeConfig` translates it (3.10, lib/translations.js): the navbar's title, logo text and
 * item labels (a dropdown's entries too), the footer's column titles, link labels, copyright and logo text.
 */
export function translateThemeConfig(themeConfig: Raw, navbarMessages: Messages, footerMessages: Messages): Raw {
  const { navbar, footer } = themeConfig;
  const n = lookup(navbarMessages);
  const f = lookup(footerMessages);
  const navbarItem = labelled(n, 'item.label.');
  const footerItem = labelled(f, 'link.item.label.');
  const logo = (value: unknown, t: Translate) => (isRecord(value) ? { ...value, alt: text(t, 'logo.alt', value.alt) } : value);
  const translatedNavbar = isRecord(navbar) && {
    ...navbar,
    title: text(n, 'title', navbar.title),
    logo: logo(navbar.logo, n),
    ...(Array.isArray(navbar.items) && { items: navbar.items.map((item) => ({ ...(navbarItem(item) as Raw), ...(isRecord(item) && Array.isArray(item.items) && { items: item.items.map(navbarItem) }) })) }),
  };
  // Columns (each with a title and items) or one row of links, as Docusaurus tells them apart: by the first entry's `title`.
  const links = isRecord(footer) && Array.isArray(footer.links) ? footer.links : undefined;
  const columns = links && isRecord(links[0]) && 'title' in links[0];
  const translatedFooter = isRecord(footer) && {
    ...footer,
    ...(links && { links: columns ? links.map((column) => (isRecord(column) ? { ...column, title: text(f, `link.title.${column.title}`, column.title), ...(Array.isArray(column.items) && { items: column.items.map(footerItem) }) } : column)) : links.map(footerItem) }),
    copyright: text(f, 'copyright', footer.copyright),
    logo: logo(footer.logo, f),
  };
  return { ...themeConfig, ...(translatedNavbar && { navbar: translatedNavbar }), ...(translatedFooter && { footer: translatedFooter }) };
}
