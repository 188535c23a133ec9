/** Rendering spread over worker threads gives exactly what rendering in the build's thread gives. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { sharingStylesheets, workerRenderer, type Renderer } from '../../build/renderer.ts';
import type { MarkdownOutput } from '../../build/markdown-jobs.ts';
import { parsedJson } from '../../build/markdown/remark-parse.ts';
import { buildSearchIndex } from '../../build/search/index-files.ts';
import { SEARCH_THREAD_FROM, searchOnThread } from '../../build/search-thread.ts';
import { writeSyntheticSite } from '../../scripts/synthetic-site.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';

const sites: TempSite[] = [];
let renderer: Renderer | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
  for (const s of sites.splice(0)) s.cleanup();
});

/** Builds one content folder twice: in the build's thread, then on two worker threads. */
async function buildBothWays(fixture: string, change?: (s: TempSite) => void) {
  const site = tempSite(fixture);
  sites.push(site);
  change?.(site);
  const outs = { single: path.join(site.dir, 'single'), threaded: path.join(site.dir, 'threaded') };
  renderer = await workerRenderer(2);
  const one = await build({ root: ROOT, contentDir: site.content, outDir: outs.single });
  const two = await build({ root: ROOT, contentDir: site.content, outDir: outs.threaded, renderer });
  return { one, two, ...outs };
}

describe('worker threads', () => {
  it('write the same files, byte for byte, as the build thread', async () => {
    const { one, two, single, threaded } = await buildBothWays('docusaurus');
    expect(one.ok && two.ok).toBe(true);
    expect(two.routes).toEqual(one.routes);
    const files = snapshotDir(threaded);
    expect(Object.keys(files).length).toBeGreaterThan(60);
    expect(files).toEqual(snapshotDir(single));
  }, 60_000);

  it('report the same problems with the same file and line', async () => {
    const { one, two } = await buildBothWays('basic', (s) => s.write('docs/broken.md', '# Broken\n\nSee [nowhere](./missing.md).\n\n![gone](./gone.png)\n'));
    const messages = two.diagnostics.map(formatDiagnostic);
    expect(messages).toEqual(one.diagnostics.map(formatDiagnostic));
    expect(messages.some((m) => /docs\/broken\.md:5: error: /.test(m))).toBe(true);
    expect(two.ok).toBe(false);
  }, 60_000);

  it('write a CPU profile of each thread into the folder --profile-threads names, where the render ran', async () => {
    const site = tempSite('basic');
    sites.push(site);
    const profiles = path.join(site.dir, 'profiles');
    renderer = await workerRenderer(2, { profileDir: profiles });
    expect((await build({ root: ROOT, contentDir: site.content, outDir: path.join(site.dir, 'out'), renderer })).ok).toBe(true);
    await renderer.close();
    const files = readdirSync(profiles);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const profile = JSON.parse(readFileSync(path.join(profiles, file), 'utf8')) as { nodes: { callFrame: { url: string } }[]; samples: number[] };
      expect(file).toMatch(/\.cpuprofile$/);
      expect(profile.samples.length).toBeGreaterThan(0);
      // The thread's own code, the bundle of render-worker.ts, is on the profile's stacks.
      expect(profile.nodes.some((node) => /render-worker/.test(node.callFrame.url))).toBe(true);
    }
  }, 60_000);

  it('build the search index a build thread builds, and build it in this thread once stopped', async () => {
    const sources = [
      { title: 'Increments', url: '/docs/increments', sections: [{ text: 'An increment is a unit of work.' }, { heading: 'Plan', id: 'plan', text: 'Each increment has a plan.' }] },
      { title: 'Specs', url: '/docs/specs', sections: [{ text: 'A spec says what to build.' }] },
    ];
    const expected = buildSearchIndex(sources);
    renderer = await workerRenderer(1);
    expect(await renderer.search(sources)).toEqual(expected);
    await renderer.close();
    expect(await renderer.search(sources)).toEqual(expected);
  }, 60_000);

  it("parse for the remark stage as the build thread parses, with a tree holding MDX code left to it, and parse in this thread once stopped", async () => {
    const mdx = { mdx: true, math: false, mdx1: false };
    const texts = [
      { body: 'Read [the API](/reference/x).\n\n:::note\nA note.\n:::\n', options: mdx },
      { body: 'Count {1 + 1}.\n', options: mdx },
      { body: '| a |\n| - |\n| 1 |\n', options: { ...mdx, mdx: false } },
    ];
    const expected = texts.map((text) => parsedJson(text.body, text.options));
    expect(expected.map((parsed) => parsed === null)).toEqual([false, true, false]);
    renderer = await workerRenderer(2);
    expect(await renderer.remarkParse!(texts)).toEqual(expected);
    await renderer.close();
    expect(await renderer.remarkParse!(texts)).toEqual(expected);
  }, 60_000);

  it('build and write, on a search-index thread of their own, the files the build thread writes', async () => {
    const sources = [
      { title: 'Increments', url: '/docs/increments', sections: [{ text: 'An increment is a unit of work.' }, { heading: 'Plan', id: 'plan', text: 'Each increment has a plan.' }] },
      { title: 'Specs', url: '/docs/specs', sections: [{ text: 'A spec says what to build.' }] },
    ];
    const expected = buildSearchIndex(sources);
    const dir = mkdtempSync(path.join(tmpdir(), 'search-thread-'));
    try {
      const written = await searchOnThread(sources, dir);
      expect(written).toEqual({ folder: expected.folder, written: expected.files.map((f) => f.file) });
      for (const { file, data } of expected.files) expect(readFileSync(path.join(dir, file), 'utf8')).toBe(data);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('report a search-index thread that fails, with its error, rather than waiting for it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-thread-fails-'));
    try {
      // A file where the output folder should be: the thread cannot write the index.
      const notAFolder = path.join(dir, 'file');
      writeFileSync(notAFolder, '');
      await expect(searchOnThread([{ title: 'A', url: '/a', sections: [{ text: 'Text.' }] }], notAFolder)).rejects.toThrow(/^the search-index thread failed: .*ENOTDIR/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it(`give a build of ${SEARCH_THREAD_FROM} pages or more in its own thread, whose search index is built on a thread, the output of render workers`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-thread-site-'));
    try {
      writeSyntheticSite(path.join(dir, 'content'), SEARCH_THREAD_FROM + 20);
      const own = await build({ root: ROOT, contentDir: path.join(dir, 'content'), outDir: path.join(dir, 'own') });
      renderer = await workerRenderer(2);
      const workers = await build({ root: ROOT, contentDir: path.join(dir, 'content'), outDir: path.join(dir, 'workers'), renderer });
      expect(own.ok && workers.ok).toBe(true);
      const files = snapshotDir(path.join(dir, 'own'));
      expect(Object.keys(files).filter((file) => file.startsWith('assets/search/')).length).toBeGreaterThan(10);
      expect(files).toEqual(snapshotDir(path.join(dir, 'workers')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the outputs of the worker threads', () => {
  /** A page's output as it arrives from its thread: a copy of its own of every stylesheet. */
  const page = (...urls: string[]) => structuredClone({ md: { html: '', markdown: '', headings: [], links: [], sections: [], browserDiagrams: false, stylesheets: urls.map((url) => ({ url, css: `.${url.slice(-6, -4)} { color: red }` })) }, diagnostics: [], images: [], lookups: [], imageStamps: [] }) as MarkdownOutput;

  it('keep one copy of a component stylesheet that many pages bring, across batches', () => {
    const kept = sharingStylesheets();
    const [first, second] = kept([page('/assets/css/mdx.aa.css'), page('/assets/css/mdx.aa.css', '/assets/css/mdx.bb.css')]);
    const [third] = kept([page('/assets/css/mdx.bb.css')]);
    expect(second.md.stylesheets![0]).toBe(first.md.stylesheets![0]);
    expect(third.md.stylesheets![0]).toBe(second.md.stylesheets![1]);
    expect(third.md.stylesheets).toEqual([{ url: '/assets/css/mdx.bb.css', css: '.bb { color: red }' }]);
  });
});
