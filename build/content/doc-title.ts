/**
 * A Docusaurus doc's title where its front matter has none, as @docusaurus/plugin-content-docs
 * (2.4 and 3.10, docs.js) gives it: `frontMatter.title ?? contentTitle ?? baseID`, where the
 * content title is a `#` (or `===`) heading only when it opens the text, after any import blocks
 * (@docusaurus/utils' parseMarkdownContentTitle); the id's own part (front matter `id`, else the
 * file name without its number prefix) otherwise. So a doc whose `# Heading` comes after a
 * paragraph, an HTML comment or an admonition is titled by its id in the sidebar, breadcrumbs and
 * `<title>`, while the page shows the heading where it stands.
 */
import type { DocMeta } from './types.ts';

/** Import blocks at the start, each ending at an empty line (parseMarkdownContentTitle's own rule). */
const IMPORTS = /^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/;
const HEADING = /^#[ \t]+[^ \t]/;
const SETEXT = /^.*\r?\n=+(?:\r?\n|$)/;

/** Whether the body opens with its title heading, as parseMarkdownContentTitle finds one. */
export function opensWithTitle(body: string): boolean {
  const text = body.trim().replace(IMPORTS, '').trim();
  return HEADING.test(text) || SETEXT.test(text);
}

/** `headingTitle`: the text of the doc's first `#` heading as this build renders it (markdown/headings.ts), if any. */
export function docusaurusDocTitle(meta: DocMeta, headingTitle: string | undefined): string {
  const baseId = meta.id.split('/').at(-1)!;
  return (opensWithTitle(meta.source.body) ? headingTitle : undefined) ?? baseId;
}
