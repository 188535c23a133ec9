/** Reads a content file's text within the size limits, and names files in messages the same way everywhere. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from '../diagnostics.ts';

export function displayPath(absolutePath: string): string {
  return path.relative(process.cwd(), absolutePath).split(path.sep).join('/');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The largest text file the build reads (Markdown, MDX, YAML): parsing takes time in proportion to
 * the text, about 10 s for 5 MB of the densest Markdown, and marked's regular expressions overflow
 * on a paragraph of about 8 MB. The largest real page we know (a generated API reference) has 3.9 MB.
 */
export const MAX_TEXT_BYTES = 5_000_000;
/** The most lines: marked overflows on a paragraph of about a million lines; the longest real page we know has 17,400. */
export const MAX_TEXT_LINES = 100_000;

/** A text file as UTF-8, or why it is not read: another encoding, or over the size limits. */
export function checkedText(file: string): { text: string } | { line?: number; message: string } {
  let bytes: Buffer;
  try {
    const size = statSync(file).size;
    if (size > MAX_TEXT_BYTES) return { message: `file has ${size.toLocaleString('en')} bytes; the build reads files of at most ${MAX_TEXT_BYTES.toLocaleString('en')} (5 MB). Split it into smaller files.` };
    bytes = readFileSync(file);
  } catch (error) {
    // Gone since the folder was listed, not readable by this user, or not a file: the system's reason says which.
    return { message: `file could not be read (${(error as Error).message}). Check that it exists and that this user may read it.` };
  }
  let text: string;
  try {
    text = utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { message: 'file is not valid UTF-8. Save it with UTF-8 encoding.' };
  }
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (++lines > MAX_TEXT_LINES) return { line: lines, message: `file has more than ${MAX_TEXT_LINES.toLocaleString('en')} lines; the build reads files of at most that many. Split it into smaller files.` };
  }
  return { text };
}

/** Reads a file as UTF-8, reporting a file in another encoding, or too large to read, instead of reading it. */
export function readText(file: string, reporter: Reporter): string | undefined {
  const read = checkedText(file);
  if ('text' in read) return read.text;
  reporter.error(displayPath(file), read.line, read.message);
  return undefined;
}
