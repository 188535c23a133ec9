/** Reads a content file's text, and names files in messages the same way everywhere. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from '../diagnostics.ts';

export function displayPath(absolutePath: string): string {
  return path.relative(process.cwd(), absolutePath).split(path.sep).join('/');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a file as UTF-8, reporting a file in another encoding instead of reading garbage. */
export function readText(file: string, reporter: Reporter): string | undefined {
  const bytes = readFileSync(file);
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    reporter.error(displayPath(file), undefined, 'file is not valid UTF-8. Save it with UTF-8 encoding.');
    return undefined;
  }
}
