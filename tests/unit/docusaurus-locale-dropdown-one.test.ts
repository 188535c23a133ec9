/**
 * A `localeDropdown` navbar item of a site with one locale is drawn, as theme-classic's
 * LocaleDropdownNavbarItem draws it (3.9.2: it maps the site's locales, however many): the
 * locale's label, and one entry, the page itself, marked. It was left out, so vitalrouter's,
 * geyser's, meshtastic's, rke2's, rainbond's and kuizuo-blog's navbars lacked their language menu.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'locale-dropdown-one-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function navbarOf(name: string, i18n: object | undefined) {
  const root = path.join(dir, name);
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'intro.md'), '# Intro\n\nText.\n');
  const config = { title: 'One', url: 'https://example.com', baseUrl: '/', ...(i18n ? { i18n } : {}), presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } } };
  writeFileSync(path.join(root, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config)};\n`);
  const out = path.join(dir, `${name}-out`);
  await build({ root: ROOT, contentDir: root, outDir: out });
  const html = readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
  return /<ul class="navbar__dropdown-menu dropdown__menu">.*?<\/ul>/s.exec(html)?.[0] ?? '';
}

describe('the locale dropdown of a site with one locale', () => {
  it('lists that locale, linking the page itself, as with several', async () => {
    expect(await navbarOf('listed', { defaultLocale: 'en', locales: ['en'] })).toBe('<ul class="navbar__dropdown-menu dropdown__menu"><li><a class="dropdown__link dropdown__link--active" href="/docs/intro" aria-current="true" target="_self" hrefLang="en" lang="en">English</a></li></ul>');
  }, 120_000);

  it('is drawn for the default locale when the config has no i18n', async () => {
    expect(await navbarOf('default', undefined)).toContain('>English</a></li></ul>');
  }, 120_000);
});
