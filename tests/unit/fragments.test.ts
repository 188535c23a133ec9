/**
 * Golden fragments, one per Markdown feature (VitePress style): each tests/fixtures/fragments/*.md
 * (or .mdx, which goes through the MDX line pass first) renders to the HTML in the .html file of
 * the same name, its warnings appended as comments. After a deliberate change in output, review
 * and rewrite the files with `UPDATE_GOLDEN=1 npx vitest run tests/unit/fragments.test.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createImageRegistry } from '../../build/markdown/images.ts';
import { renderMarkdown } from '../../build/markdown/index.ts';
import { stripMdx } from '../../build/markdown/mdx.ts';
import { FIXTURES } from '../helpers/fixture.ts';

const dir = path.join(FIXTURES, 'fragments');
const sources = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));

async function renderFragment(file: string): Promise<string> {
  const warnings: string[] = [];
  const warn = (line: number, message: string) => warnings.push(`<!-- warning at line ${line}: ${message} -->`);
  const text = readFileSync(file, 'utf8');
  const body = file.endsWith('.mdx') ? stripMdx(text, 1, warn) : text;
  const { html } = await renderMarkdown(body, {
    sourcePath: file,
    contentDir: dir,
    route: '/docs/fragment',
    pageUrl: 'https://example.com/docs/fragment',
    routeOfFile: () => undefined,
    staticDirs: [dir],
    brokenMarkdownLink: warn,
    images: createImageRegistry(),
    bodyLine: 1,
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
