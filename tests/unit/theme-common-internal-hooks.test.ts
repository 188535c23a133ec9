/**
 * The hooks of `@docusaurus/theme-common/internal` that swizzled components call beyond the navbar
 * and the code block (site/docusaurus/internal-hooks.ts), and theme-common's `isRegexpStringMatch`,
 * checked against what Docusaurus's own give (3.10's tabsUtils, scrollUtils, routesUtils,
 * useAlternatePageUtils, historyUtils and regexpUtils, 3.6's useKeyboardNavigation, read): on the
 * server with react-dom's server render, in the browser with linkedom's document and react-dom's
 * client (a window with a URL and a history stands in for the browser's). Before, each of them stood
 * in (cartesi's ApiTabs: `sanitizeTabsChildren`, `useScrollPositionBlocker`).
 */
import { parseHTML } from 'linkedom';
import { act, createElement, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeCommon } from '../../site/docusaurus/theme-common.ts';
import { themeCommonInternal } from '../../site/docusaurus/theme-common-internal.ts';

type Hook = (...args: never[]) => unknown;
const siteConfig = { url: 'https://example.com', baseUrl: '/docs/', trailingSlash: true, i18n: { defaultLocale: 'en', locales: ['en', 'ja', 'fr'], localeConfigs: { fr: { baseUrl: '/fr-site/', url: 'https://fr.example.com' } } } };
/** The site's locales as the build gives `useDocusaurusContext().i18n.localeConfigs` (build/i18n/localize.ts): fr's own url and baseUrl, ja's inferred. */
const localeConfigs = { en: { url: 'https://example.com', baseUrl: '/docs/' }, ja: { url: 'https://example.com', baseUrl: '/docs/ja/' }, fr: { url: 'https://fr.example.com', baseUrl: '/fr-site/' } };
/** The hooks on a page of `currentLocale`, whose site config's `baseUrl` is that locale's, as in Docusaurus's build of each locale. */
function internalFor(pathname: string, currentLocale = 'en', trailingSlash: boolean | undefined = true): Record<string, Hook> {
  const config = { ...siteConfig, trailingSlash, baseUrl: localeConfigs[currentLocale as keyof typeof localeConfigs].baseUrl };
  const hooks = { useColorMode: () => ({ colorMode: 'light', isDarkTheme: false, setColorMode: () => undefined }), useWindowSize: () => 'ssr' as const, useDocusaurusContext: () => ({ siteConfig: config as never, i18n: { currentLocale, localeConfigs } }), usePathname: () => pathname };
  return themeCommonInternal(hooks, themeCommon(hooks)) as Record<string, Hook>;
}
/** What `hook` gives when a component calls it in a server render. */
function onServer(hook: () => unknown): unknown {
  let value: unknown;
  renderToString(createElement(() => ((value = hook()), null)));
  return value;
}

const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  for (const name of ['window', 'document', 'IS_REACT_ACT_ENVIRONMENT']) delete globals[name];
});

/** linkedom's document, and a window at `url` whose history changes it, as a browser's does. */
function browserAt(url: string) {
  const { document, window: dom } = parseHTML('<html><body><div id="root"></div></body></html>');
  const location = new URL(url);
  const history = { state: null, replaceState: (_: unknown, __: string, to: string) => Object.assign(location, { href: new URL(to, location).href }), pushState: () => undefined };
  const window = { location, history, addEventListener: dom.addEventListener.bind(dom), removeEventListener: dom.removeEventListener.bind(dom), scrollBy: vi.fn() };
  Object.assign(globals, { window, document, IS_REACT_ACT_ENVIRONMENT: true });
  return { window, document, root: createRoot(document.getElementById('root') as unknown as Element) };
}

describe("theme-common/internal's other hooks, on the server", () => {
  it("sanitizeTabsChildren drops the line breaks MDX leaves between a Tabs' items", () => {
    const items = internalFor('/docs/').sanitizeTabsChildren(['\n', createElement('div', { key: 'a', value: 'a' }), '\n', 'text'] as never) as ReactNode[];
    expect(items).toHaveLength(2);
    expect(items[1]).toBe('text');
  });

  it('useHomePageRoute gives the route at the base URL, from theme-common too (public in Docusaurus 2.0.0-beta.17)', () => {
    expect(onServer(() => internalFor('/docs/guide/').useHomePageRoute())).toEqual({ path: '/docs/', exact: true });
    const hooks = { useColorMode: () => ({ colorMode: 'light', isDarkTheme: false, setColorMode: () => undefined }), useWindowSize: () => 'ssr' as const, useDocusaurusContext: () => ({ siteConfig: siteConfig as never, i18n: { currentLocale: 'en' } }) };
    expect(onServer(() => (themeCommon(hooks).useHomePageRoute as Hook)())).toEqual({ path: '/docs/', exact: true });
  });

  it("useAlternatePageUtils gives the page's URL in another locale: the current locale's base URL off, the other's own base URL and url on", () => {
    type Utils = { createUrl: (o: { locale: string; fullyQualified: boolean }) => string };
    const fromJa = onServer(() => internalFor('/docs/ja/guide/intro/', 'ja').useAlternatePageUtils()) as Utils;
    expect(fromJa.createUrl({ locale: 'en', fullyQualified: false })).toBe('/docs/guide/intro/');
    expect(fromJa.createUrl({ locale: 'ja', fullyQualified: false })).toBe('/docs/ja/guide/intro/');
    expect(fromJa.createUrl({ locale: 'en', fullyQualified: true })).toBe('https://example.com/docs/guide/intro/');
    expect(fromJa.createUrl({ locale: 'fr', fullyQualified: true })).toBe('https://fr.example.com/fr-site/guide/intro/');
    const fromEn = onServer(() => internalFor('/docs/', 'en').useAlternatePageUtils()) as Utils;
    expect(fromEn.createUrl({ locale: 'ja', fullyQualified: false })).toBe('/docs/ja/');
    // The canonical pathname first: with trailingSlash true one is added, with false one is taken off (removeTrailingSlash's removeSuffix), as Docusaurus does.
    const fromFr = onServer(() => internalFor('/fr-site/guide/intro', 'fr').useAlternatePageUtils()) as Utils;
    expect(fromFr.createUrl({ locale: 'en', fullyQualified: false })).toBe('/docs/guide/intro/');
    const unslashed = onServer(() => internalFor('/docs/ja/guide//', 'ja', false).useAlternatePageUtils()) as Utils;
    expect(unslashed.createUrl({ locale: 'en', fullyQualified: false })).toBe('/docs/guide/');
    expect(() => fromEn.createUrl({ locale: 'de', fullyQualified: false })).toThrow(/"de" is not a locale of this site/);
  });

  it('useSearchQueryString is empty on the server, whatever the URL', () => {
    expect(onServer(() => internalFor('/docs/search').useSearchQueryString())).toEqual(['', expect.any(Function)]);
  });

  it("isRegexpStringMatch matches a pattern written as text, ignoring case, as a navbar item's activeBaseRegex", () => {
    const { isRegexpStringMatch } = internalFor('/docs/') as Record<string, (a?: string, b?: string) => boolean>;
    expect(isRegexpStringMatch('^/docs/(api|guides)', '/DOCS/api/x')).toBe(true);
    expect(isRegexpStringMatch('^/blog', '/docs/blog')).toBe(false);
    expect(isRegexpStringMatch(undefined, '/docs/')).toBe(false);
  });
});

describe("theme-common/internal's other hooks, in the browser", () => {
  it("useSearchQueryString reads the URL's q once hydrated, and its setter changes the URL without a reload and renders again", async () => {
    const { window, document, root } = browserAt('https://example.com/docs/search?q=tabs&page=2');
    let setQuery: (value: string | null) => void = () => undefined;
    function SearchPage() {
      const [query, set] = internalFor('/docs/search').useSearchQueryString() as [string, typeof setQuery];
      setQuery = set;
      return createElement('p', null, query);
    }
    await act(async () => root.render(createElement(SearchPage)));
    expect(document.querySelector('p')!.textContent).toBe('tabs');
    await act(async () => setQuery('code blocks'));
    expect(window.location.search).toBe('?q=code+blocks&page=2');
    expect(document.querySelector('p')!.textContent).toBe('code blocks');
    await act(async () => setQuery(null));
    expect(window.location.search).toBe('?page=2');
    await act(async () => root.unmount());
  });

  it('useScrollPositionBlocker scrolls back by what the clicked tab moved in the next render', async () => {
    const { window, root } = browserAt('https://example.com/docs/');
    let top = 300;
    const tab = { getBoundingClientRect: () => ({ top }) } as unknown as Element;
    let click = () => undefined as void;
    function TabList() {
      const [selected, setSelected] = useState(0);
      const { blockElementScrollPositionUntilNextRender } = internalFor('/docs/').useScrollPositionBlocker() as { blockElementScrollPositionUntilNextRender: (el: Element) => void };
      click = () => {
        blockElementScrollPositionUntilNextRender(tab);
        // The panel above grows: the tab is now lower on the screen.
        top = 420;
        setSelected(1);
      };
      return createElement('p', null, String(selected));
    }
    await act(async () => root.render(createElement(TabList)));
    await act(async () => click());
    expect(window.scrollBy).toHaveBeenCalledWith({ left: 0, top: 120 });
    await act(async () => root.unmount());
  });

  it("useKeyboardNavigation puts 3.6's class on the body after Tab, and takes it off after a mouse press", async () => {
    const { document, root } = browserAt('https://example.com/docs/');
    const { useKeyboardNavigation, keyboardFocusedClassName } = internalFor('/docs/') as unknown as { useKeyboardNavigation: () => void; keyboardFocusedClassName: string };
    await act(async () => root.render(createElement(() => (useKeyboardNavigation(), null))));
    const { Event: DomEvent } = document.defaultView as unknown as { Event: typeof Event };
    const event = (type: string, key?: string) => document.dispatchEvent(Object.assign(new DomEvent(type), { key }));
    event('keydown', 'Tab');
    expect(document.body.classList.contains(keyboardFocusedClassName)).toBe(true);
    event('mousedown');
    expect(document.body.classList.contains('navigation-with-keyboard')).toBe(false);
    await act(async () => root.unmount());
  });
});
