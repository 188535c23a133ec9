/**
 * Page texts on disk (build/spool.ts, issue 29): a production build's render threads write each
 * page's HTML and Markdown twin to a spool folder beside the output, and the build's thread keeps
 * handles, so that what it holds per page is small. Checked here: what the outputs of the
 * Markdown stage hold in memory (heldText), that every page, twin, list and feed reads the texts
 * back whole, and that the spool folder never outlives its build.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';
import { type MarkdownJob, type MarkdownSiteContext } from '../../build/markdown-jobs.ts';
import { heldText } from '../../build/render-sources.ts';
import { createSpool, isSpooled, removeSpool, textOf } from '../../build/spool.ts';
import { FIXTURES, ROOT, tempSite } from '../helpers/fixture.ts';

const FIXTURE = path.join(FIXTURES, 'spool');

function job(rel: string, permalink: string): MarkdownJob {
  const file = path.join(FIXTURE, rel);
  const text = readFileSync(file, 'utf8');
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  return { path: file, display: rel, body, bodyLine: text.split('\n').length - body.split('\n').length + 1, permalink, url: `https://example.com${permalink}`, site: { baseUrl: '/' } };
}

const context: MarkdownSiteContext = { routeByFile: new Map(), staticDirs: [], contentDirs: [FIXTURE], docsDirs: [{ dir: path.join(FIXTURE, 'docs'), pluginId: 'default' }], siteDir: FIXTURE, onBrokenMarkdownLinks: 'warn', mermaid: false };

describe('what the Markdown stage keeps in memory', () => {
  const spoolDir = mkdtempSync(path.join(tmpdir(), 'site-spool-test-'));
  afterAll(() => removeSpool(spoolDir));

  it('holds a page’s HTML and twin on disk with a spool folder, and only its search text in memory', async () => {
    const jobs = [job('docs/intro.md', '/docs/intro')];
    const [inMemory] = await renderMarkdownJobs(jobs, context);
    const [spooled] = await renderMarkdownJobs(jobs, { ...context, spoolDir });
    const searchText = inMemory.md.sections.map((s) => s.text).filter(Boolean);
    // What the page would hold without the spool: its HTML, its twin and its search text.
    expect(heldText([inMemory]).chars).toBeGreaterThan(2 * searchText.join('').length);
    expect(heldText([spooled])).toEqual({ texts: searchText.length, chars: searchText.join('').length });
    // Read back, the texts are those rendered.
    expect(textOf(spooled.md.html)).toBe(inMemory.md.html);
    expect(textOf(spooled.md.markdown)).toBe(inMemory.md.markdown);
    // The batch's texts are in one file.
    expect(readdirSync(spoolDir)).toHaveLength(1);
  });

  it('writes a batch’s texts into one file, and a text the build spooled already not again', async () => {
    const dir = mkdtempSync(path.join(spoolDir, 'batch-'));
    // Texts with characters of more than one UTF-8 byte: a handle counts bytes, not characters.
    const page = (permalink: string, words: string) => ({ ...job('docs/intro.md', permalink), body: `# Rocket 🚀 ${words}\n\n${`Déjà vu ${words}, naïve café. `.repeat(60)}\n` });
    const build = { ...context, spoolDir: dir };
    const first = await renderMarkdownJobs([page('/docs/a', 'one'), page('/docs/v1/a', 'one'), page('/docs/b', 'two')], build);
    const rendered = await renderMarkdownJobs([page('/docs/a', 'one'), page('/docs/b', 'two')], context);
    expect(first.map((o) => textOf(o.md.html))).toEqual([rendered[0].md.html, rendered[0].md.html, rendered[1].md.html]);
    expect(first.map((o) => textOf(o.md.markdown))).toEqual([rendered[0].md.markdown, rendered[0].md.markdown, rendered[1].md.markdown]);
    expect(first[1].md.html).toEqual(first[0].md.html);
    const [file] = readdirSync(dir);
    expect(readdirSync(dir)).toHaveLength(1);
    // Each different text once: two HTML texts and two twins.
    const distinct = [rendered[0].md.html, rendered[0].md.markdown, rendered[1].md.html, rendered[1].md.markdown];
    expect(statSync(path.join(dir, file)).size).toBe(distinct.reduce((n, text) => n + Buffer.byteLength(textOf(text)), 0));
    // A later batch of the same build: the text spooled already is not written again; a new one goes into a file of its own.
    const later = await renderMarkdownJobs([page('/docs/v2/a', 'one'), page('/docs/c', 'three')], build);
    expect(later[0].md.html).toEqual(first[0].md.html);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(textOf(later[1].md.html)).toContain('Déjà vu three');
  });

  it('keeps a short page’s texts in memory, where a file would cost more than it saves', async () => {
    const [spooled] = await renderMarkdownJobs([job('docs/short.md', '/docs/short')], { ...context, spoolDir });
    expect(isSpooled(spooled.md.html)).toBe(false);
    expect(spooled.md.html).toContain('it stays in memory');
  });
});

describe('a production build with its page texts on disk', () => {
  const site = tempSite('spool');
  afterAll(() => site.cleanup());
  const spools = () => readdirSync(site.dir).filter((entry) => entry.includes('.spool-'));
  const read = (file: string) => readFileSync(path.join(site.out, file), 'utf8');

  it('writes every page, twin, list and feed whole, and removes its spool folder', async () => {
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(read('docs/intro/index.html')).toContain('spooled and read back.</p>');
    expect(read('docs/intro.md')).toContain('spooled and read back.');
    expect(read('llms-full.txt')).toContain('spooled and read back.');
    expect(read('about/index.html')).toContain('about page end.</p>');
    expect(read('about.md')).toContain('about page end.');
    expect(read('blog/2026/01/02/whole-post/index.html')).toContain('whole post end.</p>');
    // The list page shows the post whole, as its feed does.
    expect(read('blog/index.html')).toContain('whole post end.</p>');
    expect(read('blog/rss.xml')).toContain('whole post end.</p>');
    expect(spools()).toEqual([]);
  }, 60_000);

  it('removes its spool folder when it fails, leaving the output as it was', async () => {
    const before = read('docs/intro/index.html');
    site.write('docs/broken.md', '---\ntitle: [not closed\n---\n\nText.\n');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    site.remove('docs/broken.md');
    expect(result.ok).toBe(false);
    expect(read('docs/intro/index.html')).toBe(before);
    expect(spools()).toEqual([]);
  }, 60_000);

  it('removes the spool folder a killed build left, and not one of a build under way', async () => {
    // No process has this id (Linux's ids stop at 2^22); one under way in this process is this test's own.
    const killed = path.join(site.dir, `.dist.spool-${2 ** 22 + 1}-abcdef`);
    mkdirSync(killed);
    const live = createSpool(site.out);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    expect(existsSync(killed)).toBe(false);
    expect(spools()).toEqual([path.basename(live)]);
    rmSync(live, { recursive: true });
  }, 60_000);
});
