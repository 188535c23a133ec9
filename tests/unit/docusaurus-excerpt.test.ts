/**
 * A Docusaurus site's pages without a front matter `description` are described as Docusaurus
 * describes them (`createExcerpt`): by the first line of text left after its cleaning, not by
 * the first paragraph (bitwarden's ADR index showed `<<Entity>>Service` from a later paragraph).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusExcerpt } from '../../build/markdown/docusaurus-excerpt.ts';
import { cliBuild } from '../helpers/fixture.ts';

const { out } = cliBuild('docusaurus-excerpt', 120_000);
const description = (route: string) => /<meta name="description" content="([^"]*)"/.exec(readFileSync(path.join(out, route, 'index.html'), 'utf8'))?.[1];

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

  it('gives nothing for a page of only a title and code', () => {
    expect(docusaurusExcerpt('# Title\n\n```\ncode\n```\n')).toBeUndefined();
  });
});
