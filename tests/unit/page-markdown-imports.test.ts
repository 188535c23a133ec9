/**
 * Markdown a React page imports, as its MDX module gives it (page-markdown.ts): a doc's `#` title is
 * part of its content; a post's is not, as Docusaurus's blog mdx-loader removes the content title
 * (removeContentTitle), so a page importing a post draws no `<h1>` the blog's loader took out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MarkdownOutput } from '../../build/markdown-jobs.ts';
import { importedMarkdown } from '../../build/page-markdown.ts';
import type { ImportedSource, Source } from '../../build/render-sources.ts';

const output = (title: string, html: string) => ({ md: { title, html, headings: [{ depth: 1, text: title, id: 'x' }, { depth: 2, text: 'Steps', id: 'steps' }] }, diagnostics: [], images: [], lookups: [], imageStamps: [] }) as unknown as MarkdownOutput;
const source = (path: string, extra: object) => ({ source: { path, display: path, rel: path, frontMatter: {} }, permalink: '/x', ...extra }) as unknown as Source;

describe('Markdown a React page imports', () => {
  it("gives a doc its title heading in the content, and a post none, with the contentTitle of each", async () => {
    const sources = [source('/site/docs/intro.md', { version: 'current', pluginId: 'default' }), source('/site/blog/2024-01-01-hello.md', { date: '2024-01-01', pluginId: 'default' })];
    const outputs = [output('Getting started', '<h2 id="steps">Steps</h2>'), output('Hello', '<p>Posted.</p>')];
    const imports = new Map(sources.map((s) => [s.source.path, '/']));
    const found = await importedMarkdown(imports, sources, outputs, [], async () => [], () => undefined);
    expect(found.get('/site/docs/intro.md')).toMatchObject({ html: '<h1>Getting started</h1><h2 id="steps">Steps</h2>', contentTitle: 'Getting started' });
    expect(found.get('/site/blog/2024-01-01-hello.md')).toMatchObject({ html: '<p>Posted.</p>', contentTitle: 'Hello', toc: [{ value: 'Steps', id: 'steps', level: 2 }] });
  });

  it("renders a partial with the loader of the innermost plugin folder holding it, else Docusaurus's fallback loader", async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'page-markdown-'));
    try {
      const files = ['docs/_a.md', 'docs/api/_b.md', 'src/_c.md'].map((rel) => path.join(site, rel));
      for (const file of files) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, 'Text.\n');
      }
      const dirs = [{ dir: path.join(site, 'docs'), plugin: 'docs:default' }, { dir: path.join(site, 'docs/api'), plugin: 'docs:api' }, { dir: path.join(site, 'docs-other'), plugin: 'docs:other' }];
      let plugins: string[] = [];
      await importedMarkdown(new Map(files.map((f) => [f, '/'])), [], [], dirs, async (extra) => {
        plugins = extra.map((e) => (e as ImportedSource).plugin);
        return extra.map(() => output('T', '<p>Text.</p>'));
      }, () => undefined);
      expect(plugins).toEqual(['docs:default', 'docs:api', 'mdx-fallback']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
