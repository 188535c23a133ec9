/**
 * Bare URLs as a Docusaurus 2 page reads them. Its MDX 1 parsed Markdown with remark-parse 8, whose
 * GFM URL literal (lib/tokenize/url.js) needs a domain with a dot, and no `_` in its last two parts:
 * `http://localhost:3000` and `www.intranet` are text there, where marked (GFM) makes them links.
 * Where remark-parse 8 makes a link, marked's own literal is kept. Docusaurus 3 pages and plain
 * Markdown keep GFM's reading.
 */
import type { MarkedExtension } from 'marked';
import { mdx1InlineExtension } from './mdx1-inline.ts';

const START = /^(?:https?:\/\/|www\.)/i;
const DOMAIN_CHARACTER = /[0-9A-Za-z_-]/;

/**
 * The length of the URL start (`http://localhost`) at the start of `src` that remark-parse 8 does
 * not read as a link, or undefined where it does (or `src` starts no URL).
 */
export function unlinkedUrlLength(src: string): number | undefined {
  const start = START.exec(src)?.[0];
  // `WWW.` is not a start there: its test is case-sensitive.
  if (!start || (start.length === 4 && start !== 'www.')) return undefined;
  const dots: number[] = [];
  let i = start.length;
  for (; i < src.length; i++) {
    if (src[i] === '.') {
      if (i === start.length || src[i - 1] === '.') break;
      dots.push(i);
    } else if (!DOMAIN_CHARACTER.test(src[i])) break;
  }
  // A final dot is not part of the domain.
  if (src[i - 1] === '.') {
    dots.pop();
    i--;
  }
  const lastTwo = dots.length < 2 ? start.length : dots[dots.length - 2] + 1;
  return dots.length === 0 || src.slice(lastTwo, i).includes('_') ? i : undefined;
}

/** The extension; `enabled` says whether the document at hand is a Docusaurus 2 page. */
export function mdx1AutolinksExtension(enabled: () => boolean | undefined): MarkedExtension {
  // `h`, `H` or `w`: nothing else can start a URL literal.
  return mdx1InlineExtension('mdx1Autolinks', [104, 72, 119], enabled, (src) => {
    const length = unlinkedUrlLength(src);
    return length === undefined ? undefined : { type: 'text', raw: src.slice(0, length), text: src.slice(0, length), escaped: false };
  });
}
