/**
 * A `<key_name>` placeholder in the prose of a Docusaurus 2 page (evmos's validator guide: "The
 * <key_name> specifies which validator you are editing."): remark-parse 8, MDX 1's parser, reads a
 * tag only with a CommonMark tag name (letters, digits, hyphens), so there it is text, shown as
 * written; MDX 3 reads an element left open and stops. Written for this test.
 */
import { describe, expect, it } from 'vitest';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const site = { baseUrl: '/', siteConfig: {} };
const text = 'Edit your validator.\n\nThe <key_name> specifies which validator you are editing, with --from <key_name>.\n\nThe <moniker.name> is shown.\n';

describe('a placeholder in angle brackets on a Docusaurus 2 page', () => {
  it('is text, as MDX 1 read it, with one warning', async () => {
    const { html, warnings } = await renderSiteDoc(text, '/site/docs/page.md', '/site/docs', { site, isMdx: () => true, mdx1: true });
    expect(html).toContain('<p>The &lt;key_name&gt; specifies which validator you are editing, with --from &lt;key_name&gt;.</p>');
    expect(html).toContain('<p>The &lt;moniker.name&gt; is shown.</p>');
    expect(warnings).toEqual([expect.stringMatching(/^3: read as MDX 1 \(Docusaurus 2\) reads it: <key_name>, which no tag can be named/)]);
  });

  // re-js-course's DOM lesson: "за вычетом всех **<тегов>**", on a page that imports a component (so MDX reads it).
  it('is text when its name is in another script (<тегов>, <名前>), as remark-mdx 1 reads tag names in ASCII only', async () => {
    const written = "import Note from '@site/src/Note';\n\nAll text but the **<тегов>**, and <名前> too.\n";
    const { html, warnings } = await renderSiteDoc(written, '/site/docs/page.md', '/site/docs', { site, isMdx: () => true, mdx1: true });
    expect(html).toContain('<p>All text but the <strong>&lt;тегов&gt;</strong>, and &lt;名前&gt; too.</p>');
    expect(warnings.filter((w) => !w.includes('cannot be resolved'))).toEqual([expect.stringMatching(/^3: read as MDX 1 \(Docusaurus 2\) reads it: <тегов>, which no tag can be named/)]);
  });

  // uniffle's intro: "4. update <RSS_HOME>/conf/dynamic_client.conf". remark-mdx 1's tag.js takes a name of letters,
  // digits, dots and hyphens in either case, so an underscore makes it text whatever the case of its first letter.
  it('is text when its name is in capitals with an underscore (<RSS_HOME>), as remark-mdx 1 read it', async () => {
    const written = '1. update <RSS_HOME>/conf/dynamic_client.conf, then restart.\n2. Keep <RSS_HOME>/logs.\n';
    const { html, warnings } = await renderSiteDoc(written, '/site/docs/page.md', '/site/docs', { site, isMdx: () => true, mdx1: true });
    expect(html).toContain('<li>update &lt;RSS_HOME&gt;/conf/dynamic_client.conf, then restart.</li>');
    expect(html).toContain('<li>Keep &lt;RSS_HOME&gt;/logs.</li>');
    expect(warnings).toEqual([expect.stringMatching(/^1: read as MDX 1 \(Docusaurus 2\) reads it: <RSS_HOME>, which no tag can be named/)]);
  });

  // A lowercase tag name is an HTML tag MDX 1 took left open (the first repair of mdx1.ts); a mixed-case one is a component's.
  it('leaves a component name (<keyName>, <key-Name>) to MDX, which refuses it left open, as MDX 1 did', async () => {
    for (const name of ['keyName', 'key-Name']) {
      const written = `The <${name}> specifies which validator you are editing.\n`;
      const { warnings } = await renderSiteDoc(written, '/site/docs/page.md', '/site/docs', { site, isMdx: () => true, mdx1: true });
      expect(warnings).toEqual([expect.stringContaining(`closing tag for \`<${name}>\``)]);
    }
  });
});
