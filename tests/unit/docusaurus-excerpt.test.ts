/**
 * A Docusaurus site's pages without a front matter `description` are described as Docusaurus
 * describes them (`createExcerpt`): by the first line of text left after its cleaning, not by
 * the first paragraph (bitwarden's ADR index showed `<<Entity>>Service` from a later paragraph).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docusaurusExcerpt } from '../../build/markdown/docusaurus-excerpt.ts';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';
import { type MarkdownSiteContext } from '../../build/markdown-jobs.ts';
import { cliBuild } from '../helpers/fixture.ts';

const { out } = cliBuild('docusaurus-excerpt', 120_000);
const docusaurus2 = cliBuild('docusaurus2-excerpt', 120_000);
const description = (route: string, site = out) => /<meta name="description" content="([^"]*)"/.exec(readFileSync(path.join(site, route, 'index.html'), 'utf8'))?.[1];

describe('descriptions on a Docusaurus site', () => {
  it('take only the first line of a wrapped paragraph, with tags gone from inline code', () => {
    expect(description('docs/wrapped')).toBe('An Expression is the first line of a paragraph');
  });

  it('take the first line of text inside an admonition, cleaned as Docusaurus cleans it', () => {
    expect(description('docs/admonition')).toBe('This decision first used the &gt;Service pattern.');
  });

  it('skip imports and code fences, and keep the text of links and emphasis', () => {
    expect(description('docs/code-first')).toBe('Text after the code, with a link and emphasis.');
  });

  it('are none where Docusaurus finds no line of text: no meta description, no og: or twitter: one, not the tagline', () => {
    for (const route of ['docs/code-only', 'code-only']) {
      const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
      expect([route, html.match(/<meta (?:name|property)="(?:og:|twitter:)?description"[^>]*>/g)]).toEqual([route, null]);
      expect(html).not.toContain('The fixture tagline');
    }
  });

  it("follow the createExcerpt of the site's Docusaurus: 2.4 drops a heading's text from its first #", () => {
    expect([description('docs/heading-first'), description('docs/heading-first', docusaurus2.out)]).toEqual(['C# and F#', 'C and F#']);
  });

  it('leave a front matter description as written', () => {
    expect(description('docs/described')).toBe('Its own description.');
  });
});

describe('docusaurusExcerpt', () => {
  it('reads a ```` fence whole, the ``` inside it being text', () => {
    expect(docusaurusExcerpt('````md\n```js\nx\n```\n````\n\nAfter.')).toBe('After.');
  });

  it('skips a Setext title, headings marks, emoji names and a heading id', () => {
    expect(docusaurusExcerpt('Title\n=====\n\n## Setup {#setup} :rocket:')).toBe('Setup');
  });

  it("takes a heading's text as Docusaurus 3.10 does, or as 2.4 did (the values each one's createExcerpt gives)", () => {
    expect(['## C# and F#', '## Title ##', '### A #hash tag'].map((line) => [docusaurusExcerpt(line), docusaurusExcerpt(line, 2)])).toEqual([
      ['C# and F#', 'C and F#'],
      ['Title ##', 'Title'],
      ['A #hash tag', 'A hash tag'],
    ]);
  });

  it('gives nothing for a page of only a title and code', () => {
    expect(docusaurusExcerpt('# Title\n\n```\ncode\n```\n')).toBeUndefined();
  });
});

describe("the render context's descriptions flag", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'excerpt-flag-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const described = async (flags: Partial<MarkdownSiteContext>) => {
    const context: MarkdownSiteContext = { routeByFile: new Map(), staticDirs: [root], contentDirs: [root], docsDirs: [], siteDir: root, onBrokenMarkdownLinks: 'ignore', mermaid: false, ...flags };
    const job = { path: path.join(root, 'page.md'), display: 'page.md', body: 'The first line\nand the second.\n', bodyLine: 1, permalink: '/page', url: 'https://example.com/page', site: { baseUrl: '/' } };
    const [output] = await renderMarkdownJobs([job], context);
    return output.md.firstParagraph;
  };

  it('alone decides that a page is described by its first line', async () => {
    expect(await described({ descriptions: 'docusaurus-3' })).toBe('The first line');
  });

  it('is not implied by the site components drawing .md', async () => {
    expect(await described({ siteComponents: true })).toBe('The first line and the second.');
  });
});
