/**
 * A version's resolved sidebars in a locale: the labels of the docs' `current.json` (or
 * `version-X.json`, Docusaurus's keys) applied to its categories, links and docs, and to the
 * generated index pages of its categories. A label with no translation stays as it is.
 */
import type { Messages } from '../shared/translate.ts';
import type { SidebarNode } from './sidebar-tree.ts';
import type { ResolvedSidebars } from './sidebars.ts';

/**
 * A version's sidebars with their labels translated: `sidebar.<id>.category.<label>`,
 * `sidebar.<id>.link.<label>` for a link, `sidebar.<id>.doc.<label>` for a doc, and a generated
 * index page's `...category.<label>.link.generated-index.title` / `.description`.
 */
export function translateSidebars(resolved: ResolvedSidebars, messages: Messages): ResolvedSidebars {
  if (!Object.keys(messages).length) return resolved;
  const t = (key: string, text: string) => messages[key] ?? text;
  const indexes = new Map(resolved.categoryIndexes.map((index) => [index.permalink, index]));
  const translatedIndexes = new Map<string, (typeof resolved.categoryIndexes)[number]>();
  const walk = (sidebar: string, nodes: SidebarNode[]): SidebarNode[] =>
    nodes.map((node): SidebarNode => {
      if (node.type === 'html') return node;
      if (node.type === 'link') return { ...node, label: t(`sidebar.${sidebar}.${node.docId ? 'doc' : 'link'}.${node.label}`, node.label) };
      const key = `sidebar.${sidebar}.category.${node.label}`;
      const index = node.link ? indexes.get(node.link) : undefined;
      if (index && !translatedIndexes.has(index.permalink)) {
        // An index without a title of its own is titled by its category's label, translated; one with its own
        // keeps it unless its own key translates it, though it be the label (milkv's "🔌 IO Boards": plugin-content-docs'
        // translateSidebar reads `link.generated-index.title` alone, and the index takes the label only without a title).
        const title = t(`${key}.link.generated-index.title`, index.ownTitle ? index.title : t(key, node.label));
        translatedIndexes.set(index.permalink, { ...index, title, description: index.description && t(`${key}.link.generated-index.description`, index.description), items: walk(sidebar, index.items) });
      }
      return { ...node, label: t(key, node.label), items: walk(sidebar, node.items) };
    });
  const sidebars = new Map([...resolved.sidebars].map(([id, nodes]) => [id, walk(id, nodes)]));
  const withUnlisted = new Map([...resolved.withUnlisted].map(([id, nodes]) => [id, walk(id, nodes)]));
  const categoryIndexes = resolved.categoryIndexes.map((index) => translatedIndexes.get(index.permalink) ?? index);
  return { ...resolved, sidebars, withUnlisted, categoryIndexes };
}
