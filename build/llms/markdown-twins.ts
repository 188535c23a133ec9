/**
 * The Markdown twin of every doc, post and Markdown page, at the page's route plus `.md`
 * (`/docs/overview/introduction.md`): its title as `# H1`, its front-matter description as a
 * blockquote, and its body reduced to plain Markdown (build/markdown/to-markdown.ts).
 */
import type { DocMeta, PageMeta, PostMeta } from '../content/types.ts';
import type { Rendered } from '../routes/index.ts';
import { markdownTwinPath } from '../routes/urls.ts';
import { textOf } from '../spool.ts';

export type MarkdownTwinSource = Rendered<DocMeta> | Rendered<PostMeta> | Rendered<PageMeta>;

/** One twin's text; `source` (the page's URL) is named under the title in `/llms-full.txt`. */
export function markdownTwinText({ title, meta, md }: MarkdownTwinSource, source?: string): string {
  const description = meta.description?.replace(/\s+/g, ' ').trim();
  return [`# ${title}`, source && `Source: ${source}`, description && `> ${description}`, textOf(md.markdown)].filter(Boolean).join('\n\n') + '\n';
}

/** Each source's twin file (relative to the output folder), with the source whose text it holds: the last of those at one path. Texts are made one at a time, as they are written (markdownTwinText). */
export function markdownTwins(sources: MarkdownTwinSource[]): Map<string, MarkdownTwinSource> {
  return new Map(sources.map((source) => [markdownTwinPath(source.meta.permalink).slice(1), source]));
}
