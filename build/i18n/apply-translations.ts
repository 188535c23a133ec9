/**
 * A locale's translation files applied as Docusaurus applies them: `navbar.json` and
 * `footer.json` (docusaurus-theme-classic) to the navbar and footer by their labels, the blog's
 * `options.json` to its title, description and sidebar title, and the docs' `current.json` (or
 * `version-X.json`) to the version's label and its sidebars' category, link and doc labels (and a
 * generated index's title and description). A label with no translation stays as it is.
 */
import type { Messages } from '../../shared/translate.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import type { ResolvedSidebars } from '../sidebars.ts';
import type { SidebarNode } from '../sidebar-tree.ts';

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

/**
 * A version's sidebars with their labels translated: `sidebar.<id>.category.<label>`,
 * `sidebar.<id>.link.<label>` for a link, `sidebar.<id>.doc.<label>` for a doc, and a generated
 * index page's `...category.<label>.link.generated-index.title` / `.description`.
 */
export function translateSidebars(resolved: ResolvedSidebars, messages: Messages): ResolvedSidebars {
  if (!Object.keys(messages).length) return resolved;
  const t = lookup(messages);
  const indexes = new Map(resolved.categoryIndexes.map((index) => [index.permalink, index]));
  const translatedIndexes = new Map<string, (typeof resolved.categoryIndexes)[number]>();
  const walk = (sidebar: string, nodes: SidebarNode[]): SidebarNode[] =>
    nodes.map((node): SidebarNode => {
      if (node.type === 'html') return node;
      if (node.type === 'link') return { ...node, label: t(`sidebar.${sidebar}.${node.docId ? 'doc' : 'link'}.${node.label}`, node.label) };
      const key = `sidebar.${sidebar}.category.${node.label}`;
      const index = node.link ? indexes.get(node.link) : undefined;
      if (index && !translatedIndexes.has(index.permalink)) {
        // An index without a title of its own is titled by its category's label, translated.
        const title = t(`${key}.link.generated-index.title`, index.title === node.label ? t(key, node.label) : index.title);
        translatedIndexes.set(index.permalink, { ...index, title, description: index.description && t(`${key}.link.generated-index.description`, index.description), items: walk(sidebar, index.items) });
      }
      return { ...node, label: t(key, node.label), items: walk(sidebar, node.items) };
    });
  const sidebars = new Map([...resolved.sidebars].map(([id, nodes]) => [id, walk(id, nodes)]));
  const categoryIndexes = resolved.categoryIndexes.map((index) => translatedIndexes.get(index.permalink) ?? index);
  return { ...resolved, sidebars, categoryIndexes };
}
