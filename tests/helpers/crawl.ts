/**
 * Crawls a served site like a browser with JavaScript off: from a start page, every same-origin
 * `href`, `src` and `srcset` of every HTML page, recursively. A reference is broken when it answers
 * 400 or more, when it redirects (a plain host redirects a link that lacks the slash its folder
 * needs), or when it leaves the site's prefix.
 */
export interface CrawlResult {
  pages: string[];
  references: number;
  broken: string[];
}

const ATTRIBUTE = /\s(?:href|src|srcset)="([^"]+)"/g;

export async function crawl(starts: string[], prefix: string, limit = 2000): Promise<CrawlResult> {
  const seen = new Set<string>();
  const queue = [...starts];
  const pages: string[] = [];
  const broken = new Set<string>();
  let count = 0;
  while (queue.length && seen.size < limit) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(url, { redirect: 'manual' });
    const from = new URL(url).pathname;
    if (response.status >= 300 && response.status < 400) {
      broken.add(`${from} redirects to ${response.headers.get('location')}`);
      continue;
    }
    if (response.status >= 400) {
      broken.add(`${from} answers ${response.status}`);
      continue;
    }
    if (!/text\/html/.test(response.headers.get('content-type') ?? '')) {
      await response.arrayBuffer();
      continue;
    }
    pages.push(from);
    for (const target of references(await response.text(), url)) {
      count++;
      if (!target.pathname.startsWith(prefix)) broken.add(`${target.pathname} is outside ${prefix} (linked from ${from})`);
      else if (!seen.has(target.href)) queue.push(target.href);
    }
  }
  return { pages, references: count, broken: [...broken] };
}

/** The same-origin references of one HTML page, resolved against its URL, without hashes. */
export function references(html: string, pageUrl: string): URL[] {
  const origin = new URL(pageUrl).origin;
  const found: URL[] = [];
  for (const [, value] of html.matchAll(ATTRIBUTE)) {
    for (const part of value.split(',')) {
      const raw = part.trim().split(/\s+/)[0].replaceAll('&amp;', '&');
      if (!raw || /^(mailto:|tel:|data:|javascript:|#)/.test(raw)) continue;
      const target = new URL(raw, pageUrl);
      if (target.origin !== origin) continue;
      target.hash = '';
      found.push(target);
    }
  }
  return found;
}
