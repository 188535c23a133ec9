/**
 * Word counts, for a post's reading time: taken from the rendered Markdown's sections when a page
 * shows one, rather than counted for every document as it renders (docs show none).
 */
import type { RenderedMarkdown } from './index.ts';

/** The white space of JavaScript's `\s` above ASCII. */
const WIDE_SPACE = new Set([0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);
const isSpace = (code: number) => (code <= 32 ? code === 32 || (code >= 9 && code <= 13) : code >= 0xa0 && (WIDE_SPACE.has(code) || (code >= 0x2000 && code <= 0x200a)));

/** Words of a text, as `text.split(/\s+/).filter(Boolean)` counts them, without making them. */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

const counted = new WeakMap<Pick<RenderedMarkdown, 'sections'>, number>();

/** Words of a document below its title: its sections hold all its text, their headings included. A post shown on several pages is counted once. */
export function wordsOf(md: Pick<RenderedMarkdown, 'sections'>): number {
  let words = counted.get(md);
  if (words === undefined) counted.set(md, (words = md.sections.reduce((sum, section) => sum + countWords(section.heading ?? '') + countWords(section.text), 0)));
  return words;
}
