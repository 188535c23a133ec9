/**
 * The build cache kept on disk between runs, under node_modules/.cache/site-build/: a production
 * build (and the dev server's first build) starts from the Markdown the last build of the same site
 * rendered, so an unchanged file is not rendered again (and page-reuse.ts keeps the records of the
 * pages it wrote). The Markdown is keyed by the generator's code and packages (an upgrade or an
 * edit starts afresh), the site's folder and everything the Markdown stage is told; within a key,
 * render-sources.ts re-renders a file when its text, its route, a route it links to or a file it
 * shows or includes changed. Reading or writing never fails a build: a damaged or missing file is
 * a cold start.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { threadId } from 'node:worker_threads';
import { CACHE_DIR } from './node-bundle.mjs';

/** Where Mermaid diagrams' outcomes are kept between builds (markdown/diagram-cache.ts names the files). */
export const DIAGRAM_CACHE_DIR = path.join(CACHE_DIR, 'diagrams');

/** Files not written for this long (older generators, sites built no more) are removed. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** Reads a JSON file of the cache, `name` relative to its folder (or absolute); undefined when missing or damaged. */
export function readCacheFile<T>(name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path.resolve(CACHE_DIR, name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Writes a file of the cache in one step (a parallel build never reads half a file); stale files
 * beside it go. `data` is written as JSON, or by a function that writes the text in parts.
 */
export function writeCacheFile(name: string, data: unknown): void {
  const file = path.resolve(CACHE_DIR, name);
  let fd: number | undefined;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${threadId}.tmp`;
    fd = openSync(temporary, 'w');
    if (typeof data === 'function') (data as (write: (text: string) => void) => void)((text) => writeSync(fd!, text));
    else writeSync(fd, JSON.stringify(data));
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, file);
    for (const other of readdirSync(path.dirname(file))) {
      const full = path.join(path.dirname(file), other);
      if (Date.now() - (statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > KEEP_MS) rmSync(full, { force: true });
    }
  } catch {
    // A read-only or full disk costs the next build its head start, nothing else.
    if (fd !== undefined) closeSync(fd);
  }
}

/** The Markdown cache file of a site: its content folder and the Markdown stage's settings, under this generator (`generatorKey()`). */
export function markdownCacheFile(contentDir: string, settings: unknown, generator: string): string {
  const key = createHash('sha256').update(generator).update(contentDir).update(JSON.stringify(settings)).digest('hex').slice(0, 16);
  return path.join('markdown', `${key}.jsonl`);
}

/** Bytes read or written at a time: the Markdown of a large site is never held as one string. */
const CHUNK = 1 << 20;

/** The Markdown cache is one JSON line per file (its path, what was kept of it), read and written a chunk at a time. */
export function loadMarkdownCache<V>(name: string): Map<string, V> {
  const markdown = new Map<string, V>();
  let fd: number | undefined;
  try {
    fd = openSync(path.resolve(CACHE_DIR, name), 'r');
    const buffer = Buffer.alloc(CHUNK);
    // StringDecoder keeps a character split between two chunks, and decodes faster than TextDecoder.
    const decoder = new StringDecoder('utf8');
    let rest = '';
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      const lines = (rest + decoder.write(buffer.subarray(0, read))).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        const [file, entry] = JSON.parse(line) as [string, V];
        markdown.set(file, entry);
      }
    }
    return rest ? new Map() : markdown;
  } catch {
    return new Map();
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function saveMarkdownCache<V>(name: string, markdown: Iterable<[string, V]>): void {
  writeCacheFile(name, (write: (text: string) => void) => {
    let chunk = '';
    for (const entry of markdown) {
      chunk += `${JSON.stringify(entry)}\n`;
      if (chunk.length > CHUNK) {
        write(chunk);
        chunk = '';
      }
    }
    write(chunk);
  });
}
