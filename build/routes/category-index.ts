/** A sidebar category linked to a `generated-index`: a page like a doc whose body lists the category's items as cards. */
import { absoluteHref, href as siteHref, type SiteLocation } from '../../shared/url.ts';
import type { SiteConfig } from '../../site/config-types.ts';
import type { DocMeta } from '../content/types.ts';
import type { DocsVersion } from '../docusaurus/versions.ts';
import { escapeHtml } from '../markdown/escape.ts';
import { isExternal } from '../markdown/links.ts';
import type { SidebarNode } from '../sidebar-tree.ts';
import type { CategoryIndex } from '../sidebars.ts';
import { summarize } from './head.ts';
import type { Rendered } from './types.ts';

/** A label's leading emoji, as the classic theme's DocCard takes it for the card's icon. */
const LEADING_EMOJI = new RegExp('^\\p{RGI_Emoji}', 'v');

/** Where cards go and how their heading is drawn (SiteConfig's `inlineCardHeading`: the site's Docusaurus is before 3.10). */
export type CardSite = SiteLocation & Pick<SiteConfig, 'inlineCardHeading'>;

/** The icon and title of an item's card: the label's own leading emoji, else a category's, a page's or an external link's. */
function cardIcon(item: Exclude<SidebarNode, { type: 'html' }>, href: string): { icon: string; title: string } {
  const emoji = LEADING_EMOJI.exec(item.label)?.[0];
  if (emoji) return { icon: emoji, title: item.label.slice(emoji.length).trim() };
  return { icon: item.type === 'category' ? '🗃' : isExternal(href) ? '🔗' : '📄️', title: item.label };
}

/**
 * The card's h2. Docusaurus 3.10's DocCard/Heading: the icon and the title in spans of their own.
 * Before 3.10 (theme-classic 2.4.3 to 3.9.2's DocCard CardLayout): `{icon} {title}` as one text,
 * the label whole (no emoji taken from it), a category's icon 🗃️ with its variation selector.
 */
function cardHeading(item: Exclude<SidebarNode, { type: 'html' }>, href: string, site: CardSite): string {
  if (site.inlineCardHeading) {
    const icon = item.type === 'category' ? '🗃️' : isExternal(href) ? '🔗' : '📄️';
    return `<h2 class="theme-doc-card-heading text--truncate" title="${escapeHtml(item.label)}">${icon} ${escapeHtml(item.label)}</h2>`;
  }
  const { icon, title } = cardIcon(item, href);
  return `<h2 class="theme-doc-card-heading" title="${escapeHtml(title)}"><span class="theme-doc-card-icon">${icon}</span><span class="theme-doc-card-title text--truncate">${escapeHtml(title)}</span></h2>`;
}

/**
 * An item's card, as the classic theme's DocCard draws it: an h2 of its icon and title and its
 * description (the item's own, else its doc's); a category says how many items it holds.
 */
export function cardHtml(item: SidebarNode, docs: Map<string, Rendered<DocMeta>>, site: CardSite, own?: string): string {
  if (item.type === 'html') return '';
  const href = item.type === 'link' ? item.href : (item.link ?? item.href);
  if (!href) return '';
  const doc = item.type === 'link' && item.docId ? docs.get(item.docId) : undefined;
  const count = item.type === 'category' ? (item.items.length === 1 ? '1 item' : `${item.items.length} items`) : '';
  const text = own ?? (count || (doc ? summarize(doc.meta.description ?? doc.md.firstParagraph, '') : ''));
  const heading = cardHeading(item, href, site);
  const description = text ? `<p class="theme-doc-card-description text--truncate" title="${escapeHtml(text)}">${escapeHtml(text)}</p>` : '';
  return `<a class="theme-doc-card-container" href="${escapeHtml(siteHref(href, site))}">${heading}${description}</a>`;
}

/** One card per item (cardHtml), as a list; `own` gives an item's own description. */
export function cardsHtml(items: SidebarNode[], docs: Map<string, Rendered<DocMeta>>, site: CardSite, own: (item: SidebarNode) => string | undefined = () => undefined): string {
  const cards = items.map((item) => cardHtml(item, docs, site, own(item))).filter(Boolean);
  return `<ul class="category-cards">${cards.map((card) => `<li class="category-card">${card}</li>`).join('')}</ul>`;
}

/** The cards as a Markdown list of links, for Markdown twins; `url` makes a route absolute. */
export function cardsMarkdown(items: SidebarNode[], url: (href: string) => string = (href) => href): string {
  return items.flatMap((item) => (item.type === 'link' ? [`- [${item.label}](${url(item.href)})`] : [])).join('\n');
}

/** The index pages as rendered docs without a source file (`id` is empty: no edit link, no own sidebar entry). */
export function categoryIndexPages(indexes: CategoryIndex[], docs: Rendered<DocMeta>[], version: Pick<DocsVersion, 'pluginId' | 'name'>, config: SiteConfig): Rendered<DocMeta>[] {
  const byId = new Map(docs.map((d) => [d.meta.id, d]));
  return indexes.map((index) => ({
    meta: {
      source: { path: '', display: '', rel: '', text: '', frontMatter: {}, body: '', bodyLine: 1 },
      pluginId: version.pluginId,
      version: version.name,
      id: '',
      permalink: index.permalink,
      title: index.title,
      description: index.description,
      tags: [],
      draft: false,
      unlisted: false,
      hideTitle: false,
      hideTableOfContents: true,
    },
    md: {
      html: (index.description ? `<p>${escapeHtml(index.description)}</p>` : '') + cardsHtml(index.items, byId, config),
      headings: [],
      links: [],
      sections: [],
      firstParagraph: index.description,
      // Its Markdown twin is the same list, with absolute links as in every twin.
      markdown: [index.description ?? '', cardsMarkdown(index.items, (route) => absoluteHref(route, config))].filter(Boolean).join('\n'),
      browserDiagrams: false,
    },
    title: index.title,
  }));
}
