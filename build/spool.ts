/**
 * Page texts on disk. A production build's render threads write each page's HTML and Markdown
 * twin here as they render them, a batch of pages into one file, and the build's thread keeps a
 * handle (the file and the place in it, and a hash of the text that page reuse and the checks of
 * sameness read) instead of the text, so that its memory no longer grows with every page's size
 * until the end (issue 29: 80-120 KB a page). The texts are read back where they are written out:
 * a page by the thread that renders it, a twin and llms-full.txt by this one, one at a time.
 *
 * The folder is the build's own: beside its output (on the output's disk, never a RAM-backed
 * /tmp), named with the process id, removed when the build ends; one that a killed build left is
 * removed by the next (output.ts, removeLeftovers).
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** A text kept on disk: where its UTF-8 bytes are in a spool file, and the hash of the text, which stands for it wherever texts are compared or hashed. */
export interface Spooled {
  file: string;
  offset: number;
  length: number;
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

/** Spooled texts by hash: a text written once is not written again (versions of a doc often render the same). */
export type SpoolIndex = Map<string, Spooled>;

/** Writes texts into one file of the spool, until closed. */
export interface SpoolWriter {
  /** The handle of `text`, written unless `index` holds it already; a short text is returned as it is. */
  text(text: string): SpooledText;
  close(): void;
}

/**
 * A writer of one new file in the spool folder `dir`, for one batch of pages: their texts one
 * after another. A file per text cost a file created per page's HTML and twin, and the `open`
 * that creates one was most of what spooling cost in a profile of gofiber's render threads.
 * The file is made at the first text written; the texts are read back once the batch is done.
 */
export function spoolWriter(dir: string, index: SpoolIndex): SpoolWriter {
  let fd: number | undefined;
  let file = '';
  let size = 0;
  return {
    text(text) {
      if (text.length < SPOOL_FROM) return text;
      const bytes = Buffer.from(text);
      const sha = createHash('sha256').update(bytes).digest('hex');
      const known = index.get(sha);
      if (known) return known;
      if (fd === undefined) fd = openSync((file = path.join(dir, randomUUID())), 'wx');
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, size + done);
      const spooled = { file, offset: size, length: bytes.length, sha };
      size += bytes.length;
      index.set(sha, spooled);
      return spooled;
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

export function isSpooled(text: SpooledText | undefined): text is Spooled {
  return typeof text === 'object';
}

/** The text itself, read back from disk when it was spooled. */
export function textOf(text: SpooledText): string {
  if (!isSpooled(text)) return text;
  const fd = openSync(text.file, 'r');
  try {
    const bytes = Buffer.allocUnsafe(text.length);
    for (let done = 0; done < text.length; ) {
      const read = readSync(fd, bytes, done, text.length - done, text.offset + done);
      if (read === 0) throw new Error(`the spool file ${text.file} ends before the text at ${text.offset} (${text.length} bytes): was the spool folder changed while the build ran?`);
      done += read;
    }
    return bytes.toString('utf8');
  } finally {
    closeSync(fd);
  }
}
