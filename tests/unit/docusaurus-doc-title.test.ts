/**
 * A Docusaurus doc without a front matter title is titled by its `#` heading only where the heading
 * opens the text (after any import blocks; a setext `===` heading too), else by its id: front
 * matter `id`, or the file name without its number prefix (@docusaurus/plugin-content-docs 2.4.1
 * and 3.10.1 docs.js `frontMatter.title ?? contentTitle ?? baseID`; @docusaurus/utils
 * parseMarkdownContentTitle). That title is the sidebar label, the last breadcrumb and `<title>`;
 * the page's h1 stays the heading, where it stands (tests/fixtures/docusaurus-doc-title).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { opensWithTitle } from '../../build/content/doc-title.ts';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-doc-title');
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const shown = (route: string) => {
  const html = page(route);
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    crumb: /breadcrumbs__link" aria-current="page">([^<]*)</.exec(html)?.[1],
    label: /menu__link menu__link--active" aria-current="page">([^<]*)</.exec(html)?.[1],
    h1: [...html.matchAll(/<h1[^>]*>([^<]*)/g)].map((m) => m[1]),
  };
};

describe("a Docusaurus doc's title without front matter title", () => {
  it('is its # heading where the heading opens the text (after imports; setext too)', () => {
    expect(shown('')).toEqual({ title: 'Intro heading | Doc titles', crumb: 'Intro heading', label: 'Intro heading', h1: ['Intro heading'] });
    expect(shown('guide/imported')).toEqual({ title: 'Imported title | Doc titles', crumb: 'Imported title', label: 'Imported title', h1: ['Imported title'] });
    expect(shown('guide/setext')).toEqual({ title: 'Setext title | Doc titles', crumb: 'Setext title', label: 'Setext title', h1: ['Setext title'] });
  });

  it('is its id where text, a comment or an admonition comes before the heading, which stays the one h1', () => {
    expect(shown('after-text')).toEqual({ title: 'after-text | Doc titles', crumb: 'after-text', label: 'after-text', h1: ['Late heading'] });
    expect(shown('guide/commented')).toEqual({ title: 'commented | Doc titles', crumb: 'commented', label: 'commented', h1: ['Commented heading'] });
    expect(shown('guide/custom-id')).toEqual({ title: 'custom-id | Doc titles', crumb: 'custom-id', label: 'custom-id', h1: ['Heading after a note'] });
  });
});

describe('whether a text opens with its title, as parseMarkdownContentTitle finds it', () => {
  it('takes leading blank lines and import blocks, not text, comments or headings of other levels', () => {
    expect(opensWithTitle('\n\n# T\n')).toBe(true);
    expect(opensWithTitle("import A from 'a';\nimport B from 'b';\n\n# T")).toBe(true);
    expect(opensWithTitle('T\n===\n')).toBe(true);
    expect(opensWithTitle('Text.\n\n# T')).toBe(false);
    expect(opensWithTitle('<!-- c -->\n# T')).toBe(false);
    expect(opensWithTitle('## T\n\n# U')).toBe(false);
    expect(opensWithTitle('#T')).toBe(false);
  });
});
