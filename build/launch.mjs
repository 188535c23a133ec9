/**
 * Runs a TypeScript entry of the generator (`node build/launch.mjs cli.ts ARGS` calls the exported
 * `main(args)` of build/cli.ts) as one esbuild bundle on plain Node: it starts in a fraction of the
 * time a module-by-module loader such as tsx takes, which is most of a small site's build. The
 * bundle is kept until a source file of build/ or site/ changes, so most runs load it without
 * starting esbuild at all.
 *
 * The only `import.meta` the bundled modules of build/ use is `dirname`, and build/ is one
 * folder, so it is defined as that folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry, ...args] = process.argv.slice(2);
// React picks its build when it loads, which in a bundle is before the entry's own code runs.
process.env.NODE_ENV ??= entry === 'dev.ts' ? 'development' : 'production';

const generator = path.resolve(import.meta.dirname, '..');
const name = path.basename(entry, '.ts');

/** Names every source file with its size and modification time: any edit gives a new key. */
function sourcesKey() {
  const hash = createHash('sha256').update(entry);
  for (const folder of ['build', 'site']) {
    for (const file of readdirSync(path.join(generator, folder), { recursive: true }).sort()) {
      const stat = statSync(path.join(generator, folder, file));
      if (stat.isFile()) hash.update(`${folder}/${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 12);
}

// Beside node_modules, so that the bundle's imports of packages resolve.
const dir = path.join(generator, 'node_modules/.cache/site-build');
const file = path.join(dir, `${name}.${sourcesKey()}.mjs`);
if (!existsSync(file)) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(generator, 'build', entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    define: { 'import.meta.dirname': JSON.stringify(import.meta.dirname) },
  });
  mkdirSync(dir, { recursive: true });
  // Bundles of older sources go; one of these sources may be loading in a parallel run, so it stays.
  for (const old of readdirSync(dir)) if (old.startsWith(`${name}.`) && old.endsWith('.mjs') && old !== path.basename(file)) rmSync(path.join(dir, old), { force: true });
  writeFileSync(`${file}.${process.pid}`, result.outputFiles[0].contents);
  renameSync(`${file}.${process.pid}`, file);
}
const { main } = await import(pathToFileURL(file).href);
await main(args);
