/**
 * A blog with no post (the classic preset's blog left on, no blog folder: actix's site, Docusaurus
 * 3.10.2) has an empty list page at /blog in Docusaurus 3.10, whose plugin-content-blog paginates
 * the list in its routes with at least one page (routes.js); 3.9 and older took the pages from
 * loadContent, which gives none without posts. scripts/docusaurus-diff.ts over actix's two builds
 * found /blog in Docusaurus's alone. Written for this test.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'blog-empty-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function buildWith(core: string) {
  const site = path.join(dir, core, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core, '@docusaurus/preset-classic': core } }));
  writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = ${JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {} }]] })};\n`);
  writeFileSync(path.join(site, 'docs', 'intro.md'), '# Intro\n\nText.\n');
  const out = path.join(dir, core, 'out');
  const result = await build({ root: ROOT, contentDir: site, outDir: out });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  return out;
}

describe('a blog with no post', () => {
  it('has an empty list page on a Docusaurus 3.10 site, and nothing more', async () => {
    const out = await buildWith('3.10.2');
    const list = readFileSync(path.join(out, 'blog', 'index.html'), 'utf8');
    expect(list).toContain('<title>Blog | T</title>');
    expect(existsSync(path.join(out, 'blog', 'archive'))).toBe(false);
    expect(existsSync(path.join(out, 'blog', 'tags'))).toBe(false);
  }, 120_000);

  it('has no page on a Docusaurus 3.9 site', async () => {
    const out = await buildWith('3.9.2');
    expect(existsSync(path.join(out, 'blog'))).toBe(false);
    expect(existsSync(path.join(out, 'docs', 'intro', 'index.html'))).toBe(true);
  }, 120_000);
});
