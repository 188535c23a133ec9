/**
 * Mermaid and beautiful-mermaid as the build loads them: each package with its dependencies
 * bundled by esbuild into one file under node_modules/.cache/site-build/, made once per set of
 * installed packages (package-lock.json). Node takes about 0.6 s to resolve, link and run
 * Mermaid's hundreds of modules and about 0.2 s for the same code as one file; every thread that
 * checks or draws diagrams pays it. The file is a script run with V8's code cache for it, kept
 * beside it: from the second load on, V8 compiles none of what the first load compiled (Mermaid
 * loads in about 60 ms rather than 170, beautiful-mermaid in about 12 rather than 80).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Plugin } from 'esbuild';
import { writeAtOnce } from '../write-at-once.ts';

/** The node_modules folder that holds a package (found from this file, wherever a bundle of it lies). */
function modulesDir(pkg: string): string | undefined {
  return createRequire(import.meta.url)
    .resolve.paths(pkg)
    ?.find((folder) => existsSync(path.join(folder, pkg, 'package.json')));
}

/** A package's installed version (its manifest is not among the files it exports). */
export function versionOf(pkg: string): string {
  const folder = modulesDir(pkg);
  return folder ? (JSON.parse(readFileSync(path.join(folder, pkg, 'package.json'), 'utf8')) as { version: string }).version : 'unknown';
}

/** Bundles and code caches made for earlier installs go once they are a day old (a parallel run may still be loading one). */
function removeOldBundles(folder: string, pkg: string): void {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (name.startsWith(`${pkg}.`) && /\.(mjs|cjs|v8)$/.test(name) && age > 24 * 60 * 60 * 1000) rmSync(file, { force: true });
  }
}

export interface BundleOptions {
  /** Packages left as imports, so that the build's own import of one is the same instance. */
  external?: string[];
  /** esbuild plugins, named in the bundle's key (a plugin's name changes with what it does). */
  plugins?: Plugin[];
  /** Code run first, inside the bundle's own scope (it runs as a function's body: runBundle). */
  banner?: string;
}

/** Where the bundle of `pkg` for the installed packages and these options lies (made or not); undefined when `pkg` is not installed. */
export function bundleFile(pkg: string, { external = [], plugins = [], banner = '' }: BundleOptions = {}): string | undefined {
  const modules = modulesDir(pkg);
  if (!modules) return undefined;
  // Every installed package's version is in the lock file; without one, the package's own version names it.
  const lockFile = path.join(modules, '..', 'package-lock.json');
  const installed = existsSync(lockFile) ? readFileSync(lockFile) : versionOf(pkg);
  const key = createHash('sha256').update(`${pkg}:${external.join(',')}:${plugins.map((p) => p.name).join(',')}:${banner}\n`).update(installed).digest('hex').slice(0, 12);
  return path.join(modules, '.cache', 'site-build', `${pkg}.${key}.cjs`);
}

/** Imports `pkg` from its one-file bundle, made first if there is none for the installed packages and these options. */
export async function importBundled<T>(pkg: string, options: BundleOptions = {}): Promise<T> {
  const file = bundleFile(pkg, options);
  if (!file) return (await import(pkg)) as T;
  if (!existsSync(file)) {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [pkg],
      absWorkingDir: path.dirname(path.dirname(path.dirname(file))),
      bundle: true,
      platform: 'node',
      // A script, which V8 can cache compiled (a module it cannot, under Node 20); ASCII, which reads as Latin-1 without decoding.
      format: 'cjs',
      charset: 'ascii',
      external: options.external,
      plugins: options.plugins,
      banner: options.banner ? { js: options.banner } : undefined,
      write: false,
      logLevel: 'silent',
    });
    mkdirSync(path.dirname(file), { recursive: true });
    removeOldBundles(path.dirname(file), pkg);
    writeAtOnce(file, result.outputFiles[0].contents);
  }
  return (await runBundle(file, options.external)) as T;
}

/**
 * Runs a bundle as CommonJS, with the code cache kept beside it for this V8 and its flags
 * (`cachedDataVersionTag`: V8 refuses a cache made under others), made by the first run. A
 * package left outside is the build's own instance, as its `import` has it: the bundle requires
 * a package's CommonJS exports, which that import names `default`.
 */
async function runBundle(file: string, external: string[] = []): Promise<unknown> {
  const outside = new Map(await Promise.all(external.map(async (pkg) => [pkg, ((await import(pkg)) as { default: unknown }).default] as const)));
  const cacheFile = `${file}.${v8.cachedDataVersionTag()}.v8`;
  const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new vm.Script(`(function (exports, require, module) {${readFileSync(file, 'latin1')}\n})`, { filename: file, cachedData });
  const module = { exports: {} };
  const resolve = createRequire(file);
  script.runInThisContext()(module.exports, (pkg: string) => outside.get(pkg) ?? resolve(pkg), module);
  if (!cachedData || script.cachedDataRejected) writeAtOnce(cacheFile, script.createCachedData());
  return module.exports;
}
