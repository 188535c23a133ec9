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
