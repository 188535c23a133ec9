/**
 * The stylesheet and client bundle of a production build, built once per version of their
 * sources and kept under node_modules/.cache/: esbuild and lightningcss then run (and load) only
 * when site/, shared/, assets/css/ or the installed packages changed, and every other build copies
 * the files. The dev server builds them itself, when site/ or assets/ change (its stylesheet has a
 * fixed URL).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { buildClient, buildCss, type CopyFile } from './assets.ts';
import { CACHE_DIR } from './node-bundle.mjs';
import type { SiteConfig } from '../site/config-types.ts';

type Look = SiteConfig['style']['look'];

export interface BuiltAssets {
  css: string;
  js: string;
  searchEngine: string;
  /** The runtime of a site's React pages that need the browser. */
  pageRuntime: string;
}

const FOLDER = path.join(CACHE_DIR, 'assets');
let buildsStarted = 0;
const MANIFEST = 'assets.json';

/**
 * Names the generator, its packages, site/ and shared/ (`generator`, from `generatorKey()`), the
 * rules the config adds to the stylesheet, and the files of the stylesheet folder.
 */
function assetsKey(generator: string, assetsDir: string, extraCss: string, look: string): string {
  const hash = createHash('sha256').update(generator).update(extraCss).update(look);
  const dir = path.join(assetsDir, 'css');
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const stat = statSync(path.join(dir, file));
    if (stat.isFile()) hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Puts the stylesheet (with `extraCss`, the config's rules) and client bundle into `outDir` (under
 * assets/) and returns their URLs. Files are copied out of the cache with `copy` (or linked from the
 * output replaced, page-reuse.ts): never linked to the cache itself, which an edit in the output
 * would then change.
 */
export async function publishAssets(root: string, assetsDir: string, outDir: string, extraCss: string, look: Look, generator: string, copy: CopyFile = copyFileSync): Promise<BuiltAssets> {
  const cached = path.join(FOLDER, assetsKey(generator, assetsDir, extraCss, look));
  if (!existsSync(path.join(cached, MANIFEST))) {
    // Its own folder per call: two builds of one thread (tests, the dev server) may build the same version at once.
    const building = `${cached}.${process.pid}-${threadId}-${++buildsStarted}.tmp`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    const css = await buildCss(assetsDir, building, extraCss, look);
    const client = await buildClient(path.join(root, 'site'), building);
    const built: BuiltAssets = { css, js: client.entry, searchEngine: client.searchEngine, pageRuntime: client.pageRuntime };
    writeFileSync(path.join(building, MANIFEST), JSON.stringify(built));
    // Another build may have finished the same version first; either copy is whole.
    if (!existsSync(cached)) renameSync(building, cached);
    else rmSync(building, { recursive: true, force: true });
  }
  const from = path.join(cached, 'assets');
  for (const rel of readdirSync(from, { recursive: true }).map(String)) {
    const source = path.join(from, rel);
    if (!statSync(source).isFile()) continue;
    mkdirSync(path.dirname(path.join(outDir, 'assets', rel)), { recursive: true });
    copy(source, path.join(outDir, 'assets', rel));
  }
  return JSON.parse(readFileSync(path.join(cached, MANIFEST), 'utf8'));
}

/** The dev server's stylesheet keeps this URL, so that editing it re-renders no page. */
const DEV_CSS_URL = '/__dev/site.css';

/** The dev server's stylesheet and client bundle, built afresh. */
export async function devAssets(root: string, assetsDir: string, outDir: string, extraCss: string, look: Look): Promise<BuiltAssets> {
  const css = await buildCss(assetsDir, outDir, extraCss, look, DEV_CSS_URL);
  const client = await buildClient(path.join(root, 'site'), outDir);
  return { css, js: client.entry, searchEngine: client.searchEngine, pageRuntime: client.pageRuntime };
}
