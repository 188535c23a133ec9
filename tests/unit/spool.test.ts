/**
 * Page texts on disk (build/spool.ts, issue 29): a production build's render threads write each
 * page's HTML and Markdown twin to a spool folder beside the output, and the build's thread keeps
 * handles, so that what it holds per page is small. Checked here: what the outputs of the
 * Markdown stage hold in memory (heldText), that every page, twin, list and feed reads the texts
 * back whole, and that the spool folder never outlives its build.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { renderMarkdownJobs, type MarkdownJob, type MarkdownSiteContext } from '../../build/render-jobs.ts';
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
    expect(readdirSync(spoolDir)).toHaveLength(2);
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
