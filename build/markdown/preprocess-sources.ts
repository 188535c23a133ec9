/**
 * The documents of a Docusaurus site whose config has `markdown.preprocessor`, with the body the
 * function makes of each file's text (docusaurus/markdown-preprocessor.ts): the Markdown stage and
 * the remark plugins then see what Docusaurus's MDX compiler sees. The front matter stays the one
 * read from the file as written, as mdx-loader reads it before the function runs.
 */
import { parseFrontMatter } from '../content/files.ts';
import { createReporter, type Diagnostic } from '../diagnostics.ts';
import { preprocessText, type Preprocessor } from '../docusaurus/markdown-preprocessor.ts';
import type { Source } from '../render-sources.ts';

export function preprocessSources(sources: Source[], preprocessor: Preprocessor | undefined, report: (d: Diagnostic) => void): Source[] {
  if (!preprocessor) return sources;
  return sources.map((source) => {
    const { path, display, text } = source.source;
    const made = preprocessText(preprocessor, path, text);
    if ('message' in made) {
      report({ severity: 'error', file: display, line: 1, message: made.message });
      return source;
    }
    if (made.text === text) return source;
    const reporter = createReporter();
    const parsed = parseFrontMatter(path, made.text, reporter);
    reporter.diagnostics.forEach((d) => report({ ...d, message: `in what the config's markdown.preprocessor made of this file: ${d.message}` }));
    return parsed ? { ...source, source: { ...source.source, body: parsed.body, bodyLine: parsed.bodyLine } } : source;
  });
}
