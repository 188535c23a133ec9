/**
 * What a reader sees of one page, read from its HTML: the parts a structural comparison with
 * Docusaurus's own build looks at. Elements are found by their role and ARIA labels, and by
 * structure, rather than by class names, which differ between Docusaurus's theme and ours and
 * change with styling; where a class is the only mark (an active navbar link), any class
 * ending in `--active` counts.
 */
import { parseHTML } from 'linkedom';

export interface PageView {
  title: string;
  /** Text of the h1s of the page's main content. */
  h1: string[];
  /** Labels of the navbar items marked current. */
  navbarCurrent: string[];
  /** The docs sidebar, one line per visible entry: indentation, ▾ open or ▸ closed category, label, → href. */
  sidebar: string[];
  /** The sidebar entry marked as the current page. */
  sidebarCurrent: string;
  /** Each crumb: ⌂ for the home icon, else its label, with → href when it is a link. */
  breadcrumbs: string[];
  /** The table of contents beside the content: indentation, text, #id. */
  toc: string[];
  /** The content's headings below h1: #id text. */
  headingIds: string[];
  previous: string;
  next: string;
  lastUpdated: string;
  editUrl: string;
  tags: string[];
  /** A redirect page's target (meta refresh), in place of everything else. */
  redirect: string;
}

export type Field = keyof PageView;

type El = Element;

/** What a reader does not see: text for screen readers alone, and what is hidden from them too. */
const SCREEN_READER_ONLY = '[class*="visually-hidden"], [class*="sr-only"], [aria-hidden="true"]';

/** Text as a reader reads it: white space collapsed, zero-width spaces (heading anchors) and screen-reader-only text left out. */
export function visibleText(node: El): string {
  const copy = node.cloneNode(true) as El;
  for (const hidden of copy.querySelectorAll(`${SCREEN_READER_ONLY}, script, style, template`)) hidden.remove();
  // A browser's HTML parser drops NUL characters in text; linkedom keeps them.
  return (copy.textContent ?? '').replace(/[\u0000\u200b]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * An id or in-page link without NUL characters: Docusaurus 3.0 writes some into ids and their TOC
 * links (milkv's zh docs: `ap片上外\0\0设` for the heading "AP片上外设", a byte-level fault of its
 * build, the source has none), as into TypeORM's heading text; not a difference of the page's own.
 */
const withoutNul = (value: string) => value.replace(/\u0000/g, '');

/**
 * A link target as the same page for either build: same-site URLs lose their origin, `.html`,
 * `/index.html` and trailing slash; other URLs stay whole.
 */
export function normalizeHref(href: string | null, siteOrigin: string): string {
  if (href === null) return '';
  if (href.startsWith('#')) return withoutNul(href);
  let url: URL;
  try {
    url = new URL(href, `${siteOrigin}/`);
  } catch {
    return href;
  }
  if (url.origin !== siteOrigin) return url.href;
  const pathname = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/(.)\/$/, '$1');
  return `${decodeURI(pathname)}${url.search}${url.hash}`;
}

const ACTIVE_CLASS = /(^|\s)\S*--active(\s|$)/;

/** The element that holds the page's own content: its article, else its main. */
function contentRoot(document: Document): El | null {
  return document.querySelector('main article') ?? document.querySelector('article') ?? document.querySelector('main');
}

/** The list directly inside an element, not one nested in a deeper list item. */
function ownList(li: El): El | null {
  for (const list of li.querySelectorAll('ul, ol')) if (list.parentElement?.closest('li') === li) return list;
  return null;
}

/** The label of a sidebar entry: its text without its nested list, buttons and hidden text. */
function entryLabel(li: El): string {
  const copy = li.cloneNode(true) as El;
  const list = ownList(copy);
  list?.remove();
  for (const button of copy.querySelectorAll('button')) button.remove();
  return visibleText(copy);
}

/**
 * Whether a category is open: its <details> open attribute, else the aria-expanded of its
 * toggle, else a `--collapsed` class on it, else whether its items are there at all.
 */
function isOpen(li: El, list: El | null): boolean {
  const details = [...li.querySelectorAll('details')].find((d) => d.closest('li') === li);
  if (details) return details.hasAttribute('open');
  const toggle = [...li.querySelectorAll('[aria-expanded]')].find((t) => t.closest('li') === li);
  if (toggle) return toggle.getAttribute('aria-expanded') === 'true';
  if (/--collapsed\b/.test(li.getAttribute('class') ?? '')) return false;
  return list !== null;
}

function isCategory(li: El, list: El | null): boolean {
  if (list) return true;
  if ([...li.querySelectorAll('details, [aria-expanded]')].some((t) => t.closest('li') === li)) return true;
  return /category/.test(li.getAttribute('class') ?? '');
}

function sidebarLines(list: El, depth: number, origin: string, out: string[]): void {
  for (const li of list.children) {
    if (li.tagName !== 'LI') continue;
    const nested = ownList(li);
    // A category's own page is a link that is not its toggle: Docusaurus gives a category without
    // a page a link that toggles it (role="button", aria-expanded), whose href is only a stand-in.
    // Docusaurus 2 sets aria-expanded on the category's link whether or not it has a page, and no
    // role: there the link is the page's when a button beside it does the toggling.
    const hasToggleButton = [...li.querySelectorAll('button')].some((b) => b.closest('li') === li);
    const isToggle = (a: El) => a.getAttribute('role') === 'button' || (a.hasAttribute('aria-expanded') && !hasToggleButton);
    const link = [...li.querySelectorAll('a[href]')].find((a) => a.closest('li') === li && !a.closest('summary, button') && !isToggle(a));
    const target = link ? ` → ${normalizeHref(link.getAttribute('href'), origin)}` : '';
    if (isCategory(li, nested)) {
      const open = isOpen(li, nested);
      out.push(`${'  '.repeat(depth)}${open ? '▾' : '▸'} ${entryLabel(li)}${target}`);
      if (open && nested) sidebarLines(nested, depth + 1, origin, out);
    } else out.push(`${'  '.repeat(depth)}${entryLabel(li)}${target}`);
  }
}

/** The table of contents: the first top-level list of in-page links outside the article (the one beside it). */
function tocLines(document: Document, origin: string): string[] {
  const article = contentRoot(document);
  const lists = [...document.querySelectorAll('ul')].filter((ul) => {
    if (article?.contains(ul) || ul.parentElement?.closest('ul')) return false;
    const links = [...ul.querySelectorAll('a[href]')];
    return links.length > 0 && links.every((a) => a.getAttribute('href')!.startsWith('#'));
  });
  const out: string[] = [];
  const walk = (ul: El, depth: number) => {
    for (const li of ul.children) {
      const a = [...li.querySelectorAll('a[href]')].find((x) => x.closest('li') === li);
      if (a) out.push(`${'  '.repeat(depth)}${visibleText(a)} ${normalizeHref(a.getAttribute('href'), origin)}`);
      const nested = ownList(li);
      if (nested) walk(nested, depth + 1);
    }
  };
  if (lists[0]) walk(lists[0], 0);
  return out;
}

const PAGINATION_LABELS = ['Docs pages', 'Blog post page navigation', 'Blog list page navigation'];

/** Previous and next links: their label without the sublabel ("Previous") and the arrows the theme draws. */
function pagination(document: Document, origin: string): { previous: string; next: string } {
  const nav = [...document.querySelectorAll('nav[aria-label]')].find((n) => PAGINATION_LABELS.includes(n.getAttribute('aria-label')!));
  const result = { previous: '', next: '' };
  if (!nav) return result;
  const links = [...nav.querySelectorAll('a[href]')];
  for (const a of links) {
    const parts = [...a.children].map((c) => visibleText(c)).filter(Boolean);
    const sublabel = parts.length > 1 ? parts[0] : '';
    const label = (parts.length > 1 ? parts.slice(1).join(' ') : visibleText(a)).replace(/^«\s*|\s*»$/g, '');
    const text = `${label} → ${normalizeHref(a.getAttribute('href'), origin)}`;
    const isPrevious = /prev|newer/i.test(`${a.getAttribute('class')} ${a.getAttribute('rel')} ${sublabel}`) || (links.length === 2 && a === links[0]);
    if (isPrevious && !result.previous) result.previous = text;
    else result.next = text;
  }
  return result;
}

/** The site's origin, from the canonical link or og:url, so that absolute links to it compare as paths. */
function siteOrigin(document: Document): string {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? document.querySelector('meta[property="og:url"]')?.getAttribute('content');
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    // A relative canonical: no origin to strip.
  }
  return 'http://site.invalid';
}

/**
 * A tag link: `rel="tag"` (ours; Docusaurus's Tag since 3.8), else the class Docusaurus's Tag
 * component has always had, `tag`, hashed by CSS modules (`tag_zVej tagRegular_sFm0`).
 */
const TAG_CLASS = /(^|\s)tag(_\w+)?(\s|$)/;
function isTagLink(a: El): boolean {
  return /(^|\s)tag(\s|$)/.test(a.getAttribute('rel') ?? '') || TAG_CLASS.test(a.getAttribute('class') ?? '');
}

export function readPage(html: string): PageView {
  // A static file with no <html> element (a search engine's verification file, copied by both builds) is read as a body, not crashed on.
  const { document } = parseHTML(/<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`);
  const origin = siteOrigin(document);
  const refresh = document.querySelector('meta[http-equiv="refresh" i]')?.getAttribute('content');
  const empty: PageView = { title: '', h1: [], navbarCurrent: [], sidebar: [], sidebarCurrent: '', breadcrumbs: [], toc: [], headingIds: [], previous: '', next: '', lastUpdated: '', editUrl: '', tags: [], redirect: '' };
  if (refresh && !document.querySelector('main')) return { ...empty, redirect: normalizeHref(refresh.replace(/^\s*\d+\s*;\s*url\s*=\s*/i, ''), origin) };

  const view = { ...empty, title: (document.querySelector('title')?.textContent ?? '').trim() };
  const main = document.querySelector('main') ?? document.body;
  // A page's h1 may sit in a header above its main (Docusaurus's blog archive): any h1 outside the navbar and footer.
  // An h1 for screen readers alone (this build's on a blog's list pages, whose post titles are h2s) is no h1 a reader sees.
  view.h1 = [...document.querySelectorAll('h1')].filter((h) => !h.closest('nav, footer') && !h.matches(SCREEN_READER_ONLY)).map(visibleText);

  const navbar = document.querySelector('nav[aria-label="Main"]') ?? document.querySelector('header nav') ?? document.querySelector('nav');
  if (navbar) {
    const current = [...navbar.querySelectorAll('a')].filter((a) => a.hasAttribute('aria-current') || ACTIVE_CLASS.test(a.getAttribute('class') ?? ''));
    view.navbarCurrent = [...new Set(current.map((a) => visibleText(a) || a.getAttribute('aria-label') || ''))];
  }

  const sidebar = [...document.querySelectorAll('nav[aria-label="Docs sidebar"]')][0];
  const sidebarList = sidebar?.querySelector('ul');
  if (sidebarList) sidebarLines(sidebarList, 0, origin, view.sidebar);
  const current = sidebar?.querySelector('[aria-current="page"]');
  if (current) view.sidebarCurrent = visibleText(current);

  const crumbs = document.querySelector('nav[aria-label="Breadcrumbs"], nav[aria-label="breadcrumbs" i]');
  if (crumbs) {
    view.breadcrumbs = [...crumbs.querySelectorAll('li')].map((li) => {
      const a = li.querySelector('a[href]');
      const label = visibleText(li) || (li.querySelector('svg') ? '⌂' : '');
      const isHome = a && (/home/i.test(a.getAttribute('aria-label') ?? '') || (!visibleText(li) && li.querySelector('svg')));
      return `${isHome ? '⌂' : label}${a ? ` → ${normalizeHref(a.getAttribute('href'), origin)}` : ''}`;
    });
  }

  view.toc = tocLines(document, origin);
  const content = contentRoot(document);
  if (content) {
    view.headingIds = [...content.querySelectorAll('h2, h3, h4, h5, h6')].map((h) => `#${withoutNul(h.getAttribute('id') ?? '')} ${visibleText(h)}`);
    // The element whose own text starts the line (Docusaurus's <span>, our <p>).
    const line = [...content.querySelectorAll('*')].find((e) => [...e.childNodes].some((n) => n.nodeType === 3 && /^\s*Last updated\b/.test(n.textContent ?? '')));
    if (line) view.lastUpdated = visibleText(line);
  }
  view.tags = [...main.querySelectorAll('a[href]')].filter(isTagLink).map((a) => `${visibleText(a)} → ${normalizeHref(a.getAttribute('href'), origin)}`);
  const edit = [...document.querySelectorAll('a[href]')].find((a) => /^Edit this page$/i.test(visibleText(a)));
  if (edit) view.editUrl = normalizeHref(edit.getAttribute('href'), origin);
  Object.assign(view, pagination(document, origin));
  return view;
}
