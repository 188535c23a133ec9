/**
 * Attributes in braces after an admonition's name (`:::tip{title="Plain objects"}`), as farm's
 * docs write them: remark-directive reads them as the directive's attributes, and Docusaurus 3's
 * admonitions plugin (mdx-loader 3.4 to 3.10, `directive.attributes?.title ?? label`) takes their
 * `title` as the admonition's title, before the label. Text after the braces makes the line no
 * directive (tests/fixtures/admonition-attributes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'admonition-attributes');
const mdx3: MdxOptions = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true };
const text = (html: string) => html.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/\s+/g, ' ');

describe('an admonition with attributes in braces', () => {
  for (const name of ['titled.md', 'titled-mdx.mdx']) {
    const file = path.join(dir, name);
    it(`is an admonition titled by its title attribute (${name})`, async () => {
      const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, dir, mdx3);
      const shown = text(html);
      expect(shown).toMatch(/admonition--tip[^>]*><p class="admonition__title"><span class="admonition__icon"><\/span>Plain objects<\/p><div class="admonition__body"><p>A plugin is a plain object\.<\/p>/);
      expect(shown).toMatch(/admonition--note[^>]*><p class="admonition__title"><span class="admonition__icon"><\/span>From the attribute<\/p><div class="admonition__body"><p>The attribute/);
      expect(shown).toMatch(/admonition--warning[^>]*><p class="admonition__title"><span class="admonition__icon"><\/span>Warning<\/p><div class="admonition__body"><p>No title attribute/);
      expect(shown).not.toMatch(/:::(tip|note|warning)\{/);
    });
  }

  it('is text when words follow the braces', async () => {
    const file = path.join(dir, 'titled.md');
    const { html } = await renderSiteDoc(readFileSync(file, 'utf8'), file, dir, mdx3);
    expect(text(html)).toContain('trailing words');
    expect(text(html)).not.toContain('admonition--info');
  });
});
