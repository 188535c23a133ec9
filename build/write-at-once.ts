/**
 * A file written in one step: its bytes go to a temporary file beside it, which is renamed over
 * it. A reader (a parallel build, another thread, the dev server's client) never sees half a file,
 * and a hard link to the file it replaces keeps what it held.
 */
import * as nodeFs from 'node:fs';
import { threadId } from 'node:worker_threads';

export function writeAtOnce(file: string, data: string | Uint8Array, fs: Pick<typeof nodeFs, 'writeFileSync' | 'renameSync' | 'rmSync'> = nodeFs): void {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  fs.writeFileSync(temporary, data);
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    // Nothing can be renamed over a folder: the temporary file goes, the error stays.
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
