/**
 * Issue 21, item 2: production builds start from the Markdown the last build rendered (kept on
 * disk) and take unchanged pages from the output they replace, render only what changed, and
 * write every byte a clean build writes.
 */
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { CACHE_DIR } from '../../build/node-bundle.mjs';
import { inProcessRenderer, type Renderer } from '../../build/renderer.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

/** A renderer that counts the Markdown files it is asked to render and the search indexes it builds. */
function countingRenderer(): Renderer & { rendered: number; searched: number } {
  const inner = inProcessRenderer();
  const counting = {
    ...inner,
    rendered: 0,
    searched: 0,
    markdown: (jobs: Parameters<Renderer['markdown']>[0], context: Parameters<Renderer['markdown']>[1]) => {
      counting.rendered += jobs.length;
      return inner.markdown(jobs, context);
    },
    search: (sources: Parameters<Renderer['search']>[0]) => {
      counting.searched++;
      return inner.search(sources);
    },
  };
  return counting;
}

/** Builds with the disk cache and without it; returns how many Markdown files and pages the cached build rendered, and both outputs. */
async function cachedAndClean(s: TempSite) {
  const renderer = countingRenderer();
  const cached = await build({ root: ROOT, contentDir: s.content, outDir: s.out, diskCache: true, renderer });
  expect(cached.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const cleanOut = path.join(s.dir, 'clean');
  const clean = await build({ root: ROOT, contentDir: s.content, outDir: cleanOut, renderer: inProcessRenderer() });
  expect(clean.ok).toBe(true);
  return { rendered: renderer.rendered, searched: renderer.searched, written: cached.written, cached: snapshotDir(s.out), clean: snapshotDir(cleanOut) };
}

/** A file written twice within the clock's resolution must still count as changed. */
function touchLater(s: TempSite, rel: string) {
  const later = new Date(Date.now() + 2000);
  utimesSync(path.join(s.content, rel), later, later);
}

describe('the build cache on disk', () => {
  it('renders only what changed between builds, and writes what a clean build writes, byte for byte', async () => {
    site = tempSite();
    const first = await cachedAndClean(site);
    expect(first.rendered).toBe(5);
    expect(first.written).toBe(Object.keys(first.clean).filter((f) => f.endsWith('/index.html') || f === 'index.html' || f === '404.html').length);
    expect(first.cached).toEqual(first.clean);

    const out = site.out;
    const stylesheet = readdirSync(path.join(out, 'assets/css'))[0];
    const linked = ['docs/intro.md', 'img/favicon.svg', `assets/css/${stylesheet}`].map((file) => path.join(out, file));
    const inodes = linked.map((file) => statSync(file).ino);
    const unchanged = await cachedAndClean(site);
    expect(unchanged.rendered).toBe(0);
    // So are the Markdown twins, static files and the stylesheet.
    expect(linked.map((file) => statSync(file).ino)).toEqual(inodes);
    expect(unchanged.written).toBe(0);
    // The search index's files are linked from the output replaced, as its pages are.
    expect(unchanged.searched).toBe(0);
    expect(unchanged.cached).toEqual(unchanged.clean);

    // An edit renders that file alone.
    site.write('docs/guide/usage.md', '---\nsidebar_position: 2\n---\n\n# Usage\n\nBack to [intro](../intro.md). Edited words.\n');
    touchLater(site, 'docs/guide/usage.md');
    const edited = await cachedAndClean(site);
    expect(edited.rendered).toBe(1);
    // Its page, and the pages that show its text: the search-free blog and tag pages stay as they were.
    expect(edited.written).toBe(1);
    expect(edited.searched).toBe(1);
    expect(edited.cached).toEqual(edited.clean);

    // A new file, and one that links to it: the link now resolves, so that file renders again too.
    site.write('docs/guide/new.md', '# New\n\nA new page.\n');
    site.write('docs/guide/setup.md', '# Setup\n\n## Install\n\nSee [the new page](./new.md).\n');
    touchLater(site, 'docs/guide/setup.md');
    const added = await cachedAndClean(site);
    expect(added.rendered).toBe(2);
    expect(added.cached).toEqual(added.clean);

    // Removing it breaks that link: the linking file renders again, with its warning.
    site.remove('docs/guide/new.md');
    const removed = await cachedAndClean(site);
    expect(removed.rendered).toBe(1);
    expect(removed.cached).toEqual(removed.clean);

    // A link to no file stays broken in the next build: nothing renders again.
    const stillBroken = await cachedAndClean(site);
    expect(stillBroken.rendered).toBe(0);
    expect(stillBroken.cached).toEqual(stillBroken.clean);
  });

  it("holds a component stylesheet once, however many pages draw the component, and gives each page it back", async () => {
    const s = (site = tempSite());
    const marker = `box-${process.pid}-${Date.now()}`;
    s.write('docs/Box.jsx', `import './box.css';\nexport default function Box({ children }) { return <div className="${marker}">{children}</div>; }\n`);
    s.write('docs/box.css', `.${marker} { border: 1px solid rgb(1, 2, 3); }\n`);
    for (const name of ['one', 'two', 'three']) s.write(`docs/box-${name}.mdx`, `import Box from './Box.jsx';\n\n# Box ${name}\n\n<Box>In a box.</Box>\n`);
    const first = await cachedAndClean(s);
    expect(first.cached).toEqual(first.clean);
    const sheets = readdirSync(path.join(s.out, 'assets/css')).filter((file) => file.startsWith('mdx.') && readFileSync(path.join(s.out, 'assets/css', file), 'utf8').includes(marker));
    expect(sheets).toHaveLength(1);
    // The Markdown cache this build wrote holds the sheet's text once, for its three pages.
    const cacheFiles = readdirSync(path.join(CACHE_DIR, 'markdown')).map((file) => readFileSync(path.join(CACHE_DIR, 'markdown', file), 'utf8')).filter((text) => text.includes(marker));
    expect(cacheFiles).toHaveLength(1);
    expect(cacheFiles[0].split(`.${marker} {`).length - 1).toBe(1);
    // Read back, each page has its sheet: a warm build writes what a clean one writes.
    const warm = await cachedAndClean(s);
    expect(warm.rendered).toBe(0);
    expect(warm.cached).toEqual(warm.clean);
  });

  it('draws an edited diagram afresh, as a clean build does', async () => {
    site = tempSite();
    const diagram = (label: string) => `\`\`\`mermaid\nflowchart LR\n  Plan --> ${label}\n\`\`\``;
    site.write('docs/guide/flow.md', `# Flow\n\n${diagram('Build')}\n\n${diagram('Ship')}\n`);
    const first = await cachedAndClean(site);
    expect(first.cached).toEqual(first.clean);
    const flowPage = () => readFileSync(path.join(site!.out, 'docs/guide/flow/index.html'), 'utf8');
    expect(flowPage()).toContain('>Build</text>');

    site.write('docs/guide/flow.md', `# Flow\n\n${diagram('Test')}\n\n${diagram('Ship')}\n`);
    touchLater(site, 'docs/guide/flow.md');
    const edited = await cachedAndClean(site);
    expect(edited.rendered).toBe(1);
    expect(flowPage()).toContain('>Test</text>');
    expect(edited.cached).toEqual(edited.clean);
  });

  it('renders a page again when a dev server wrote over the one the output holds', async () => {
    site = tempSite();
    await cachedAndClean(site);
    const page = path.join(site.out, 'docs/intro/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('</body>', '<script src="/__dev/client.js"></script></body>'));
    const again = await cachedAndClean(site);
    expect(again.written).toBe(1);
    expect(again.cached).toEqual(again.clean);
  });
});
