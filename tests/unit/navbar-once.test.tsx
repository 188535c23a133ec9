/**
 * The navbar's items and the drawer's links are rendered once per thread and spliced into each
 * page (site/theme/html-once.ts): each page must still get its own marks, its own version
 * dropdown and the entries a page of an older version leads to.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Navbar } from '../../site/theme/Navbar.tsx';
import type { NavLink, SiteView, VersionMenu } from '../../site/types.ts';

const link = (label: string, href: string, extra: Partial<NavLink> = {}): NavLink => ({ label, href, external: false, position: 'left', ...extra });

const nav: NavLink[] = [
  link('Guide', '/docs/guide', { activePrefix: '/docs/guide' }),
  link('Plugins', '/plugins', { items: [link('Cache', '/plugins/cache', { activePath: '/plugins/cache' }), link('Proxy', '/plugins/proxy', { activePath: '/plugins/proxy' })] }),
  link('API', '/api', { docsPluginId: 'default', docId: 'api', position: 'right' }),
  link('Versions', '/docs/guide', { versionDropdown: true, docsPluginId: 'default', position: 'right', items: [link('2.0', '/docs/guide'), link('1.0', '/docs/1.0/guide')] }),
];

// Only what the navbar reads of a site view.
const site = {
  config: { head: 'site', baseUrl: '/', trailingSlash: undefined, navbar: { title: 'Site', hideOnScroll: false }, colorMode: { disableSwitch: true }, style: { look: 'infima' } },
  nav,
  assets: { searchIndex: '/search/index.json', searchEngine: '/assets/search.js' },
} as unknown as SiteView;

const navbar = (path: string, more: { versionMenu?: VersionMenu; versionNav?: Record<string, string> } = {}) => renderToStaticMarkup(<Navbar site={site} path={path} docsPluginId="default" {...more} />);
/** Each link of the desktop navbar and of the drawer, with its mark. */
const links = (html: string) => [...html.matchAll(/<a class="([^"]*)" href="([^"]*)"/g)].map(([, className, href]) => `${href}${/--active/.test(className) ? ' (active)' : ''}`);

describe('the navbar rendered once per thread', () => {
  it("marks each page's own items, whichever page rendered the item first", () => {
    const cache = links(navbar('/plugins/cache'));
    const proxy = links(navbar('/plugins/proxy'));
    const guide = links(navbar('/docs/guide/install'));
    expect(cache.slice(1, 5)).toEqual(['/docs/guide', '/plugins (active)', '/plugins/cache (active)', '/plugins/proxy']);
    expect(proxy.slice(1, 5)).toEqual(['/docs/guide', '/plugins (active)', '/plugins/cache', '/plugins/proxy (active)']);
    expect(guide.slice(1, 5)).toEqual(['/docs/guide (active)', '/plugins', '/plugins/cache', '/plugins/proxy']);
    // The same page again gives the same HTML.
    expect(links(navbar('/plugins/cache'))).toEqual(cache);
  });

  it("leaves a Docusaurus site's dropdown label unmarked: its entry of the page is marked (theme-classic's DropdownNavbarItem)", () => {
    const docusaurus = { ...site, config: { ...site.config, head: 'docusaurus' } } as SiteView;
    const html = renderToStaticMarkup(<Navbar site={docusaurus} path="/plugins/cache" docsPluginId="default" />);
    expect(links(html).slice(1, 5)).toEqual(['/docs/guide', '/plugins', '/plugins/cache (active)', '/plugins/proxy']);
  });

  it("gives a doc page its own version dropdown, and a page of an older version that version's links", () => {
    const menu = (doc: string): VersionMenu => ({ pluginId: 'default', label: '1.0', main: '/docs/1.0/guide', links: [{ label: '2.0', href: `/docs/${doc}`, active: false }, { label: '1.0', href: `/docs/1.0/${doc}`, active: true }] });
    const setup = navbar('/docs/1.0/setup', { versionMenu: menu('setup'), versionNav: { 'doc:api': '/docs/1.0/api' } });
    const faq = navbar('/docs/1.0/faq', { versionMenu: menu('faq'), versionNav: { 'doc:api': '/docs/1.0/api' } });
    const latest = navbar('/docs/faq');
    expect(links(setup)).toContain('/docs/1.0/setup (active)');
    expect(links(faq)).toContain('/docs/1.0/faq (active)');
    expect(links(faq)).not.toContain('/docs/1.0/setup (active)');
    expect(links(setup)).toContain('/docs/1.0/api');
    expect(links(latest)).toContain('/api');
    expect(links(latest)).not.toContain('/docs/1.0/api');
    expect(links(latest)).toContain('/docs/1.0/guide');
  });

  it('lists the same links in the drawer as in the navbar', () => {
    const html = navbar('/plugins/proxy');
    const drawer = html.slice(html.indexOf('<ul class="drawer__panel drawer__panel--main'));
    expect([...drawer.matchAll(/<li class="menu__item"><a class="menu__link" href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/docs/guide', '/plugins/cache', '/plugins/proxy', '/api', '/docs/guide', '/docs/1.0/guide']);
  });
});
