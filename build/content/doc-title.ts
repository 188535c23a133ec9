/**
 * A Docusaurus doc's title where its front matter has none, as @docusaurus/plugin-content-docs
 * (2.4 and 3.10, docs.js) gives it: `frontMatter.title ?? contentTitle ?? baseID`, where the
 * content title is a `#` (or `===`) heading only when it opens the text, after any import blocks
 * (@docusaurus/utils' parseMarkdownContentTitle); the id's own part (front matter `id`, else the
 * file name without its number prefix) otherwise. So a doc whose `# Heading` comes after a
 * paragraph, an HTML comment or an admonition is titled by its id in the sidebar, breadcrumbs and
 * `<title>`, while the page shows the heading where it stands.
 *
 * Blog posts and Markdown pages follow the same rule (plugin-content-blog's blogUtils.js and
 * plugin-content-pages, 2.4 and 3.10): `frontMatter.title ?? contentTitle`, then, for a post, the
 * text of its file name (`parseBlogFileName`), for a page nothing (its `<title>` is then the
 * site's alone, as PageMetadata formats an empty title).
 */
import type { DocMeta, PageMeta, PostMeta } from './types.ts';

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

/** parseBlogFileName's DATE_FILENAME_REGEX: a date anywhere in the path, the text after it. */
const DATE_FILE_NAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?.mdx?$/;

/** The text of a post's file name: what follows its date (`2024-03-01-hello.md`: "hello"), else its path without the extension. */
function blogFileNameText(rel: string): string {
  const posix = rel.split('\\').join('/');
  return DATE_FILE_NAME.exec(posix)?.groups!.text ?? posix.replace(/(?:\/index)?\.mdx?$/, '');
}

export function docusaurusPostTitle(meta: PostMeta, headingTitle: string | undefined): string {
  return (opensWithTitle(meta.source.body) ? headingTitle : undefined) ?? blogFileNameText(meta.source.rel);
}

/** `siteTitle` stands for no title. */
export function docusaurusPageTitle(meta: PageMeta, headingTitle: string | undefined, siteTitle: string): string {
  return (opensWithTitle(meta.source.body) ? headingTitle : undefined) ?? siteTitle;
}

/** A heading's text as it reads: links, images, code spans and emphasis marks left out. */
const plainInline = (text: string) => text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`([^`]*)`/g, '$1').replace(/(\*\*|__|\*|_|~~)(\S(?:.*?\S)?)\1/g, '$2').trim();

/**
 * A post's title before its Markdown is rendered, for what MDX reads while it renders (the blogs'
 * recent-posts lists, markdown-settings.ts): its front matter's, else the text of the heading it
 * opens with, else its file name's, as docusaurusPostTitle gives it once rendered.
 */
export function postTitleFromSource(meta: PostMeta): string {
  return meta.title ?? sourceHeading(meta.source.body) ?? blogFileNameText(meta.source.rel);
}

/** A doc's title before its Markdown is rendered (what site plugins read in allContentLoaded): its front matter's, else its opening heading's text, else its id's own part. */
export function docTitleFromSource(meta: DocMeta): string {
  return meta.title ?? sourceHeading(meta.source.body) ?? meta.id.split('/').at(-1)!;
}

/** The text of the heading a body opens with (parseMarkdownContentTitle's content title), as it reads. */
function sourceHeading(body: string): string | undefined {
  const text = body.trim().replace(IMPORTS, '').trim();
  const heading = HEADING.test(text) ? text.split(/\r?\n/)[0].replace(/^#[ \t]+/, '').replace(/[ \t]+#+[ \t]*$/, '') : SETEXT.test(text) ? text.split(/\r?\n/)[0] : undefined;
  return heading === undefined ? undefined : plainInline(heading);
}
