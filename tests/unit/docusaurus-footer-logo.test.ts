/**
 * `themeConfig.footer.logo` is drawn as theme-classic's FooterLogo draws it (3.9: Footer/Logo and
 * Footer/Layout): above the copyright in `footer__bottom`, inside `margin-bottom--sm`, its image
 * (`footer__logo`, the logo's className, width and height, srcDark in dark mode) under the base URL,
 * in a link when it has an href (a URL opens in a new tab). It was left out with a warning, so
 * spectacle's, victory's and victory-native-xl's footers (and some 40 other corpus sites') lost
 * their logo.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'footer-logo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const footerOf = (html: string) => /<div class="footer__bottom[^"]*">.*?<\/div><\/div><\/footer>/s.exec(html)?.[0] ?? '';

async function site(name: string, logo: Record<string, unknown>) {
  const root = path.join(dir, name);
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  mkdirSync(path.join(root, 'static', 'img'), { recursive: true });
  writeFileSync(path.join(root, 'static', 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'docs', 'intro.md'), '# Intro\n\nText.\n');
  const config = { title: 'Logo', url: 'https://example.com', baseUrl: '/site/', presets: [['classic', { blog: false }]], themeConfig: { footer: { logo, copyright: 'Copyright Logo' } } };
  writeFileSync(path.join(root, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config)};\n`);
  const out = path.join(dir, `${name}-out`);
  const result = await build({ root: ROOT, contentDir: root, outDir: out });
  return { messages: result.diagnostics.map(formatDiagnostic), footer: footerOf(readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8')) };
}

describe('the footer logo of a Docusaurus config', () => {
  it('is drawn above the copyright, in a link to its URL that opens in a new tab, in each colour mode', async () => {
    const { messages, footer } = await site('linked', { alt: 'Maker', src: 'img/logo.svg', srcDark: '/site/img/logo-dark.svg', href: 'https://maker.example', width: 100, height: 40, className: 'brand' });
    expect(messages.filter((m) => /footer/.test(m))).toEqual([]);
    expect(footer).toBe(
      '<div class="footer__bottom text--center"><div class="margin-bottom--sm"><a class="footer__logo-link" href="https://maker.example" target="_blank" rel="noopener noreferrer">' +
        '<img class="footer__logo brand themed-image themed-image--light" src="/site/img/logo.svg" alt="Maker" width="100" height="40"/>' +
        '<img class="footer__logo brand themed-image themed-image--dark" src="/site/img/logo-dark.svg" alt="Maker" width="100" height="40"/>' +
        '</a></div><p class="footer__copyright">Copyright Logo</p></div></div></footer>',
    );
  }, 120_000);

  it('with a `to`, links the route under the base URL, in the same tab unless its target says otherwise', async () => {
    const { footer } = await site('routed', { alt: 'Home', src: '/img/logo.svg', to: '/docs/intro', target: '_self' });
    expect(footer).toContain('<a class="footer__logo-link" href="/site/docs/intro" target="_self">');
  }, 120_000);

  it('without an href, is the image alone, the same in both modes', async () => {
    const { footer } = await site('plain', { alt: 'Plain', src: '/img/logo.svg' });
    expect(footer).toContain('<div class="margin-bottom--sm"><img class="footer__logo themed-image themed-image--light" src="/site/img/logo.svg" alt="Plain"/><img class="footer__logo themed-image themed-image--dark" src="/site/img/logo.svg" alt="Plain"/></div>');
  }, 120_000);
});
