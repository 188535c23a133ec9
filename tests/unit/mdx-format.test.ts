/**
 * A file's own `mdx: { format }` front matter decides whether it is MDX or CommonMark, before the
 * site's `markdown.format`, as mdx-loader 3's getFormat decides (format.js, read in 3.0.0 and
 * 3.10.2); Docusaurus 2 reads every file as MDX 1. hami's changelog posts (`mdx: format: md`, from
 * the changelog plugin of Docusaurus's own website) stopped the build on their `<https://…>`
 * autolinks, which MDX refuses. The render, the site's remark plugins and partials ask one helper.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { mdxFormatError, readsAsMdx } from '../../build/markdown/mdx-format.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
const page = (route: string) => {
  const html = /<article[^]*<\/article>/.exec(readFileSync(path.join(fixture.out, route, 'index.html'), 'utf8'))![0];
  return { html, text: html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ') };
};
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-mdx-format'), outDir: fixture.out });
}, 120_000);
afterAll(() => fixture.cleanup());

describe("a file's mdx.format front matter", () => {
  it('builds without a diagnostic', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it('`md` reads the file as CommonMark on an MDX site: autolinks are links, braces are text, and so the remark plugins see it', () => {
    const { html, text } = page('release-notes');
    expect(html).toContain('<a href="https://example.com/compare/v1.0...v1.1"');
    expect(text).toContain('A sum {1 + 1} stays text, parsed as CommonMark.');
  });

  it('`detect` goes by the extension', () => {
    expect(page('detect').text).toContain('the sum {1 + 1} stays text, parsed as CommonMark.');
  });

  it("leaves the site's format where a file sets none, and a `format` key of the file's own is not it", () => {
    expect(page('site-format').text).toContain('makes the sum 2 a value, parsed as MDX.');
    expect(page('top-level').text).toContain('the sum 2 is a value, parsed as MDX.');
  });

  it("is a partial's own", () => {
    const { html, text } = page('with-partial');
    expect(html).toContain('<a href="https://example.com/partial"');
    expect(text).toContain('its sum {1 + 1} as text.');
  });
});

describe('readsAsMdx', () => {
  it("puts the file's switch before the site's, and `detect` reads only Markdown's extensions as CommonMark", () => {
    const md = { mdx: { format: 'md' } };
    expect(readsAsMdx('/d/a.mdx', md, { format: 'mdx' })).toBe(false);
    expect(readsAsMdx('/d/a.md', { mdx: { format: 'mdx' } }, { format: 'md' })).toBe(true);
    expect(readsAsMdx('/d/a.md', { mdx: { format: 'detect' } }, { format: 'mdx' })).toBe(false);
    expect(readsAsMdx('/d/a.markdown', undefined, { format: 'detect' })).toBe(false);
    expect(readsAsMdx('/d/a.mdx', undefined, { format: 'md' })).toBe(false);
    expect(readsAsMdx('/d/a.mdx', undefined, {})).toBe(true);
    expect(readsAsMdx('/d/a.md', undefined, {})).toBe(false);
  });

  // mdx-loader 3.10.2's format.js: `mdFormatExtensions.includes(path.extname(filePath))`, case-sensitive.
  it('`detect` compares the extension as written: an upper-case `.MD` is MDX, as in mdx-loader', () => {
    expect(readsAsMdx('/d/Notes.MD', undefined, {})).toBe(true);
    expect(readsAsMdx('/d/Notes.Markdown', { mdx: { format: 'detect' } }, { format: 'md' })).toBe(true);
    expect(readsAsMdx('/d/Notes.md', undefined, {})).toBe(false);
  });

  it('reads every file of a Docusaurus 2 site as MDX 1, whatever it sets', () => {
    expect(readsAsMdx('/d/a.md', { mdx: { format: 'md' } }, { format: 'mdx', mdx1: true })).toBe(true);
  });
});

// mdx-loader 3.10.2's validateMDXFrontMatter (frontMatter.js): `format: Joi.string().equal('md', 'mdx', 'detect')`.
describe('an mdx.format Docusaurus refuses', () => {
  it('is an error naming the line of `format:` (or of `mdx:`), the value and the allowed ones', () => {
    const text = '---\ntitle: A\nmdx:\n  format: markdown\n---\n# A\n';
    expect(mdxFormatError({ title: 'A', mdx: { format: 'markdown' } }, () => text, {})).toEqual({ line: 4, message: 'front matter `mdx.format` is "markdown": use md, mdx or detect (Docusaurus refuses any other value).' });
    expect(mdxFormatError({ mdx: { format: 1 } }, () => '---\nmdx: { format: 1 }\n---\n', {})?.line).toBe(2);
    for (const format of ['md', 'mdx', 'detect']) expect(mdxFormatError({ mdx: { format } }, () => text, {})).toBeUndefined();
    expect(mdxFormatError({ format: 'markdown' }, () => text, {})).toBeUndefined();
    expect(mdxFormatError({ mdx: { format: 'markdown' } }, () => text, { mdx1: true })).toBeUndefined();
  });

  it('stops the build, naming the file and line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mdx-format-refused-'));
    try {
      mkdirSync(path.join(dir, 'site/docs'), { recursive: true });
      writeFileSync(path.join(dir, 'site/docusaurus.config.js'), "module.exports = { title: 'F', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
      writeFileSync(path.join(dir, 'site/docs/intro.md'), '---\ntitle: Intro\nmdx:\n  format: MD\n---\n\n# Intro\n');
      const built = await build({ root: ROOT, contentDir: path.join(dir, 'site'), outDir: path.join(dir, 'out') });
      expect(built.diagnostics.map(formatDiagnostic).filter((m) => m.includes('mdx.format'))).toEqual([expect.stringMatching(/intro\.md:4\b.*"MD": use md, mdx or detect/)]);
      expect(built.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
