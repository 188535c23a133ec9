/**
 * Links to Markdown files and images in a partial are written from the partial's folder, as
 * Docusaurus reads them; the page that shows the partial resolves them from its own, so they are
 * rewritten first. A partial is compiled on its own there, so a reference link in it (`[text][id]`)
 * is a link only when the partial itself defines `[id]: url`; one that only the page defines
 * stays the text it is written as.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Token, Tokens } from 'marked';
import { decodePath, isExternal } from '../links.ts';
import { ASSET_LIKE } from '../linked-files.ts';
import { childTokens } from '../tokens.ts';
import { isMdx } from './extension.ts';

/**
 * A relative `.md` link, image path or link to a file of a partial (a JSON or PDF download, which
 * Docusaurus's transformLinks publishes from the partial's folder, as besu's global/postman.md
 * links ../assets/postman/postman_collection.json), as the page it is shown on must write it.
 */
function rebased(href: string, image: boolean, partial: string, page: string): string {
  if (!href || isExternal(href) || /^[/#@]/.test(href) || href.startsWith('data:')) return href;
  const at = href.search(/[?#]/);
  const [target, rest] = at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  const file = !image && ASSET_LIKE(target) && existsSync(path.resolve(path.dirname(partial), decodePath(target) ?? target));
  if (!image && !file && !/\.mdx?$/i.test(target)) return href;
  // Docusaurus tries a bare `.md` path (not ./ nor ../) from the file's folder, then from the docs root: one not beside the partial is left to the page's resolver, which tries the root.
  if (!image && !/^\.\.?\//.test(target) && !existsSync(path.resolve(path.dirname(partial), target))) return href;
  const relative = path.relative(path.dirname(page), path.resolve(path.dirname(partial), target)).split(path.sep).join('/');
  return (relative.startsWith('.') ? relative : `./${relative}`) + rest;
}

/** A label as CommonMark matches it: case and runs of white space do not count. */
const normal = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** The reference labels a file defines (`[id]: url` lines). */
function definedLabels(file: string, known: Map<string, Set<string>>): Set<string> {
  let labels = known.get(file);
  if (!labels) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // An unreadable partial was reported where it was read; it defines nothing.
    }
    labels = new Set([...text.matchAll(/^ {0,3}\[((?:[^\]\\]|\\.)+)\]:/gm)].map((m) => normal(m[1])));
    known.set(file, labels);
  }
  return labels;
}

/** The label of a reference link (`[text][id]`, `[id][]`, `[id]`), or undefined for an inline one (`[text](url)`). */
function referenceLabel(link: Tokens.Link | Tokens.Image): string | undefined {
  if (!link.raw.endsWith(']')) return undefined;
  const full = /\]\[((?:[^\]\\]|\\.)+)\]$/.exec(link.raw);
  return normal(full ? full[1] : link.raw.replace(/^!?\[/, '').replace(/\](?:\[\])?$/, ''));
}

/** Rewrites the links of the partials among `tokens` (a partial inside a partial from its own folder). */
export function rebasePartialLinks(tokens: Token[], page: string, partial?: string, known = new Map<string, Set<string>>()): void {
  for (const token of tokens) {
    if (partial && (token.type === 'link' || token.type === 'image')) {
      const link = token as Tokens.Link | Tokens.Image;
      const label = referenceLabel(link);
      if (label !== undefined && !definedLabels(partial, known).has(label)) {
        Object.assign(token, { type: 'text', text: link.raw, tokens: [{ type: 'text', raw: link.raw, text: link.raw, escaped: false }] });
        continue;
      }
      link.href = rebased(link.href, token.type === 'image', partial, page);
    }
    const inner = isMdx(token) ? (token.entry.children?.fromPartial ?? partial) : partial;
    rebasePartialLinks(childTokens(token), page, inner, known);
  }
}
