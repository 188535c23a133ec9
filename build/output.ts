/**
 * The output folder is replaced only by a complete build: pages are written to a staging folder
 * beside it, which is swapped in on success and removed on failure.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Staging {
  dir: string;
  write(file: string, data: string | Uint8Array): void;
  commit(): void;
  discard(): void;
}

export function createStaging(outDir: string): Staging {
  const dir = path.join(path.dirname(outDir), `.${path.basename(outDir)}.staging-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const made = new Set<string>();
  const folderFor = (target: string) => {
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
  };
  return {
    dir,
    write(file, data) {
      const target = path.join(dir, file);
      folderFor(target);
      writeFileSync(target, data);
    },
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
