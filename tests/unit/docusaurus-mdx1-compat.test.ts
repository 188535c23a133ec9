/**
 * Docusaurus 3's `markdown.mdx1Compat.admonitions` and `.headingIds` (calico and kuizuo-blog turn
 * them off through `future.v4.mdx1CompatDisabledByDefault`). On, mdx-loader's preprocessor reads
 * `:::note Title` as `:::note[Title]` and escapes `{#id}` in headings; off, remark-directive reads
 * no directive in `:::note Title`, whose lines are text, and MDX reads `{#id}` as an expression and
 * refuses it. What is shown is what Docusaurus 3.10.2 built of tests/fixtures/mdx1-compat-off (a
 * scratch site with both switches off; the `{#id}` heading alone in a second one, whose build failed).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowestVersion } from '../../build/docusaurus/docusaurus-major.ts';
import { markdownOptions } from '../../build/docusaurus/markdown-options.ts';
import { cliBuild, FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'mdx1-compat-off');
const mdx = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const { out } = cliBuild('mdx1-compat-off', 120_000);
const render = (name: string, on: boolean, asMdx = true) => {
  const file = path.join(dir, name);
  return renderSiteDoc(readFileSync(file, 'utf8'), file, dir, asMdx ? mdx : undefined, { mdx1Compat: { admonitionTitles: on, headingIds: on } });
};
const text = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/\s+/g, ' ');

const options = (config: Record<string, unknown>, range = '3.10.2') => {
  const markdown = markdownOptions(config, lowestVersion(range), [])!;
  return [markdown.admonitionTitles, markdown.headingIds];
};

describe('markdown.mdx1Compat.admonitions and .headingIds, as @docusaurus/core 3.10 resolves them', () => {
  it('are on by default, and as the config writes each', () => {
    expect(options({})).toEqual([true, true]);
    expect(options({ markdown: { mdx1Compat: { admonitions: false } } })).toEqual([false, true]);
    expect(options({ markdown: { mdx1Compat: { headingIds: false } } })).toEqual([true, false]);
  });

  it('are off under future.v4 (3.10) or its mdx1CompatDisabledByDefault, unless written on', () => {
    expect(options({ future: { v4: true } })).toEqual([false, false]);
    expect(options({ future: { v4: { mdx1CompatDisabledByDefault: true } }, markdown: { mdx1Compat: { headingIds: true } } })).toEqual([false, true]);
    expect(options({ future: { v4: true } }, '^3.9.2')).toEqual([true, true]);
  });

  it('are on for a Docusaurus 2 site, which has no such switch', () => {
    expect(options({ future: { v4: true }, markdown: { mdx1Compat: { admonitions: false, headingIds: false } } }, '^2.4.3')).toEqual([true, true]);
  });
});

describe('`:::note Title` with mdx1Compat.admonitions off', () => {
  for (const [reading, asMdx] of [['MDX', true], ['CommonMark', false]] as const) {
    it(`is text, its closing line too, while \`:::tip[Title]\` and \`:::warning\` stay admonitions (read as ${reading})`, async () => {
      const { html, warnings } = await render('docs/admonitions.mdx', false, asMdx);
      expect(warnings).toEqual([]);
      expect(text(html)).toContain('<p>:::note Legacy title</p> <p>Inside the legacy one.</p> <p>:::</p>');
      expect(text(html)).toMatch(/Label title<\/p><div class="admonition__body"><p>Inside the labelled one\.<\/p>/);
      expect(text(html)).toMatch(/warning<\/p><div class="admonition__body"><p>No title\.<\/p>/i);
    });
  }

  it('opens nothing inside another container, so the first `:::` after it closes that one', async () => {
    const { html } = await render('docs/admonitions.mdx', false);
    expect(text(html)).toMatch(/Outer<\/p><div class="admonition__body"><p>:::note Inner<\/p> <p>Inside both\.<\/p> <\/div><\/div> <p>After the outer one\.<\/p> <p>:::<\/p>/);
  });

  it('is text on a site whose config turns the switch off', () => {
    expect(text(readFileSync(path.join(out, 'docs/admonitions/index.html'), 'utf8'))).toContain('<p>:::note Legacy title</p>');
  });

  it('is an admonition with its title with the switch on', async () => {
    const { html } = await render('docs/admonitions.mdx', true);
    expect(text(html)).toMatch(/Legacy title<\/p><div class="admonition__body"><p>Inside the legacy one\.<\/p>/);
    expect(html).not.toContain(':::');
  });
});

describe('a container whose name ends its line but for blanks (`:::info `, pan.dev\'s API pages)', () => {
  // What Docusaurus 3.10.2 built of docs/blank-after-name.mdx (as .mdx and as .md) under future.v4: each marker opens its container; the name has no title.
  const admonition = (kind: string, title: string, body: string) => `<div class="admonition admonition--${kind} [^"]*"><p class="admonition__title"><span class="admonition__icon"></span>${title}</p><div class="admonition__body">${body}`;
  for (const on of [false, true]) {
    for (const [reading, asMdx] of [['MDX', true], ['CommonMark', false]] as const) {
      it(`opens an admonition with its default title, or a directive no plugin handles (read as ${reading}, mdx1Compat.admonitions ${on ? 'on' : 'off'})`, async () => {
        const { html, warnings } = await render('docs/blank-after-name.mdx', on, asMdx);
        const shown = text(html);
        expect(shown).not.toContain(':::');
        expect(shown).toMatch(new RegExp(`^<p>An endpoint described above\\.</p> ${admonition('info', 'Info', '<p> ?Use the newer endpoint in place of this one\\.</p>')}`));
        expect(shown).toMatch(new RegExp(admonition('tip', 'Tip', '<p>A tab ends the line\\.</p>')));
        expect(shown).toMatch(new RegExp(`${admonition('caution', 'Outer', admonition('note', 'Note', '<p>Inside both\\.</p> </div></div> <p>Still in the outer one\\.</p>'))}`));
        expect(shown).toContain('<div><p>Inside a directive no plugin handles.</p> </div> <p>After them.</p>');
        expect(warnings).toEqual([expect.stringMatching(/^26: ":::details" is not an admonition/)]);
      });
    }
  }
});

describe('`{#id}` ending an MDX heading with mdx1Compat.headingIds off', () => {
  it('is an error at its line that says what to write instead', async () => {
    const { warnings } = await render('heading-ids.mdx', false);
    expect(warnings).toEqual([expect.stringMatching(/^5: MDX syntax error: .*Write it as \\\{#id\}, or set `markdown\.mdx1Compat\.headingIds: true`\.$/)]);
  });

  it('is the id with the switch on, and the escaped form is the id either way', async () => {
    expect((await render('heading-ids.mdx', true)).headings.map((h) => h.id)).toEqual(['custom-id', 'escaped-id']);
    const escaped = '## Escaped \\{#escaped-id\\}\n';
    const { headings, warnings } = await renderSiteDoc(escaped, path.join(dir, 'escaped.mdx'), dir, mdx, { mdx1Compat: { headingIds: false } });
    expect([headings.map((h) => h.id), warnings]).toEqual([['escaped-id'], []]);
  });

  it('is the id in CommonMark, where braces are text', async () => {
    expect((await render('heading-ids.mdx', false, false)).headings.map((h) => h.id)).toEqual(['custom-id', 'escaped-id']);
  });
});
