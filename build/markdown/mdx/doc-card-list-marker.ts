/**
 * Where the current category's cards go: MDX's `<DocCardList />` leaves this in the HTML, and
 * routes/doc-card-list.ts fills it in once the sidebars are known, after Markdown. A module of its
 * own, so that the routes do not load the MDX theme (and highlight.js) with it.
 */
export const DOC_CARD_LIST_MARKER = '<!--DocCardList-->';

/**
 * A card a page lists itself (`<DocCardList items={[…]} />`, `<DocCard item={…} />`): the fields of
 * the sidebar item the classic theme's DocCard reads; a category's `items` is how many it holds.
 */
export interface CardItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  docId?: string;
  description?: string;
  items?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A category's link as DocCard finds it (findFirstSidebarItemLink): its own, else its first item's. */
function firstHref(item: Record<string, unknown>): string | undefined {
  if (text(item.href)) return text(item.href);
  for (const child of Array.isArray(item.items) ? item.items : []) {
    const found = child && typeof child === 'object' ? firstHref(child as Record<string, unknown>) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The card of what a page gives DocCard as `item`; none for what is not an item. */
export function cardItem(item: unknown): CardItem[] {
  if (!item || typeof item !== 'object') return [];
  const raw = item as Record<string, unknown>;
  const category = raw.type === 'category';
  const card: CardItem = { type: category ? 'category' : 'link', label: String(raw.label ?? ''), href: category ? firstHref(raw) : text(raw.href), docId: text(raw.docId), description: text(raw.description) };
  if (category) card.items = Array.isArray(raw.items) ? raw.items.length : 0;
  return [card];
}

const CARDS = /<!--DocCards:(list|card):([\w-]*)-->/g;

/** The marker of cards a page lists itself, filled in as the current category's are (`list`: DocCardList's, else one DocCard). */
export function cardsMarker(items: CardItem[], list: boolean): string {
  return `<!--DocCards:${list ? 'list' : 'card'}:${Buffer.from(JSON.stringify(items)).toString('base64url')}-->`;
}

export const hasCardsMarker = (html: string) => html.includes('<!--DocCards:');

/** `html` with each marker of `cardsMarker` replaced by what `fill` draws of its cards. */
export function fillCardsMarkers(html: string, fill: (items: CardItem[], list: boolean) => string): string {
  return html.replace(CARDS, (_, kind: string, data: string) => fill(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as CardItem[], kind === 'list'));
}
