/**
 * How the generator runs its own TypeScript on plain Node: as esbuild bundles (packages stay
 * imports), kept beside node_modules so that those imports resolve. Used for the entry
 * (build/launch.mjs), the render worker and the site's config modules. Plain JavaScript, because
 * the launcher needs it before any TypeScript can load.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

export const CACHE_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/site-build');
/** Older bundles of the same module go once they are this old: a parallel run may still be loading one. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Names the generator's own code as it is now: every file of build/, shared/ and site/ with its
 * size and modification time, and the installed packages (package-lock.json). Any edit or upgrade
 * gives a new key, so nothing cached by an older generator is used.
 * @param {string} [extra] more to name, such as an entry
 */
export function generatorKey(extra = '') {
  const generator = path.resolve(import.meta.dirname, '..');
  const hash = createHash('sha256').update(extra);
  for (const folder of ['build', 'shared', 'site']) {
    for (const file of readdirSync(path.join(generator, folder), { recursive: true }).sort()) {
      const stat = statSync(path.join(generator, folder, file));
      if (stat.isFile()) hash.update(`${folder}/${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  const lock = statSync(path.join(generator, 'package-lock.json'), { throwIfNoEntry: false });
  hash.update(`package-lock.json:${lock?.size}:${lock?.mtimeMs}`);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The cached bundle's path for a module `name` and a key naming its sources or content.
 * @param {string} name
 * @param {string} key
 */
export function bundlePath(name, key) {
  return path.join(CACHE_DIR, `${name}.${key}.mjs`);
}

/**
 * Bundles one entry for Node; `define` replaces expressions such as `import.meta.dirname`.
 * @param {string} entry
 * @param {Record<string, string>} [define]
 * @returns {Promise<Uint8Array>}
 */
export async function bundle(entry, define) {
  const { build } = await import('esbuild');
  const result = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', write: false, logLevel: 'silent', define });
  return result.outputFiles[0].contents;
}

/**
 * Writes a bundle under its path in one step (a parallel run never sees half a file) and
 * removes old bundles of the same module.
 * @param {string} file a path from `bundlePath`
 * @param {Uint8Array} code
 */
export function writeBundle(file, code) {
  mkdirSync(CACHE_DIR, { recursive: true });
  const name = path.basename(file).split('.')[0];
  for (const old of readdirSync(CACHE_DIR)) {
    const oldFile = path.join(CACHE_DIR, old);
    const age = Date.now() - (statSync(oldFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (old.startsWith(`${name}.`) && age > KEEP_MS) rmSync(oldFile, { force: true });
  }
  // Threads of one process (test runners, render workers) share its pid.
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  writeFileSync(temporary, code);
  renameSync(temporary, file);
}

/**
 * Bundles an entry into the cache under a name from its content; returns the bundle's path.
 * @param {string} entry
 * @param {string} name
 */
export async function bundleToCache(entry, name) {
  const code = await bundle(entry);
  const file = bundlePath(name, createHash('sha256').update(code).digest('hex').slice(0, 10));
  if (!existsSync(file)) writeBundle(file, code);
  return file;
}
