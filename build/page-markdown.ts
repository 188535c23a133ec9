/**
 * The Markdown a site's React pages import as components (`import Intro from '@site/docs/intro.md'`,
 * `./_content.mdx`), as Docusaurus's webpack compiles it for them: with the mdx-loader of the content
 * plugin whose folder holds the file (its remark plugins, its admonitions). A file that is a doc,
 * post or page already is that source's output, one compile per file; any other (a partial) is
 * rendered as a source of its own, kept in the Markdown cache as any file is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginDir } from './content-layout.ts';
import { parseFrontMatter } from './content/files.ts';
import { displayPath } from './content/read-text.ts';
import { createReporter, type Diagnostic } from './diagnostics.ts';
import type { MarkdownOutput } from './markdown-jobs.ts';
import { escapeHtml } from './markdown/escape.ts';
import { pluginDirOf } from './markdown/partial-admonitions.ts';
import type { ImportedMarkdown } from './react-pages/render.tsx';
import type { ImportedSource, Source } from './render-sources.ts';
import { textOf } from './spool.ts';

/** A file no content plugin made a page of, as a source (Docusaurus's fallback loader compiles one no plugin's folder holds); undefined (with its diagnostics) when its front matter does not read. */
function importedSource(file: string, permalink: string, dirs: PluginDir[], report: (d: Diagnostic) => void): ImportedSource | undefined {
  const text = readFileSync(file, 'utf8');
  const reporter = createReporter();
  const parsed = parseFrontMatter(file, text, reporter);
  reporter.diagnostics.forEach(report);
  if (!parsed) return undefined;
  return { source: { path: file, display: displayPath(file), rel: path.basename(file), text, ...parsed }, permalink, plugin: pluginDirOf(dirs, file)?.plugin ?? 'mdx-fallback' };
}

/**
 * As the MDX module gives it: the title's `#` heading is part of the content (an h1 without an id,
 * as Docusaurus's Heading draws it), though a doc's page draws it apart; a post's is not, as the
 * blog's mdx-loader removes it (removeContentTitle), and only its contentTitle says it. The toc lists
 * the headings below it.
 */
function asImported(source: Source, { md, images }: MarkdownOutput): ImportedMarkdown {
  const title = md.title !== undefined && !md.titleInPlace && !('date' in source) ? `<h1>${md.titleHtml ?? escapeHtml(md.title)}</h1>` : '';
  const toc = md.headings.filter((h) => h.depth > 1).map((h) => ({ value: escapeHtml(h.text), id: h.id, level: h.depth }));
  // A post's part above `<!-- truncate -->`, which a route's module asks for with `?truncated=true` (docusaurus/markdown-modules.ts): its list pages' excerpt.
  const excerpt = 'date' in source && md.excerptHtml !== undefined ? { excerpt: md.excerptHtml } : {};
  return { html: title + textOf(md.html), frontMatter: source.source.frontMatter, ...(md.title !== undefined && { contentTitle: md.title }), toc, images, ...excerpt };
}

/**
 * `imports`: each file with the route of a page that imports it (which a partial is rendered for);
 * `render` renders sources of their own, beside the site's.
 */
export async function importedMarkdown(imports: Map<string, string>, sources: Source[], outputs: MarkdownOutput[], dirs: PluginDir[], render: (extra: Source[]) => Promise<MarkdownOutput[]>, report: (d: Diagnostic) => void): Promise<Map<string, ImportedMarkdown>> {
  // In a locale other than the default, a translated post's or doc's source is its translation, which stands for the default
  // locale's file a route module names (`@site/blog/x.md`), as Docusaurus runs the plugin per locale (content/files.ts `alias`).
  const index = new Map(sources.flatMap((source, i): [string, number][] => (source.source.alias ? [[source.source.alias, i]] : [])));
  for (const [i, source] of sources.entries()) index.set(source.source.path, i);
  const found = new Map<string, ImportedMarkdown>();
  const extra: Source[] = [];
  for (const [file, permalink] of imports) {
    const i = index.get(file);
    if (i !== undefined) found.set(file, asImported(sources[i], outputs[i]));
    else extra.push(...[importedSource(file, permalink, dirs, report) ?? []].flat());
  }
  const rendered = extra.length ? await render(extra) : [];
  extra.forEach((source, i) => {
    rendered[i].diagnostics.forEach(report);
    found.set(source.source.path, asImported(source, rendered[i]));
  });
  return found;
}
