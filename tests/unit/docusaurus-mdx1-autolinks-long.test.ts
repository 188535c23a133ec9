/**
 * MDX 1 (Docusaurus 2) read `<https://…>` as a link where MDX 3 stops. Each such repair parses the
 * page again, within a budget of characters parsed: a long reference page with a dozen autolinks
 * (tauri's 108 KB config reference, 13) spent it one autolink at a time and stopped with MDX 3's
 * error, which Docusaurus 2 never gave. All autolinks are now read in one parse more
 * (tests/fixtures/mdx1-autolinks-long, made as long as tauri's page).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const file = path.join(FIXTURES, 'mdx1-autolinks-long/page.md');
const page = readFileSync(file, 'utf8');
const prose = `${'The option is read when the app starts and cannot change while it runs. '.repeat(20)}\n\n`;
const long = page + prose.repeat(Math.ceil(110_000 / prose.length));
const mdx1 = { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true, mdx1: true };
const links = (html: string) => [...html.matchAll(/<a href="(https:\/\/guide\.example\.com\/[a-z]+)"/g)].map((m) => m[1]);

describe('autolinks on a long Docusaurus 2 page', () => {
  it('are all links, with one warning naming them, however long the page', async () => {
    expect(long.length).toBeGreaterThan(108_000);
    const { html, warnings } = await renderSiteDoc(long, file, path.dirname(file), mdx1);
    expect(warnings.filter((w) => w.includes('MDX syntax error'))).toEqual([]);
    expect(links(html)).toHaveLength(12);
    expect(html).toContain('<code>&lt;https://code.example.com&gt;</code>');
    expect(warnings).toEqual([expect.stringMatching(/^9: read as MDX 1 \(Docusaurus 2\) reads it: an autolink <https:\/\/guide\.example\.com\/window> \(and 11 more, at lines 10, 11, 12, 13, 14, 15, 16, 17, …\)/)]);
  });

  it('are read the same on a short page', async () => {
    const { html, warnings } = await renderSiteDoc(page, file, path.dirname(file), mdx1);
    expect(links(html)).toHaveLength(12);
    expect(warnings).toHaveLength(1);
  });
});
