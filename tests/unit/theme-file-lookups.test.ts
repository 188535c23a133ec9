/**
 * Every MDX document asks for the site's theme files (its MDXComponents and their parts,
 * CodeBlock, Tabs), up to twelve paths a name: haystack's MDXComponents folder made that 4% of its
 * build's CPU. A build looks each name up once (render-jobs.ts keeps the answers by build
 * context); the next build, a new context, looks again, so a file added meanwhile is found.
 */
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';
import { type MarkdownJob, type MarkdownSiteContext } from '../../build/markdown-jobs.ts';

const looked = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  const existsSync = (file: Parameters<typeof actual.existsSync>[0]) => (looked.paths.push(String(file)), actual.existsSync(file));
  return { ...actual, existsSync, default: { ...actual, existsSync } };
});

const siteDir = path.join(import.meta.dirname, '../fixtures/mdx-theme-parts');
const themeDir = path.join(siteDir, 'src/theme');

const context = (): MarkdownSiteContext => ({ routeByFile: new Map(), staticDirs: [], contentDirs: [siteDir], docsDirs: [{ dir: path.join(siteDir, 'docs'), pluginId: 'default' }], siteDir, onBrokenMarkdownLinks: 'ignore', mermaid: false, markdownFormat: 'detect' });

function job(name: string): MarkdownJob {
  return { path: path.join(siteDir, 'docs', name), display: `docs/${name}`, body: 'A <Badge>new</Badge> one, `code`.\n\n- item\n', bodyLine: 1, permalink: `/docs/${name}`, url: `https://example.com/docs/${name}`, site: { baseUrl: '/' } };
}

/** The theme paths looked up while the jobs render, and their HTML. */
async function render(jobs: MarkdownJob[], site: MarkdownSiteContext) {
  looked.paths = [];
  const outputs = await renderMarkdownJobs(jobs, site);
  return { lookups: looked.paths.filter((file) => file.startsWith(themeDir)).length, html: outputs.map((o) => o.md.html) };
}

describe("the site's theme files, looked up by MDX documents", () => {
  it('are looked up once a build: a second document asks only whether the MDXComponents folder is there', async () => {
    const site = context();
    const first = await render([job('one.mdx')], site);
    expect(first.lookups).toBeGreaterThan(12);
    const second = await render([job('two.mdx')], site);
    expect(second.lookups).toBe(1);
    expect(second.html).toEqual(first.html);
  });

  it('are looked up again by the next build', async () => {
    const first = await render([job('one.mdx')], context());
    const next = await render([job('one.mdx')], context());
    expect(first.lookups).toBeGreaterThan(12);
    expect(next.lookups).toBe(first.lookups);
  });
});
