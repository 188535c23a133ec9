/**
 * The navbar's logo and title link where Docusaurus's Logo links them (theme-classic 3.10,
 * theme/Logo): `navbar.logo.href` (a route under the base URL, or a URL of another site, which its
 * Link opens in a new tab), the home page without one, in the logo's `target`.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { Navbar } from '../../site/theme/Navbar.tsx';
import type { SiteView } from '../../site/types.ts';

type Logo = { href?: string; target?: string };

// Only what the navbar reads of a site view.
const brand = (logo: Logo) => {
  const site = {
    config: { baseUrl: '/', trailingSlash: undefined, navbar: { title: 'Site', hideOnScroll: false, logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo.svg', ...logo } }, colorMode: { disableSwitch: true }, style: { look: 'infima' } },
    nav: [],
    assets: { searchIndex: '/search/index.json', searchEngine: '/assets/search.js' },
  } as unknown as SiteView;
  return /<a class="navbar__brand"[^>]*>/.exec(renderToStaticMarkup(<Navbar site={site} path="/docs/intro" />))?.[0];
};

describe("the navbar's logo link", () => {
  it('leads home without an href, to its route or URL with one, a URL of another site in a new tab unless it names a target', () => {
    expect(brand({})).toBe('<a class="navbar__brand" href="/">');
    expect(brand({ href: '/docs/intro' })).toBe('<a class="navbar__brand" href="/docs/intro">');
    expect(brand({ href: '/docs/intro', target: '_blank' })).toBe('<a class="navbar__brand" href="/docs/intro" target="_blank">');
    expect(brand({ href: 'https://caprover.com/' })).toBe('<a class="navbar__brand" href="https://caprover.com/" target="_blank" rel="noopener noreferrer">');
    expect(brand({ href: 'https://caprover.com/', target: '_self' })).toBe('<a class="navbar__brand" href="https://caprover.com/" target="_self" rel="noopener noreferrer">');
  });

  it("takes a Docusaurus config's logo href (its base URL taken off a route, as useBaseUrl keeps it once) and target", () => {
    const logo = (raw: Record<string, unknown>) => mapDocusaurusConfig({ title: 'T', url: 'https://t.example', baseUrl: '/site/', themeConfig: { navbar: { logo: { src: 'img/logo.svg', ...raw } } } }, '/nowhere').config.navbar?.logo;
    expect(logo({ href: 'https://caprover.com/', target: '_blank' })).toMatchObject({ href: 'https://caprover.com/', target: '_blank' });
    expect(logo({ href: '/site/docs/intro' })).toMatchObject({ href: '/docs/intro' });
    expect(logo({ href: '/docs/intro' })).toMatchObject({ href: '/docs/intro' });
    expect(logo({})).not.toHaveProperty('href');
    // useBaseUrl puts a path without its slash under the base URL; Link takes `pathname://` as a path of the host.
    expect(logo({ href: 'docs/intro' })).toMatchObject({ href: '/docs/intro' });
    expect(logo({ href: 'pathname:///javadoc/' })).toMatchObject({ href: '/javadoc/' });
  });
});
