/**
 * Emphasis on a Docusaurus 2 page is read as its parser, remark-parse 8, reads it, not as
 * CommonMark: markers with spaces inside (`* … *`, `** … **`, `_ … _`) and with no flanking rules
 * at all (`2 * 3 and 4 * 5`, `{/* … *\/}` in prose). The expected HTML is what Docusaurus 2.4.1
 * (MDX 1.6.22, remark-parse 8.0.3) built from tests/fixtures/mdx1-emphasis/page.md; Docusaurus 3 and
 * plain Markdown keep CommonMark's reading of the same file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { emphasisLength, strongLength } from '../../build/markdown/mdx1-emphasis.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const source = readFileSync(path.join(FIXTURES, 'mdx1-emphasis/page.md'), 'utf8');
const site = { baseUrl: '/', siteConfig: {} };

async function paragraphs(mdx?: MdxOptions): Promise<{ paragraphs: string[]; warnings: string[] }> {
  const { html, warnings } = await renderSiteDoc(source, path.join(FIXTURES, 'mdx1-emphasis/page.md'), path.join(FIXTURES, 'mdx1-emphasis'), mdx);
  return { paragraphs: [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1].replace(/ target="_blank" rel="noopener noreferrer"/g, '')), warnings };
}

describe('emphasis on a Docusaurus 2 page', () => {
  it('is read as remark-parse 8 reads it, as Docusaurus 2 showed the fixture', async () => {
    const { paragraphs: shown, warnings } = await paragraphs({ site, isMdx: () => true, mdx1: true });
    expect(shown).toEqual([
      'Restart the node. <em> Only once the queue is empty. </em>',
      '<strong> Note: </strong> the broker keeps its offsets.',
      'Pick <em> one </em> of the modes.',
      'Set the key<em>name</em> field, not snake_case_names.',
      'Call <code>__init__</code> or <strong>init</strong> and the parser&#39;s <em>doubled**marker</em> text.',
      'Scale by 2 <em> 3 and then by 4 </em> 5.',
      'A lone x * y stays as it is.',
      'Say {/<em> Link should be updated when the page moves </em>/} later.',
      'A <code>code * span</code> before <em>emphasis</em> stays code.',
      'A <em>run [of a</em>link](<a href="https://example.com/">https://example.com/</a>) ends* inside it.',
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^17: read as MDX 1 \(Docusaurus 2\) reads it: \{\/\* Link should be updated when the page …\} in text/)]);
  });

  it('stays CommonMark on a Docusaurus 3 page and in plain Markdown', async () => {
    const docusaurus3 = (await paragraphs({ site, isMdx: () => true })).paragraphs;
    const plain = (await paragraphs()).paragraphs;
    for (const shown of [docusaurus3, plain]) {
      expect(shown[0]).toBe('Restart the node. * Only once the queue is empty. *');
      expect(shown[1]).toBe('** Note: ** the broker keeps its offsets.');
      expect(shown[3]).toBe('Set the key_name_ field, not snake_case_names.');
      expect(shown[5]).toBe('Scale by 2 * 3 and then by 4 * 5.');
    }
    // MDX 3 reads `{/* … */}` as a comment; CommonMark shows it as written.
    expect(docusaurus3[7]).toBe('Say  later.');
    expect(plain[7]).toBe('Say {/* Link should be updated when the page moves */} later.');
  });
});

describe("remark-parse 8's emphasis and strong", () => {
  it('close at the first closing marker, whatever is around it', () => {
    expect(emphasisLength('* b * c')).toBe(5);
    expect(emphasisLength('*a **b** c* d')).toBe(11);
    expect(strongLength('** b ** c')).toBe(7);
    // A closing pair before a third marker is not one: `**a***` closes at its last two.
    expect(strongLength('**a***')).toBe(6);
  });

  it('refuse empty content, a run of markers at the close, and an `_` closing before a word character', () => {
    expect(emphasisLength('* * x')).toBeUndefined();
    expect(strongLength('**  ** x')).toBeUndefined();
    expect(emphasisLength('*foo*** x')).toBeUndefined();
    expect(emphasisLength('_case_name')).toBeUndefined();
    expect(emphasisLength('_case_name_ x')).toBe(11);
  });

  it('skip a character after a backslash', () => {
    expect(emphasisLength('*a \\* b*')).toBe(8);
    expect(strongLength('**a \\** b**')).toBe(11);
  });
});
