/**
 * What makes a bundle of the site's code stale (build/markdown/mdx/site-code.ts, watched-files.ts):
 * its own files one by one, an installed package's as its package.json (as webpack's managedPaths
 * take node_modules for Docusaurus), checked once a build. A theme package's component brings about
 * a thousand files; checked one by one for each of pan.dev's 7,177 API pages, and kept in each page's
 * cache entry, they doubled the build's CPU.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleSiteCode } from '../../build/markdown/mdx/site-code.ts';
import { startSiteCodeBuild, watchedFiles } from '../../build/markdown/mdx/watched-files.ts';

const site = mkdtempSync(path.join(tmpdir(), 'site-code-watched-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
};
const at = (rel: string) => path.join(site, rel);

describe('watchedFiles', () => {
  it("keeps the site's own files and gives each installed package once, as its package.json (scoped and nested ones too)", () => {
    const inputs = ['src/components/Card.js', 'node_modules/lodash/merge.js', 'node_modules/lodash/_baseMerge.js', 'node_modules/@reduxjs/toolkit/dist/index.js', 'node_modules/theme/node_modules/chalk/source/index.js'].map(at);
    expect(watchedFiles(inputs)).toEqual(['src/components/Card.js', 'node_modules/lodash/package.json', 'node_modules/@reduxjs/toolkit/package.json', 'node_modules/theme/node_modules/chalk/package.json'].map(at));
  });
});

describe('a bundle of the site code', () => {
  it("watches an installed package as its package.json, not each of its files", async () => {
    write('package.json', '{}');
    write('node_modules/pkg/package.json', '{"name":"pkg","main":"lib/index.js"}');
    write('node_modules/pkg/lib/index.js', "module.exports = require('./word.js');\n");
    write('node_modules/pkg/lib/word.js', "module.exports = 'one';\n");
    write('src/Word.js', "import word from 'pkg';\nexport default word;\n");
    const bundle = await bundleSiteCode(at('src/Word.js'), site, () => undefined);
    expect(bundle.inputs).toContain(at('node_modules/pkg/lib/word.js'));
    expect([...bundle.watched].sort()).toEqual([at('node_modules/pkg/package.json'), at('src/Word.js')]);
  });

  it('checks its files once a build: a change is seen by the next build', async () => {
    write('package.json', '{}');
    write('src/Greeting.js', "export default 'hello';\n");
    startSiteCodeBuild();
    const first = await bundleSiteCode(at('src/Greeting.js'), site, () => undefined);
    write('src/Greeting.js', "export default 'hello again';\n");
    expect(await bundleSiteCode(at('src/Greeting.js'), site, () => undefined)).toBe(first);
    startSiteCodeBuild();
    const next = await bundleSiteCode(at('src/Greeting.js'), site, () => undefined);
    expect(next.js).toContain('hello again');
  });
});
