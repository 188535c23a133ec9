/**
 * A navbar item that names a page of the site with `href` rather than `to` (Horizontal-org/Tella-website:
 * `{ href: '/faq', label: 'FAQ' }`) is a plain link in Docusaurus (NavbarNavLink renders a Link, not
 * a NavLink), so no page marks it active; a `to` item is marked on its routes.
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

/** The desktop navbar's links: text, href, and whether the page marks it active. */
const navbar = (html: string) =>
  [...between(html, 'class="navbar__items"', '</nav>').matchAll(/<a class="navbar__item navbar__link( navbar__link--active)?" href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[3]} ${m[2]}${m[1] ? ' (active)' : ''}`);

describe('a navbar item given as href', () => {
  it('links to its page but is never marked active, where a `to` item is', async () => {
    site = tempSite('docusaurus-i18n');
    const file = path.join(site.content, 'docusaurus.config.js');
    site.write('docusaurus.config.js', readFileSync(file, 'utf8').replace("{ to: '/blog', label: 'Blog', position: 'left' },", "{ to: '/blog', label: 'Blog', position: 'left' }, { href: '/docs/intro', label: 'Intro', position: 'left' },"));
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(navbar(pageHtml(site.out, '/docs/intro')).filter((l) => /^(Blog|Intro) /.test(l))).toEqual(['Blog /blog', 'Intro /docs/intro']);
    expect(navbar(pageHtml(site.out, '/blog')).filter((l) => /^(Blog|Intro) /.test(l))).toEqual(['Blog /blog (active)', 'Intro /docs/intro']);
  }, 120_000);
});
