/** Builds sharing a cache (the dev server's) redo only what a change affects, and end with the output a build from scratch gives. */
import { existsSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { createCache, type BuildCache } from '../../build/cache.ts';
import { inProcessRenderer, type Renderer } from '../../build/renderer.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const renderer = inProcessRenderer();

async function devBuild(s: TempSite, cache: BuildCache) {
  const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out, cache, renderer });
  expect(result.diagnostics).toEqual([]);
  await result.pending?.();
  return result;
}

/** A file written twice within the clock's resolution must still count as changed. */
function edit(s: TempSite, rel: string, text: string) {
  s.write(rel, text);
  const later = new Date(Date.now() + 2000);
  utimesSync(path.join(s.content, rel), later, later);
}

const read = (s: TempSite, file: string) => readFileSync(path.join(s.out, file), 'utf8');

describe('builds with a cache', () => {
  it('render only the edited doc when its text changes', async () => {
    site = tempSite();
    const cache = createCache();
    const first = await devBuild(site, cache);
    expect(first.written).toBe(first.routes.length);
    const before = snapshotDir(site.out);
    edit(site, 'docs/guide/usage.md', '---\nsidebar_position: 2\n---\n\n# Usage\n\nBack to [intro](../intro.md). New words here.\n');
    const second = await devBuild(site, cache);
    expect(second.written).toBe(1);
    expect(read(site, 'docs/guide/usage/index.html')).toContain('New words here.');
    const after = snapshotDir(site.out);
    const changed = Object.keys(after).filter((f) => after[f] !== before[f]);
    expect(changed.filter((f) => f.endsWith('.html')).sort()).toEqual(['docs/guide/usage.html', 'docs/guide/usage/index.html']);
  });

  it('render an MDX page again when a partial it includes changes', async () => {
    site = tempSite();
    site.write('docs/guide/_steps.mdx', 'First step for {props.who}.\n');
    site.write('docs/guide/steps.mdx', "import Steps from './_steps.mdx';\n\n# Steps\n\n<Steps who=\"Ada\" />\n");
    const cache = createCache();
    await devBuild(site, cache);
    expect(read(site, 'docs/guide/steps/index.html')).toContain('<p>First step for Ada.</p>');
    edit(site, 'docs/guide/_steps.mdx', 'Second step for {props.who}.\n');
    const second = await devBuild(site, cache);
    expect(second.written).toBe(1);
    expect(read(site, 'docs/guide/steps/index.html')).toContain('<p>Second step for Ada.</p>');
  });

  it('render the pages that show a title when it changes, and no others', async () => {
    site = tempSite();
    const cache = createCache();
    await devBuild(site, cache);
    const before = snapshotDir(site.out);
    edit(site, 'docs/guide/usage.md', '---\nsidebar_position: 2\n---\n\n# Using it\n\nBack to [intro](../intro.md).\n');
    const second = await devBuild(site, cache);
    // The doc itself and the two other docs of its sidebar (they list it); no blog or other page.
    expect(second.written).toBe(3);
    const after = snapshotDir(site.out);
    const changed = Object.keys(after).filter((f) => f.endsWith('.html') && after[f] !== before[f]);
    expect(changed.sort()).toEqual(['docs/guide/setup.html', 'docs/guide/setup/index.html', 'docs/guide/usage.html', 'docs/guide/usage/index.html', 'docs/intro.html', 'docs/intro/index.html']);
    for (const file of ['docs/intro/index.html', 'docs/guide/setup/index.html']) expect(read(site, file)).toContain('Using it');
  });

  it('add and remove pages, and end with what a build from scratch writes', async () => {
    site = tempSite();
    const cache = createCache();
    await devBuild(site, cache);
    edit(site, 'docs/guide/extra.md', '# Extra\n\nA new page.\n');
    await devBuild(site, cache);
    expect(read(site, 'docs/guide/extra/index.html')).toContain('A new page.');
    site.remove('docs/guide/setup.md');
    edit(site, 'docs/intro.md', '# Introduction\n\nWelcome.\n');
    await devBuild(site, cache);
    expect(existsSync(path.join(site.out, 'docs/guide/setup/index.html'))).toBe(false);
    expect(existsSync(path.join(site.out, 'docs/guide/setup.html'))).toBe(false);

    // The same as one build from scratch with a new cache.
    const incremental = snapshotDir(site.out);
    const full = path.join(site.dir, 'full');
    const fresh = await build({ root: ROOT, contentDir: site.content, outDir: full, cache: createCache(), renderer });
    await fresh.pending?.();
    expect(incremental).toEqual(snapshotDir(full));
  });

  it('render Markdown again only for changed files and the files whose links they affect', async () => {
    site = tempSite();
    const cache = createCache();
    const rendered: string[] = [];
    const counting: Renderer = { ...renderer, markdown: (jobs, context) => (rendered.push(...jobs.map((j) => path.basename(j.path))), renderer.markdown(jobs, context)) };
    const run = () => build({ root: ROOT, contentDir: site!.content, outDir: site!.out, cache, renderer: counting });
    await run();
    rendered.length = 0;
    edit(site, 'docs/guide/extra.md', '# Extra\n\nA new page.\n');
    await run();
    expect(rendered).toEqual(['extra.md']);
    rendered.length = 0;
    site.remove('docs/guide/setup.md');
    const result = await run();
    // intro.md links to setup.md: its link now points nowhere, so it renders again and says so.
    expect(rendered).toEqual(['intro.md']);
    expect(result.diagnostics.map((d) => `${path.basename(d.file)}: ${d.message}`)).toEqual([expect.stringMatching(/^intro\.md: .*setup\.md/)]);
  });

  it('render a doc again when an image it shows appears or changes', async () => {
    site = tempSite();
    const cache = createCache();
    edit(site, 'docs/intro.md', '# Introduction\n\n![A picture](./pic.png)\n');
    const missing = await build({ root: ROOT, contentDir: site.content, outDir: site.out, cache, renderer });
    expect(missing.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('image "./pic.png" not found')]);
    edit(site, 'docs/pic.png', 'first picture');
    await devBuild(site, cache);
    const src = () => /<img src="([^"]+)"/.exec(read(site!, 'docs/intro/index.html'))![1];
    const first = src();
    expect(read(site, first.slice(1))).toBe('first picture');
    edit(site, 'docs/pic.png', 'second picture');
    await devBuild(site, cache);
    expect(src()).not.toBe(first);
    expect(read(site, src().slice(1))).toBe('second picture');
  });

  it('rebuild the search index only when page text changed', async () => {
    site = tempSite();
    const cache = createCache();
    let indexed = 0;
    const counting: Renderer = { ...renderer, search: (sources) => (indexed++, renderer.search(sources)) };
    const run = async () => (await build({ root: ROOT, contentDir: site!.content, outDir: site!.out, cache, renderer: counting })).pending?.();
    await run();
    const manifest = read(site, 'search/index.json');
    await run();
    expect(indexed).toBe(1);
    expect(read(site, 'search/index.json')).toBe(manifest);
    edit(site, 'docs/intro.md', '# Introduction\n\nPelican.\n');
    await run();
    expect(indexed).toBe(2);
    const { base } = JSON.parse(read(site, 'search/index.json'));
    expect(base).not.toBe(JSON.parse(manifest).base);
    // The manifest names its parts' folder relative to itself.
    expect(existsSync(path.join(site.out, 'search', base))).toBe(true);
    expect(existsSync(path.join(site.out, 'search', JSON.parse(manifest).base))).toBe(false);
  });
});
