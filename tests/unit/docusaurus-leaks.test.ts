/**
 * Markdown that Docusaurus renders and that the compatibility corpus (`npm run compat`, whose
 * `../shared/tools/leaks.py` counts pages showing source syntax) found shown as its source or
 * refused: one fixture site (tests/fixtures/docusaurus-leaks), built unchanged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MdxOptions } from '../../build/markdown/index.ts';
import { cliBuild } from '../helpers/fixture.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const { out, printed } = cliBuild('docusaurus-leaks', 120_000);
const page = (route: string) => readFileSync(path.join(out, `${route}.html`), 'utf8');

describe('images', () => {
  it('named from the site folder (`@site/...`) are published, in a partial and in the page that imports it', () => {
    expect(printed.stderr).not.toContain('not found');
    const html = page('docs/quickstart');
    const images = [...html.matchAll(/<img src="(\/assets\/images\/dashboard-[0-9a-f]{8}\.png)"[^>]* alt="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(images.map(([, alt]) => alt)).toEqual(['The dashboard', 'The dashboard, again']);
    expect(readFileSync(path.join(out, images[0][0]))).toEqual(readFileSync(path.join(import.meta.dirname, '../fixtures/docusaurus-leaks/src/components/Shared/_static/dashboard.png')));
  });
});

describe('heading ids', () => {
  it('written with escaped braces (\\{#id\\}, as MDX pages write them) are the heading ids, out of the text, and links to them are not broken', () => {
    const html = page('docs/escaped-ids');
    expect(html).toMatch(/<h4 id="forbidden"><a href="#forbidden"><code>FORBIDDEN<\/code><\/a><a href="#forbidden" class="hash-link"/);
    expect(html).toMatch(/<h4 id="invalid">Invalid input<a href="#invalid" class="hash-link"/);
    expect(html).not.toContain('{#');
    expect(printed.stderr).not.toContain('escaped-ids');
  });
});

describe('containers', () => {
  it('take a title that holds a link', () => {
    const html = page('docs/admonitions');
    expect(html).toMatch(/<p class="admonition__title"><span class="admonition__icon"><svg[^]*?<\/svg><\/span>Important: <a href="https:\/\/example\.com\/advisories\/cve-2025-0001"[^>]*>CVE-2025-0001<\/a><\/p><div class="admonition__body"><p>Upgrade before you deploy\.<\/p>/);
    expect(html).not.toContain(':::warning');
  });

  it("end a list item's paragraph at an opener at the margin, as Docusaurus's parsers do, and stay in an item when indented as its text", () => {
    const html = page('docs/list-admonition');
    const body = html.slice(html.indexOf('<h1'), html.indexOf('</article>'));
    expect(body).toMatch(/<li><strong>Take it back<\/strong><\/li>\n<\/ol>\n<div class="admonition admonition--warning[^"]*">/);
    expect(body).toMatch(/<div class="admonition__body"><p>Only with a payment app\.<\/p>\n<p>Then <a href="\/docs\/component">refund it<\/a>\.<\/p>\n<\/div><\/div>\n<ul>\n<li>Case: a return and a refund<\/li>/);
    expect(body).toMatch(/<li><p><strong>Inside the item<\/strong><\/p>\n<div class="admonition admonition--note[^]*?Indented as the item&#39;s text, so it stays in the item\.[^]*?<\/div><\/div>\n<\/li>/);
    // Its body keeps its paragraph, as a container directive's does in Docusaurus (kargo's managing-secrets page lost it).
    expect(body).toContain('<div class="admonition__body"><p>Indented as the item&#39;s text, so it stays in the item.</p>');
    expect(body).not.toContain(':::');
    expect(printed.stderr).not.toContain('list-admonition');
  });

  it("end a table's rows at an opener, as micromark does: the admonition follows the table (kargo's expression reference)", () => {
    const body = page('docs/table-admonition').slice(0, page('docs/table-admonition').indexOf('</article>'));
    expect(body).toMatch(/<td>The full version string\.<\/td>\n<\/tr><\/tbody><\/table><\/div>\n<div class="admonition admonition--info[^"]*"><p class="admonition__title"><span class="admonition__icon">[^]*?<\/span>Parsing<\/p><div class="admonition__body"><p>Versions are read as/);
    expect(body).toMatch(/<th>Type<\/th>\n<\/tr><\/thead>(<tbody><\/tbody>)?<\/table><\/div>\n<div class="admonition admonition--note[^"]*">[^]*?<p>A table with no rows\.<\/p>/);
    expect(body).not.toContain(':::');
    expect(printed.stderr).not.toContain('table-admonition');
  });

  it('close at a marker line indented under a list item in an MDX page, which has no indented code, as Docusaurus 3 reads it', async () => {
    const html = page('docs/indented-closer');
    const body = html.slice(html.indexOf('</header>'), html.indexOf('</article>'));
    expect(body).toMatch(/<div class="admonition admonition--warning[^"]*">[^]*?<li>Stop the workers; the closing line below is indented as this item&#39;s text\.<\/li>\n<\/ol>\n<\/div><\/div>\n<h2 id="after-the-warning">/);
    expect(body).not.toContain(':::');
    expect(printed.stderr).not.toContain('indented-closer');
    // CommonMark (`.md` read as `md`) has indented code: there the line is the item's text, and the container runs on.
    const source = readFileSync(path.join(import.meta.dirname, '../fixtures/docusaurus-leaks/docs/indented-closer.mdx'), 'utf8');
    const commonMark = await rendered(source.slice(source.indexOf(':::warning')));
    expect(commonMark.html).toMatch(/<li>Stop the workers; the closing line below is indented as this item&#39;s text\.\n :::<\/li>/);
    expect(commonMark.warnings).toEqual(['1: ":::warning" is never closed, so it runs to the end of the page. Add a line ":::" where it should end.']);
  });

  it('of a name no plugin handles show their content without the markers, and say so, as Docusaurus 3 does', () => {
    const html = page('docs/admonitions');
    expect(html).toContain('<div><p>Hydration happens once the runtime starts.</p>\n</div>');
    expect(html).not.toMatch(/:::(cautions)?</);
    expect(printed.stderr).toContain('docs/admonitions.mdx:15: warning: ":::cautions" is not an admonition');
    const twin = readFileSync(path.join(out, 'docs/admonitions.md'), 'utf8');
    expect(twin).toContain('Hydration happens once the runtime starts.');
    expect(twin).not.toContain(':::');
  });

  /** A page's HTML, and the warnings it gave ("line: message"): read as CommonMark without `mdx`. */
  const rendered = (markdown: string, mdx?: MdxOptions) => renderSiteDoc(markdown, path.join(import.meta.dirname, 'page.md'), import.meta.dirname, mdx);
  /** A Docusaurus 2 page's HTML, and the warnings it gave. */
  const docusaurus2 = (markdown: string) => rendered(markdown, { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true, mdx1: true });
  const titleOf = (html: string) => /<p class="admonition__title"><span class="admonition__icon"><svg[^]*?<\/svg><\/span>(.*?)<\/p>/.exec(html)?.[1];

  it('of another name stay text on a Docusaurus 2 page, whose admonitions plugin reads only its keywords', async () => {
    const { html, warnings } = await docusaurus2(':::details\n\nHydration.\n\n:::\n');
    expect(html).toBe('<p>:::details</p>\n<p>Hydration.</p>\n<p>:::</p>\n');
    expect(warnings).toEqual([]);
  });

  it('on a Docusaurus 2 page take the rest of the line after the keyword as the title, whatever it is (`:::info::`)', async () => {
    const info = await docusaurus2(':::info::\n\nWorks with the Redis adapter.\n\n:::\n');
    expect(info.html).toMatch(/^<div class="[^"]*admonition-info[^"]*">/);
    expect(titleOf(info.html)).toBe('::');
    expect(info.html).toContain('<div class="admonition__body"><p>Works with the Redis adapter.</p>\n</div></div>');
    expect(titleOf((await docusaurus2(':::cautions\n\nHot.\n\n:::\n')).html)).toBe('s');
    expect(titleOf((await docusaurus2(':::tip[Title]\n\nHot.\n\n:::\n')).html)).toBe('[Title]');
    expect(titleOf((await docusaurus2(':::tip  Read this\n\nHot.\n\n:::\n')).html)).toBe('Read this');
  });
});

describe('titles', () => {
  it("keep the markup of the page's own `#` heading, as Docusaurus's h1 does", () => {
    const html = page('docs/component');
    expect(html).toContain('<header><h1><code>&lt;StatusCard /&gt;</code></h1></header>');
    expect(html).toContain('<title>&lt;StatusCard /&gt; | Leak classes</title>');
  });
});
