/**
 * Golden fragments, one per Markdown feature (VitePress style): each tests/fixtures/fragments/*.md
 * (or .mdx, read as MDX) renders to the HTML in the .html file of
 * the same name, its warnings appended as comments. After a deliberate change in output, review
 * and rewrite the files with `UPDATE_GOLDEN=1 npx vitest run tests/unit/fragments.test.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createImageRegistry } from '../../build/markdown/images.ts';
import { renderMarkdown } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';

const dir = path.join(FIXTURES, 'fragments');
const sources = readdirSync(dir).filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'));

async function renderFragment(file: string, asMdx = file.endsWith('.mdx')): Promise<string> {
  const warnings: string[] = [];
  const warn = (line: number, message: string) => warnings.push(`<!-- warning at line ${line}: ${message} -->`);
  const { html } = await renderMarkdown(readFileSync(file, 'utf8'), {
    sourcePath: file,
    contentDir: dir,
    route: '/docs/fragment',
    pageUrl: 'https://example.com/docs/fragment',
    routeOfFile: () => undefined,
    site: { baseUrl: '/' },
    staticDirs: [dir],
    brokenMarkdownLink: warn,
    images: createImageRegistry(),
    bodyLine: 1,
    mdx: asMdx ? { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true } : undefined,
    warn,
    error: (line, message) => warnings.push(`<!-- error at line ${line}: ${message} -->`),
  });
  return [html.trimEnd(), ...warnings].join('\n') + '\n';
}

describe('golden fragments', () => {
  for (const name of sources) {
    it(name, async () => {
      const actual = await renderFragment(path.join(dir, name));
      const golden = path.join(dir, name.replace(/\.mdx?$/, '.html'));
      if (process.env.UPDATE_GOLDEN) writeFileSync(golden, actual);
      expect(actual).toBe(readFileSync(golden, 'utf8'));
    });
  }
});

// Plain Markdown read as MDX (Docusaurus's `markdown.format: mdx`) goes through the same marked pipeline, so it must not change.
describe('plain Markdown gives the same HTML read as MDX', () => {
  for (const name of sources.filter((n) => n.endsWith('.md'))) {
    it(name, async () => {
      const file = path.join(dir, name);
      expect(await renderFragment(file, true)).toBe(await renderFragment(file, false));
    });
  }
});
