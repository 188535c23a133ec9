/**
 * A version or locale dropdown's own entries, as Docusaurus lists them: `dropdownItemsBefore`, then
 * the versions or locales, then `dropdownItemsAfter` (an "All versions" link, a divider and a "Help
 * us translate" link: firnas-lang/website, wcpos/docs and 16 more corpus sites have them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { between, pageHtml } from '../helpers/pages.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

/** The dropdown's entries: each link's text and href (an external one with its icon), an HTML entry as it is. */
const entries = (html: string) =>
  [...between(html, '<ul class="navbar__dropdown-menu dropdown__menu">', '</ul>').matchAll(/<li>(?:<a class="[^"]*" href="([^"]*)"[^>]*>([^<]*)(?:<svg[\s\S]*?<\/svg>)?<\/a>|(<hr[^>]*>))<\/li>/g)].map((m) => m[3] ?? `${m[2]} ${m[1]}`);

async function buildWith(fixture: string, item: string, extras: string) {
  site = tempSite(fixture);
  const file = path.join(site.content, 'docusaurus.config.js');
  const config = readFileSync(file, 'utf8');
  site.write('docusaurus.config.js', config.replace(item, `${item.slice(0, -2)}, ${extras} }`));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  return result.diagnostics.map(formatDiagnostic);
}

describe("a dropdown's own entries", () => {
  it('lists the locale dropdown\'s dropdownItemsBefore and dropdownItemsAfter around the locales, an HTML entry as the list item itself', async () => {
    const messages = await buildWith(
      'docusaurus-i18n',
      "{ type: 'localeDropdown', position: 'right' }",
      "dropdownItemsBefore: [{ to: '/docs/intro', label: 'Languages' }], dropdownItemsAfter: [{ type: 'html', value: '<hr class=\"divider\">' }, { href: 'https://translate.example.com', label: 'Help us translate' }]",
    );
    expect(messages).toEqual([]);
    expect(entries(pageHtml(site!.out, '/zh-Hans/docs/guide/configure'))).toEqual([
      'Languages /zh-Hans/docs/intro',
      'English /docs/guide/configure',
      '简体中文 /zh-Hans/docs/guide/configure',
      'العربية /ar/docs/guide/configure',
      '<hr class="divider">',
      'Help us translate https://translate.example.com',
    ]);
    // The mobile drawer lists the links, not the divider.
    expect(pageHtml(site!.out, '/docs/intro')).toContain('>Help us translate</a></li>');
  }, 120_000);

  it("lists the version dropdown's entries around the versions, on a doc page and on any other page", async () => {
    const messages = await buildWith('docusaurus-versions', "{ type: 'docsVersionDropdown', position: 'right' }", "dropdownItemsAfter: [{ href: 'https://versioned.example.com/versions', label: 'All versions' }]");
    expect(messages).toEqual([]);
    expect(entries(pageHtml(site!.out, '/docs/1.0/legacy'))).toEqual(['Next /docs/next/intro', '2.0 /docs/intro', '1.0.x /docs/1.0/legacy', 'All versions https://versioned.example.com/versions']);
    expect(entries(pageHtml(site!.out, '/'))).toEqual(['Next /docs/next/intro', '2.0 /docs/intro', '1.0.x /docs/1.0/intro', 'All versions https://versioned.example.com/versions']);
  }, 120_000);

  it('checks their links as Docusaurus, which renders them, does', async () => {
    const messages = await buildWith('docusaurus-i18n', "{ type: 'localeDropdown', position: 'right' }", "dropdownItemsAfter: [{ to: '/translate', label: 'Help us translate' }]");
    expect(messages.filter((m) => m.includes('error'))).toEqual([expect.stringContaining('broken link in navbar item "locale dropdown" > "Help us translate": no page at "/translate"')]);
  }, 120_000);
});
