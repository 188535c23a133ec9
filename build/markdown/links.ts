/**
 * Links in Markdown: `.md`/`.mdx` paths become the target page's route, external links get
 * `rel="noopener noreferrer"`, and every internal link is recorded so the build can check it.
 */
import path from 'node:path';
import type { MarkedExtension, Tokens } from 'marked';
import { escapeHtml } from './escape.ts';

export interface LinkRef {
  /** Route path without hash, e.g. `/docs/api/`. */
  path: string;
  hash: string;
  line: number;
}

export interface LinkContext {
  /** Absolute path of the Markdown file. */
  sourcePath: string;
  /** Route of the page being rendered. */
  route: string;
  /** Route of a Markdown file, by absolute path; undefined when no page comes from it. */
  routeOfFile(absolutePath: string): string | undefined;
  warn(line: number, message: string): void;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternal(href: string): boolean {
  return EXTERNAL.test(href);
}

/**
 * Rewrites a link's href and returns the internal reference to check, if any.
 */
export function resolveLink(href: string, line: number, ctx: LinkContext): { href: string; ref?: LinkRef } {
  if (isExternal(href)) return { href };
  const hashAt = href.indexOf('#');
  const target = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : decodeURIComponent(href.slice(hashAt + 1));
  if (!target) return { href, ref: { path: ctx.route, hash, line } };
  if (/\.mdx?$/i.test(target)) {
    const file = path.resolve(path.dirname(ctx.sourcePath), decodeURIComponent(target));
    const route = ctx.routeOfFile(file);
    if (!route) {
      ctx.warn(line, `broken link: "${target}" is not a page of this site. Fix the path or remove the link.`);
      return { href };
    }
    return { href: route + (hash ? `#${hash}` : ''), ref: { path: route, hash, line } };
  }
  const resolved = new URL(target, `https://site.invalid${ctx.route}`).pathname;
  return { href, ref: { path: decodeURIComponent(resolved), hash, line } };
}

export function linksExtension(): MarkedExtension {
  return {
    renderer: {
      link(token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        const rel = isExternal(token.href) && !token.href.startsWith('mailto:') ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(token.href)}"${title}${rel}>${text}</a>`;
      },
    },
  };
}
