/**
 * The Markdown cache on disk (persistent-cache.ts) holds each site component stylesheet once: every
 * page that draws a component has that component's stylesheet in its output, which the cache held
 * as a copy per page (moderne: 5,700 recipe pages with the same 21.7 KB sheet). The entries keep
 * each sheet's URL (its text's hash), a line of its own holds its text, and reading the cache gives
 * every entry the one sheet of its URL back, as the build shares it in memory (renderer.ts).
 */
import type { Stylesheet } from './markdown/index.ts';
import type { MarkdownOutput } from './markdown-jobs.ts';

/** The key of a sheet's line: no source path starts with a NUL. */
const SHEET = '\0stylesheet ';

type Entry = { output: MarkdownOutput };

/** The cache's entries with their sheets by URL only, then each sheet once. */
export function* sheetsOnce<E extends Entry>(entries: Iterable<[string, E]>): Generator<[string, E | Stylesheet]> {
  const sheets = new Map<string, Stylesheet>();
  for (const [file, entry] of entries) {
    const { md } = entry.output;
    if (!md.stylesheets?.length) {
      yield [file, entry];
      continue;
    }
    for (const sheet of md.stylesheets) sheets.set(sheet.url, sheet);
    yield [file, { ...entry, output: { ...entry.output, md: { ...md, stylesheets: md.stylesheets.map(({ url }) => ({ url })) } } }];
  }
  for (const [url, sheet] of sheets) yield [SHEET + url, sheet];
}

/** The entries read back with their sheets, one object per URL; none (a cold start) when a sheet is missing, as from a damaged file. */
export function sheetsRestored<E extends Entry>(read: Map<string, E | Stylesheet>): Map<string, E> {
  const sheets = new Map<string, Stylesheet>();
  for (const [key, value] of read) {
    if (!key.startsWith(SHEET)) continue;
    sheets.set((value as Stylesheet).url, value as Stylesheet);
    read.delete(key);
  }
  const entries = read as Map<string, E>;
  for (const { output } of entries.values()) {
    if (!output.md.stylesheets) continue;
    const restored = output.md.stylesheets.map((sheet) => sheets.get(sheet.url));
    if (restored.some((sheet) => !sheet)) return new Map();
    output.md.stylesheets = restored as Stylesheet[];
  }
  return entries;
}
