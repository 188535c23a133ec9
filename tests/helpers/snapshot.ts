import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';

/** Every file of a folder with a hash of its bytes, to prove a failed build changed nothing. */
export function snapshotDir(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files = globbySync('**/*', { cwd: dir, dot: true }).sort();
  return Object.fromEntries(files.map((f) => [f, createHash('sha256').update(readFileSync(path.join(dir, f))).digest('hex')]));
}
