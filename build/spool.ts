/**
 * Page texts on disk. A production build's render threads write each page's HTML and Markdown
 * twin here as they render them, and the build's thread keeps a handle (the file, and a hash of
 * the text that page reuse and the checks of sameness read) instead of the text, so that its
 * memory no longer grows with every page's size until the end (issue 29: 80-120 KB a page). The
 * texts are read back where they are written out: a page by the thread that renders it, a twin
 * and llms-full.txt by this one, one at a time.
 *
 * The folder is the build's own: beside its output (on the output's disk, never a RAM-backed
 * /tmp), named with the process id, removed when the build ends; one that a killed build left is
 * removed by the next (output.ts, removeLeftovers).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A text kept on disk: its file, and the hash of the text, which stands for it wherever texts are compared or hashed. */
export interface Spooled {
  file: string;
  sha: string;
}

/** A text in memory, or on disk. */
export type SpooledText = string | Spooled;

/** Shorter texts stay in memory: a handle and a file would cost about as much as they save. */
const SPOOL_FROM = 1024;

/** Makes the build's spool folder beside `outDir`: `.<name>.spool-<process id>-<random>`, the name output.ts's removeLeftovers knows. */
export function createSpool(outDir: string): string {
  mkdirSync(path.dirname(outDir), { recursive: true });
  return mkdtempSync(path.join(path.dirname(outDir), `.${path.basename(outDir)}.spool-${process.pid}-`));
}

export function removeSpool(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes `text` into the spool folder `dir` (once per different text: versions of a doc often render the same) and returns its handle; a short text is returned as it is. */
export function spoolText(dir: string, text: string): SpooledText {
  if (text.length < SPOOL_FROM) return text;
  const sha = createHash('sha256').update(text).digest('hex');
  const file = path.join(dir, sha);
  try {
    writeFileSync(file, text, { flag: 'wx' });
  } catch (error) {
    // Another thread wrote the same text: the file is whole before any reader runs, which waits for every thread's batch.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { file, sha };
}

export function isSpooled(text: SpooledText | undefined): text is Spooled {
  return typeof text === 'object';
}

/** The text itself, read back from disk when it was spooled. */
export function textOf(text: SpooledText): string {
  return isSpooled(text) ? readFileSync(text.file, 'utf8') : text;
}
