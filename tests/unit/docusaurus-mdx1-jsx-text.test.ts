/**
 * MDX 1 read a block that starts with a tag, up to the next blank line, as JSX: its text had no
 * Markdown, so a `*` there was a `*`. prysm's status checklist (Docusaurus 2.4) has two tabs in one
 * such block, each with `<code>deposit_data-*.json</code>`: MDX 3 pairs the two `*` into emphasis
 * across the tags between them and stops ("Expected the closing tag `</code>` either after the end
 * of `emphasis`..."). Docusaurus 2.4.3's build of prysm shows both `*` inside their code. Written
 * for this test, after prysm's partial.
 */
import { describe, expect, it } from 'vitest';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';
import { jsxTextMarkers } from '../../build/markdown/mdx/mdx1-jsx-text.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const site = { baseUrl: '/', siteConfig: {} };
const page = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<div className='task'>
    <label htmlFor="st-9">11. Validator status</label>
    <Tabs groupId="network" defaultValue="mainnet" values={[{label: 'Mainnet', value: 'mainnet'}, {label: 'Hoodi', value: 'hoodi'}]}>
        <TabItem value="mainnet">Paste your key (in your <code>deposit_data-*.json</code> file) into <a href='https://beaconcha.in'>an explorer</a>.</TabItem>
        <TabItem value="hoodi">Paste your key (in your <code>deposit_data-*.json</code> file) into <a href='https://hoodi.beaconcha.in/'>an explorer</a>.</TabItem>
    </Tabs>
</div>

Outside the block, *emphasis* is Markdown.
`;

describe('an emphasis marker in the text of a JSX block on a Docusaurus 2 page', () => {
  it('is the character, as MDX 1 showed it, with one warning', async () => {
    const { html, warnings } = await renderSiteDoc(page, '/site/docs/page.mdx', '/site/docs', { site, isMdx: () => true, mdx1: true });
    expect(html.match(/<code>deposit_data-\*\.json<\/code>/g)).toHaveLength(2);
    expect(html).toContain('<em>emphasis</em>');
    expect(warnings).toEqual([expect.stringMatching(/^7: read as MDX 1 \(Docusaurus 2\) reads it: a "\*" or "_" in the text of a JSX block/)]);
  });

  it('stays MDX 3 error on a Docusaurus 3 page', () => {
    expect(parseMdx(page)).toMatchObject({ message: expect.stringMatching(/^MDX syntax error: Expected the closing tag `<\/code>`/) });
  });

  it('is found outside tags, expressions and code spans, and not when escaped', () => {
    const text = "<div title='a*b' data={x * 2}>one * two `c*d` \\* three _ four</div>";
    expect(jsxTextMarkers(text, 5).map((at) => text.slice(at - 4, at + 1))).toEqual(['one *', 'ree _']);
    // A block that starts with text is Markdown to MDX 1 too.
    expect(jsxTextMarkers('text <b>a * b</b>', 8)).toEqual([]);
  });
});
