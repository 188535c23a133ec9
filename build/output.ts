/**
 * Where a build writes. A production build writes to a staging folder beside the output folder,
 * swapped in on success and removed on failure, so the output is only ever replaced whole. The
 * dev server writes in place, and only the files that changed.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Output {
  dir: string;
  write(file: string, data: string | Uint8Array): void;
  remove(file: string): void;
  commit(): void;
  discard(): void;
}

/** Writes and removes files under `dir`, making each folder once. */
export function writer(dir: string): Pick<Output, 'write' | 'remove'> {
  const made = new Set<string>();
  return {
    write(file, data) {
      const target = path.join(dir, file);
      const folder = path.dirname(target);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(target, data);
    },
    remove(file) {
      rmSync(path.join(dir, file), { recursive: true, force: true });
    },
  };
}

export function createStaging(outDir: string): Output {
  const dir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.staging-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    ...writer(dir),
    commit() {
      const old = `${dir}.old`;
      if (existsSync(outDir)) renameSync(outDir, old);
      renameSync(dir, outDir);
      rmSync(old, { recursive: true, force: true });
    },
    discard() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes straight into `outDir` (emptied first when `fresh`); nothing to commit or discard. */
export function inPlace(outDir: string, fresh: boolean): Output {
  if (fresh) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  return { dir: outDir, ...writer(outDir), commit() {}, discard() {} };
}
