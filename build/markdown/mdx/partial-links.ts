/**
 * Links to Markdown files and images in a partial are written from the partial's folder, as
 * Docusaurus reads them; the page that shows the partial resolves them from its own, so they are
 * rewritten first.
 */
import path from 'node:path';
import type { Token, Tokens } from 'marked';
import { isExternal } from '../links.ts';
import { childTokens } from '../tokens.ts';
import { isMdx } from './extension.ts';

/** A relative `.md` link or image path of a partial, as the page it is shown on must write it. */
function rebased(href: string, image: boolean, partial: string, page: string): string {
  if (!href || isExternal(href) || /^[/#@]/.test(href) || href.startsWith('data:')) return href;
  const at = href.search(/[?#]/);
  const [target, rest] = at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
  if (!image && !/\.mdx?$/i.test(target)) return href;
  const relative = path.relative(path.dirname(page), path.resolve(path.dirname(partial), target)).split(path.sep).join('/');
  return (relative.startsWith('.') ? relative : `./${relative}`) + rest;
}

/** Rewrites the links of the partials among `tokens` (a partial inside a partial from its own folder). */
export function rebasePartialLinks(tokens: Token[], page: string, partial?: string): void {
  for (const token of tokens) {
    if (partial && (token.type === 'link' || token.type === 'image')) {
      const link = token as Tokens.Link | Tokens.Image;
      link.href = rebased(link.href, token.type === 'image', partial, page);
    }
    const inner = isMdx(token) ? (token.entry.children?.fromPartial ?? partial) : partial;
    rebasePartialLinks(childTokens(token), page, inner);
  }
}
