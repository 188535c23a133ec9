/**
 * Code the generator bundles with esbuild at run time (the render worker, the site's config
 * modules; build/launch.mjs does the same for the entry, before any TypeScript can load) is written beside node_modules, so that its imports of packages resolve, under a
 * content-hashed name, so that builds running side by side never clash.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';

/** Older bundles of the same module go once they are this old: a parallel build may still be loading a newer one. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The generator's own folder (holding build/, site/ and node_modules/). */
export const GENERATOR_ROOT = path.resolve(import.meta.dirname, '..');

function writeToCache(name: string, code: Uint8Array): string {
  const dir = path.join(GENERATOR_ROOT, 'node_modules/.cache/site-build');
  const file = path.join(dir, `${name}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    for (const old of readdirSync(dir)) {
      const oldFile = path.join(dir, old);
      const age = Date.now() - (statSync(oldFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (old.startsWith(`${name}.`) && age > KEEP_MS) rmSync(oldFile, { force: true });
    }
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
  }
  return file;
}

/** Bundles a Node entry of ours (packages stay imports) into the cache; returns the bundle's path. */
export async function bundleToCache(entry: string, name: string): Promise<string> {
  const result = await esbuild({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', write: false, logLevel: 'silent' });
  return writeToCache(name, result.outputFiles[0].contents);
}
