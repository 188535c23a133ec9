/** The sharded search index as the build writes it, queried by the browser's engine. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSource } from '../../build/search/content.ts';
import { buildSearchIndex } from '../../build/search/index-files.ts';
import { editDistance, loadSearchEngine } from '../../site/islands/search-engine.ts';
import { SEARCH_MANIFEST_URL, shardFile, tokenize } from '../../shared/search-format.ts';

const section = (heading: string | undefined, text: string, id?: string) => ({ heading, text, id });

const PAGES: SearchSource[] = [
  { title: 'Installation', url: '/docs/install', sections: [section(undefined, 'Install the CLI with npm.'), section('Requirements', 'Node 20 or later.', 'requirements')] },
  { title: 'Quickstart', url: '/docs/quickstart', sections: [section(undefined, 'Create your first increment after you install.'), section('Specs', 'A spec describes the increment.', 'specs')] },
  { title: 'Résumé', url: '/docs/resume', sections: [section(undefined, 'Accents are folded when searching.')] },
];

/** Serves the written files to the engine's fetch, and records what it asked for. */
function serve(pages: SearchSource[]) {
  const files = new Map(buildSearchIndex(pages).files.map((f) => [`/${f.file}`, f.data]));
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const data = files.get(url);
    return new Response(data ?? 'missing', { status: data ? 200 : 404 });
  });
  return { files, requested };
}

/** The folder of the index parts: the manifest names it relative to itself. */
function partsFolder(files: Map<string, string | Uint8Array>): string {
  return new URL(JSON.parse(String(files.get(SEARCH_MANIFEST_URL))).base, `http://site${SEARCH_MANIFEST_URL}`).pathname;
}

afterEach(() => vi.unstubAllGlobals());

describe('search index and engine', () => {
  it('finds the section that contains every word, ranking title matches first', async () => {
    serve(PAGES);
    const engine = await loadSearchEngine(SEARCH_MANIFEST_URL);
    const hits = await engine.search('install');
    // Every section of a page carries its title, so the title match outranks a word in body text.
    expect(hits.map((h) => h.url)).toEqual(['/docs/install', '/docs/install#requirements', '/docs/quickstart']);
    expect(hits[0]).toMatchObject({ title: 'Installation', heading: '', snippet: 'Install the CLI with npm.' });
    expect((await engine.search('increment spec')).map((h) => h.url)).toEqual(['/docs/quickstart#specs']);
    expect(await engine.search('increment npm')).toEqual([]);
  });

  it('matches the last word as a prefix, forgives a typo and folds accents', async () => {
    serve(PAGES);
    const engine = await loadSearchEngine(SEARCH_MANIFEST_URL);
    expect((await engine.search('requir')).map((h) => h.url)).toEqual(['/docs/install#requirements']);
    expect((await engine.search('requir node')).map((h) => h.url)).toEqual([]);
    expect((await engine.search('incremnt')).map((h) => h.url).sort()).toEqual(['/docs/quickstart', '/docs/quickstart#specs']);
    expect((await engine.search('resume')).map((h) => h.url)).toEqual(['/docs/resume']);
    expect((await engine.search('incr'))[0].terms).toEqual(['increment']);
  });

  it('downloads only the shards of the words typed and the chunks of the results', async () => {
    // Enough sections for shards named by two characters.
    const many = Array.from({ length: 2100 }, (_, i) => ({ title: `Page ${i}`, url: `/p/${i}`, sections: [section(undefined, i === 321 ? 'zebra crossing' : `alpha beta ${i}`)] }));
    const { files, requested } = serve(many);
    const engine = await loadSearchEngine(SEARCH_MANIFEST_URL);
    const hits = await engine.search('zebra');
    expect(hits.map((h) => h.url)).toEqual(['/p/321']);
    const base = partsFolder(files);
    expect(requested).toEqual([SEARCH_MANIFEST_URL, base + shardFile('ze'), base + 'd-6.json']);
    expect(files.size).toBeGreaterThan(20);
  });

  it('fails with the status when a part of the index cannot load, and fetches it again on retry', async () => {
    const { files } = serve(PAGES);
    const engine = await loadSearchEngine(SEARCH_MANIFEST_URL);
    const base = partsFolder(files);
    const shard = base + shardFile('i');
    const saved = files.get(shard)!;
    files.delete(shard);
    await expect(engine.search('install')).rejects.toThrow('the search index answered 404');
    files.set(shard, saved);
    expect(await engine.search('install')).toHaveLength(3);
  });

  it('reads the manifest again when the index was replaced since it loaded', async () => {
    const { files } = serve(PAGES);
    const engine = await loadSearchEngine(SEARCH_MANIFEST_URL);
    expect(await engine.search('install')).toHaveLength(3);
    const replaced = buildSearchIndex([{ title: 'Deployed later', url: '/later', sections: [section(undefined, 'Install it again.')] }]);
    files.clear();
    for (const f of replaced.files) files.set(`/${f.file}`, f.data);
    // Parts fetched before stay usable; the first part fetched after the change is gone, and the new manifest names it.
    expect((await engine.search('deployed')).map((h) => h.url)).toEqual(['/later']);
  });

  it('shows a snippet of the text with white space collapsed, however long the text and its white space', async () => {
    const texts = ['  Short\n\ntext.  ', `Lead ${' \n'.repeat(400)}${'word '.repeat(100)}`, `${'x'.repeat(230)}${'\t'.repeat(2000)}tail end`, `${'y '.repeat(300)}   `];
    serve(texts.map((text, i) => ({ title: `Snippet ${i}`, url: `/s/${i}`, sections: [section(undefined, text)] })));
    const engine = await loadSearchEngine(SEARCH_MANIFEST_URL);
    for (const [i, text] of texts.entries()) {
      const [hit] = await engine.search(`snippet ${i}`);
      expect(hit.snippet).toBe(text.replace(/\s+/g, ' ').trim().slice(0, 240));
    }
  });

  it('splits plain ASCII text into the same words as the full Unicode path', () => {
    const unicode = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const samples = ['Increment 0042: plan_spec-test', "  Don't stop__at (v1.2.3)! ", 'tabs\tand\nlines', 'x', '', '~`!@#$%^&*()[]{}|;:,.<>?/\\', 'CamelCase HTTPServer'];
    for (const text of samples) expect(tokenize(text), text).toEqual(unicode(text));
    expect(tokenize('Café Über')).toEqual(['cafe', 'uber']);
  });

  it('measures edit distance up to a limit', () => {
    expect(editDistance('increment', 'incremnt', 2)).toBe(1);
    expect(editDistance('spec', 'spex', 1)).toBe(1);
    expect(editDistance('spec', 'task', 1)).toBe(2);
    expect(editDistance('a', 'abcd', 1)).toBe(2);
  });
});
