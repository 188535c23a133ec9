/**
 * What a remark plugin sees of unified when the build runs it (remark-run.ts): the processor's
 * `data()` and `parse()`, and the file a transformer gets, with what plugins read of a vfile.
 */
import path from 'node:path';

/** unified's `data()`: all of it, one key, or one key set; and its `parse()`, a text read as the document being run is (rise4fun's import-file plugin splices a partial's tree in). */
export function processorFor(data: Record<string, unknown>, parse: (text: string) => unknown) {
  const processor = {
    parse: (file: unknown) => parse(String(file)),
    data(key?: string | Record<string, unknown>, value?: unknown) {
      if (typeof key === 'object') return Object.assign(data, key), processor;
      if (key === undefined) return data;
      if (value === undefined) return data[key];
      data[key] = value;
      return processor;
    },
  };
  return processor;
}

/** The place a plugin's error or message names (a node, a position or a point), as a line of the body. */
export function lineOf(value: unknown): number | undefined {
  const v = value as { place?: unknown; position?: { start?: { line?: number } }; start?: { line?: number }; line?: number } | undefined;
  if (!v || typeof v !== 'object') return undefined;
  return v.line ?? v.start?.line ?? v.position?.start?.line ?? (v.place ? lineOf(v.place) : undefined);
}

/** The file a transformer gets, with what plugins read of a vfile. */
export function fileFor(doc: { path: string; body: string; frontMatter: Record<string, unknown> }, messages: { reason: string; line?: number }[]) {
  const message = (reason: unknown, place?: unknown) => {
    const m = Object.assign(new Error(String(reason)), { reason: String(reason), line: lineOf(place), fatal: false as boolean | undefined });
    messages.push(m);
    return m;
  };
  const file = {
    path: doc.path,
    history: [doc.path],
    cwd: process.cwd(),
    value: doc.body,
    data: { frontMatter: doc.frontMatter },
    messages,
    dirname: path.dirname(doc.path),
    basename: path.basename(doc.path),
    extname: path.extname(doc.path),
    stem: path.basename(doc.path, path.extname(doc.path)),
    toString: () => doc.body,
    message,
    info: (reason: unknown, place?: unknown) => Object.assign(message(reason, place), { fatal: undefined }),
    fail: (reason: unknown, place?: unknown): never => {
      throw Object.assign(message(reason, place), { fatal: true });
    },
  };
  return file;
}
