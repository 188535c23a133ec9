/**
 * Emoji shortcodes in Markdown text (`:rocket:`), shown as Docusaurus 3 shows them: its MDX loader
 * runs remark-emoji 4 (`markdown.emoji`, on by default) on text, not code, after the heading ids are
 * made and before the table of contents is, so `## :rocket: New` has the id `rocket-new` and shows
 * and lists "🚀 New" (mdx-loader 3.10, lib/processor.js). The names are node-emoji 2.2's, which
 * reads them from emojilib 2.4 (emoji-names.json; MIT, LICENSE-emojilib); an unknown name stays as written.
 */
import names from './emoji-names.json' with { type: 'json' };

const BY_NAME = names as Record<string, string>;
/** remark-emoji's pattern. */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;

export function withEmoji(text: string): string {
  if (!text.includes(':')) return text;
  return text.replace(SHORTCODE, (code) => {
    const name = code.slice(1, -1);
    return name !== '_source' && Object.hasOwn(BY_NAME, name) ? BY_NAME[name] : code;
  });
}
