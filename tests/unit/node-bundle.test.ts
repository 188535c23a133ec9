/**
 * Issue 21: a site's config module is bundled by esbuild once and reused while none of the files
 * it was made from changed (build/node-bundle.mjs), so most builds never start esbuild; the
 * generator's own bundle loads only what every build needs.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundle, bundleToCache, generatorBundle } from '../../build/node-bundle.mjs';
import { ROOT } from '../helpers/fixture.ts';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Writes a file as if it had been written a minute ago (a file written while bundling is not trusted). */
function writeOld(file: string, text: string, secondsAgo = 60) {
  writeFileSync(file, text);
  const then = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, then, then);
}

describe('bundles of site modules', () => {
  it('are made again exactly when a file they import changed', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-node-bundle-'));
    const entry = path.join(dir, 'config.ts');
    const helper = path.join(dir, 'helper.ts');
    writeOld(entry, "import { title } from './helper.ts';\nexport default { title };\n");
    writeOld(helper, "export const title = 'One';\n");
    let made = 0;
    const make = (file: string) => {
      made++;
      return bundle(file);
    };
    const load = async () => (await import(await bundleToCache(entry, 'test-config', make))).default.title;

    expect(await load()).toBe('One');
    expect(await load()).toBe('One');
    expect(made).toBe(1);

    // Same size, other text: the modification time tells.
    writeOld(helper, "export const title = 'Two';\n", 30);
    expect(await load()).toBe('Two');
    expect(made).toBe(2);

    // A file written just now may have changed while it was read: the next build bundles again.
    writeFileSync(helper, "export const title = 'Six';\n");
    expect(await load()).toBe('Six');
    expect(await load()).toBe('Six');
    expect(made).toBe(4);
  });

  it('are made again by another version of the generator, whose bundler may make them otherwise', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-node-bundle-'));
    const entry = path.join(dir, 'config.ts');
    writeOld(entry, "export default { title: 'One' };\n");
    let made = 0;
    const make = (file: string) => {
      made++;
      return bundle(file);
    };
    for (const generator of ['old', 'old', 'new', 'new']) await bundleToCache(entry, 'test-config', make, generator);
    expect(made).toBe(2);
  });
});

describe("the generator's own bundle", () => {
  /** The files Node reads when it loads `file`: it and what it imports statically, transitively. */
  function loadedAtStart(file: string, seen = new Set<string>()): Set<string> {
    seen.add(file);
    for (const [, rel] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s*"(\.\/[^"]+)"/gm)) {
      const next = path.join(path.dirname(file), rel);
      if (!seen.has(next)) loadedAtStart(next, seen);
    }
    return seen;
  }

  it('leaves Markdown rendering (marked, MDX, highlight.js) and page rendering (React) to files loaded only when a page needs them', async () => {
    const entry = await generatorBundle(path.join(ROOT, 'build/cli.ts'));
    const atStart = [...loadedAtStart(entry)].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(atStart).toContain('function writeRoutes(');
    for (const lazy of ['node_modules/marked/', 'node_modules/acorn/', 'node_modules/highlight.js/', 'required:react-dom/server', 'function renderRoute(']) expect(atStart).not.toContain(lazy);
    const everything = readdirSync(path.dirname(entry)).map((file) => readFileSync(path.join(path.dirname(entry), file), 'utf8')).join('\n');
    for (const lazy of ['node_modules/marked/', 'required:react-dom/server', 'function renderRoute(']) expect(everything).toContain(lazy);
  });
});
