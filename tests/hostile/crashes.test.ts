/**
 * Whatever fails while a file is read, rendered, drawn or written, in the build's thread or a
 * render thread, ends as an error naming that file, and the build fails with the output as it was:
 * never a message that leaves the author to guess which of their files broke the build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { BuildError, formatDiagnostic } from '../../build/diagnostics.ts';
import { prepareDiagrams, type DiagramToken } from '../../build/markdown/diagrams.ts';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';
import { writeRoutes } from '../../build/write-routes.ts';
import { workerRenderer, type Renderer } from '../../build/renderer.ts';
import type { Route } from '../../build/routes/types.ts';
import type { SiteView } from '../../site/types.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';

let site: TempSite | undefined;
let renderer: Renderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
  site?.cleanup();
});

/** Messages as the CLI prints them, named from the temp folder. */
function messages(diagnostics: { file: string }[], dir: string): string[] {
  const prefix = path.relative(process.cwd(), dir).split(path.sep).join('/') + '/';
  return diagnostics.map((d) => formatDiagnostic(d as never).replaceAll(prefix, ''));
}

const BUG = /This is a bug of the generator met on this file: please report it with the file \(--debug prints where it happened\); until then, change or remove the part of the file that causes it\.$/;

describe('a failure while a file renders names the file', () => {
  it('in the build thread: the file whose rendering threw, and the others render', async () => {
    const throwing = new Map<string, string>();
    throwing.get = () => {
      throw new TypeError('routes unreadable');
    };
    const job = (name: string, body: string) => ({ path: `/site/docs/${name}`, display: `content/docs/${name}`, body, bodyLine: 1, permalink: `/docs/${name}`, url: `https://example.com/docs/${name}`, site: { baseUrl: '/' } });
    const context = { routeByFile: throwing, staticDirs: [], contentDirs: ['/site'], docsDirs: [{ dir: '/site/docs', pluginId: 'default' }], siteDir: '/site', onBrokenMarkdownLinks: 'warn' as const, mermaid: false };
    const [linking, plain] = await renderMarkdownJobs([job('linking.md', '# A\n\nSee [b](./plain.md).\n'), job('plain.md', '# B\n\nText.\n')], context);
    expect(linking.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/^content\/docs\/linking\.md: error: rendering this file failed: routes unreadable\. /)]);
    expect(linking.diagnostics[0].message).toMatch(BUG);
    expect(linking.diagnostics[0].stack).toMatch(/TypeError: routes unreadable\n\s+at /);
    expect(plain.diagnostics).toEqual([]);
    expect(plain.md.html).toContain('<p>Text.</p>');
  });

  it('on a render thread that dies on a file: that file, and the output is left as it was', async () => {
    site = tempSite();
    const s = site;
    renderer = await workerRenderer(1);
    expect((await build({ root: ROOT, contentDir: s.content, outDir: s.out, renderer })).ok).toBe(true);
    const before = snapshotDir(s.out);
    // A thread that stops in the middle of a file, as one that runs out of memory does.
    s.write('docs/exit.mdx', '# Exit\n\nText {process.exit(7)}\n');
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out, renderer });
    expect(result.ok).toBe(false);
    expect(messages(result.diagnostics, s.dir)).toEqual([expect.stringMatching(/^content\/docs\/exit\.mdx: error: rendering this file failed: its render thread stopped \(exit code 7\)\. /)]);
    expect(snapshotDir(s.out)).toEqual(before);
  });

  it('a page that will not render names its Markdown file, or the page the site makes', async () => {
    site = tempSite();
    const route = (source?: string): Route => ({ path: '/docs/x', file: 'docs/x/index.html', source, props: null as never });
    const failed = (routes: Route[]) =>
      writeRoutes(routes, {} as SiteView, site!.out).then(
        () => [],
        (error: unknown) => (error instanceof BuildError ? error.diagnostics.map(formatDiagnostic) : [`not named: ${String(error)}`]),
      );
    expect(await failed([route('content/docs/x.md')])).toEqual([expect.stringMatching(/^content\/docs\/x\.md: error: rendering this page failed: /)]);
    const page = path.relative(process.cwd(), path.join(site.out, 'docs/x/index.html')).split(path.sep).join('/');
    expect(await failed([route()])).toEqual([expect.stringMatching(new RegExp(`^${page.replaceAll('.', '\\.')}: error: rendering this page failed: `))]);
  });

  it('a diagram that cannot be drawn is an error at its line', async () => {
    site = tempSite();
    // Its outcome cannot be kept: the diagram cache's folder is a file.
    const cacheDir = path.join(site.dir, 'not-a-folder');
    writeFileSync(cacheDir, '');
    const errors: string[] = [];
    const token = { type: 'code', raw: '', lang: 'mermaid', text: 'flowchart TD\n  A --> B', line: 12 } as DiagramToken;
    await prepareDiagrams([token], cacheDir, () => undefined, (line, message) => errors.push(`${line}: ${message}`));
    expect(errors).toEqual([expect.stringMatching(/^12: drawing this diagram failed: EEXIST: file already exists, mkdir /)]);
    expect(token.diagram).toBeUndefined();
  }, 60_000);
});

describe('a config or sidebars file whose code fails names the file', () => {
  it('docusaurus.config.js that throws', async () => {
    site = tempSite('docusaurus-site');
    site.write('docusaurus.config.js', "throw new Error('no config today');\n");
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(messages(result.diagnostics, site.dir)).toEqual(['content/docusaurus.config.js: error: loading it failed: no config today. Fix the code it runs when imported.']);
  });

  it("docusaurus.config.js that requires a file its bootstrap script has not made yet (babel's data/sponsors.json): the file named from the site folder, no require stack", async () => {
    site = tempSite('docusaurus-site');
    site.write('docusaurus.config.js', "const path = require('path');\nconst sponsors = require(path.join(__dirname, 'data', 'sponsors.json'));\nmodule.exports = { title: String(sponsors.length) };\n");
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(messages(result.diagnostics, site.dir)).toEqual([`content/docusaurus.config.js: error: loading it failed: Cannot find module 'content${path.sep}data${path.sep}sponsors.json'. Fix the code it runs when imported.`]);
  });

  it('a config whose exports throw when read', async () => {
    site = tempSite('docusaurus-site');
    site.write('docusaurus.config.js', "module.exports = { get title() { throw new Error('no title today'); } };\n");
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(messages(result.diagnostics, site.dir)).toEqual([
      'content/docusaurus.config.js: error: loading this config failed: no title today. Fix what the file exports or the code it runs (--debug prints where it failed).',
    ]);
  });

  it('a sidebars file that requires a missing file: its file and line', async () => {
    site = tempSite('docusaurus-site');
    site.write('sidebars.js', "// Generated by a plugin.\nmodule.exports = { docs: [require('./missing-generated-sidebar.js')] };\n");
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(messages(result.diagnostics, site.dir)).toEqual(['content/sidebars.js:2: error: Could not resolve "./missing-generated-sidebar.js". Fix this code so that the module compiles.']);
  });

  it('a sidebars file whose items cannot be read', async () => {
    site = tempSite('docusaurus-site');
    site.write('sidebars.js', "module.exports = { docs: [{ get type() { throw new Error('no type'); } }] };\n");
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(messages(result.diagnostics, site.dir)).toEqual([
      'content/sidebars.js: error: loading this sidebars file failed: no type. Fix what the file exports or the code it runs (--debug prints where it failed).',
    ]);
  });
});
