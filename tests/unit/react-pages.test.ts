/**
 * A Docusaurus site's own React pages (tests/fixtures/docusaurus-pages/src/pages) are rendered at
 * build time inside this generator's layout: each at its route, with what `@theme/Layout` and
 * `@docusaurus/Head` ask for in the head, `@docusaurus/Link`'s hrefs, `useDocusaurusContext`, its
 * CSS modules and plain CSS published and linked, its images published under hashed names; a page
 * that needs the browser is an island with its own code, and one that does not ships none.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { cliBuild, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const FIXTURE = 'docusaurus-pages';
const { out, printed } = cliBuild(FIXTURE, 180_000);

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const read = (dir: string, route: string) => readFileSync(path.join(dir, route.replace(/^\//, ''), 'index.html'), 'utf8');
const page = (route: string) => read(out, route);
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
interface IslandProps {
  runtime: string;
  code: string;
  data: { siteConfig: Record<string, unknown>; route: string };
}
const island = (html: string): IslandProps | undefined => {
  const props = /data-island="page" data-props="([^"]+)"/.exec(html)?.[1];
  return props === undefined ? undefined : (JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as IslandProps);
};
const stylesheets = (dir: string, html: string) => [...headOf(html).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);

/** Builds a changed copy of the fixture; returns its output folder and the build's diagnostics as printed. */
async function buildCopy(change: (s: TempSite) => void): Promise<{ dir: string; messages: string[]; ok: boolean }> {
  site = tempSite(FIXTURE);
  change(site);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  return { dir: site.out, messages: result.diagnostics.map(formatDiagnostic), ok: result.ok };
}

describe('React pages', () => {
  it('each get their route (not partials, not what the pages plugin excludes), with no warning about them', () => {
    const routes = globbySync('**/index.html', { cwd: out })
      .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
      .sort();
    expect(routes).toEqual(['/', '/about', '/bare', '/docs/intro', '/guide', '/notes', '/old-home']);
    expect(printed.stderr).not.toMatch(/src\/pages|React page/);
    expect(printed.stdout).toMatch(/^8 pages written/m);
  });

  it('render inside the layout, with Link, Heading, useDocusaurusContext and images as Docusaurus gives them', () => {
    const home = page('/');
    const body = bodyOf(home);
    expect(body).toContain('<nav class="navbar');
    expect(body).toContain('<footer');
    // useDocusaurusContext: the config's title, tagline and customFields.
    expect(body).toMatch(/<h1 class="index_title">Pages Fixture<\/h1><p class="index_tagline">React pages, rendered at build time<\/p><p class="index_note">Read from customFields<\/p>/);
    // Link: internal under the base URL, external in a new tab.
    expect(body).toContain('<a href="/docs/intro" class="button button--primary button--lg">Read the docs</a>');
    expect(body).toContain('<a href="https://github.com/fixture/pages" target="_blank" rel="noopener noreferrer" class="button button--outline button--lg">Source</a>');
    // Heading: an h2 with an id gets the anchor link.
    expect(body).toContain('<h2 class="anchor" id="features">Rendered at build time<a href="#features" class="hash-link" aria-label="Direct link to Rendered at build time" title="Direct link to Rendered at build time" translate="no">\u200b</a></h2>');
    // Images: `require('@site/static/...').default` and an import beside a component, published under hashed names.
    const images = [...body.matchAll(/<img[^>]* src="(\/assets\/images\/[^"]+)"/g)].map((m) => m[1]);
    expect(images).toEqual([expect.stringMatching(/^\/assets\/images\/hero-[0-9a-f]{8}\.png$/), expect.stringMatching(/^\/assets\/images\/card-[0-9a-f]{8}\.png$/)]);
    for (const image of images) expect(readFileSync(path.join(out, image))).toEqual(readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, image.includes('hero') ? 'static/img/hero.png' : 'src/components/card.png')));
    expect(home).not.toContain('rel="preload" as="image"');
  });

  it("put Layout's title and description and Head's tags in the page's head, Head's meta replacing the page's own", () => {
    const head = headOf(page('/'));
    expect(head).toContain('<title>Welcome | Pages Fixture</title>');
    expect(head).toContain('<meta name="description" content="The home page of the pages fixture, written in React."/>');
    expect(head).toContain('<meta name="fixture-page" content="home"/>');
    expect(head).toContain('<link rel="preconnect" href="https://cdn.example.com"/>');
    expect(head).toContain('<style data-page-style="">.hero .container { outline: 3px solid rgb(1, 2, 3); }</style>');
    expect([...head.matchAll(/property="og:image" content="([^"]+)"/g)].map((m) => m[1])).toEqual(['https://pages.example.com/img/card.png']);
    expect(headOf(page('/about'))).toContain('<title>About us | Pages Fixture</title>');
    // No Layout title: the site's title alone.
    expect(headOf(page('/bare'))).toContain('<title>Pages Fixture</title>');
  });

  it('publish their CSS modules for the pages that use them, and their plain CSS for every page, as Docusaurus bundles it', () => {
    const home = page('/');
    const sheets = stylesheets(out, home).filter((href) => href.startsWith('/assets/css/page.'));
    expect(sheets).toHaveLength(1);
    const css = readFileSync(path.join(out, sheets[0]), 'utf8');
    const moduleClasses = [...bodyOf(home).matchAll(/class="[^"]*?\b((?:index|Counter)_\w+)"/g)].map((m) => m[1]);
    expect(moduleClasses).toEqual(expect.arrayContaining(['index_banner', 'index_title', 'Counter_counter', 'Counter_count']));
    for (const name of moduleClasses) expect(css).toContain(`.${name}`);
    // url(~/img/hero.png): the static folder's file, published as Docusaurus's webpack publishes it.
    const background = /\.index_banner \{\s*background: url\(([^)]+)\)/.exec(css)?.[1];
    expect(background).toMatch(/^\/assets\/images\/hero-[0-9a-f]{8}\.png$/);
    expect(existsSync(path.join(out, background!))).toBe(true);
    expect(css).not.toContain('/work/');
    expect(css).not.toContain('.fixture-feature');
    // Feature's plain feature.css: one stylesheet linked after the site's own on every page (Docusaurus's one `styles` chunk), the pages' CSS modules not in it.
    for (const route of ['/', '/about', '/docs/intro', '/notes']) {
      const linked = stylesheets(out, page(route));
      const wide = linked.filter((href) => href.startsWith('/assets/css/components.'));
      expect(wide, route).toHaveLength(1);
      expect(linked.indexOf(wide[0]), route).toBeGreaterThan(linked.findIndex((href) => href.includes('custom')));
      const text = readFileSync(path.join(out, wide[0]), 'utf8');
      expect(text).toMatch(/\.fixture-feature \{\s*padding: 1rem;/);
      expect(text).not.toMatch(/\.(index|Counter)_/);
    }
    expect(stylesheets(out, page('/about')).some((href) => href.startsWith('/assets/css/page.'))).toBe(false);
  });

  it('make a page that needs the browser an island with its own code, and give a page that does not none', () => {
    const home = island(page('/'));
    expect(home).toBeTruthy();
    expect(home!.data.route).toBe('/');
    expect(home!.data.siteConfig).toMatchObject({ title: 'Pages Fixture', customFields: { heroNote: 'Read from customFields' } });
    // The presets' and plugins' options only where the page's render read them (below): this one does not.
    expect(Object.keys(home!.data.siteConfig)).not.toContain('presets');
    expect(JSON.stringify(home!.data)).not.toContain(ROOT);
    const code = readFileSync(path.join(out, home!.code), 'utf8');
    expect(code).toMatch(/export\s*\{\s*\w+ as default\s*,\s*\w+ as lazy\s*\};?\s*$/);
    expect(code).toContain('Add one');
    expect(existsSync(path.join(out, home!.runtime))).toBe(true);
    for (const route of ['/about', '/guide', '/bare', '/notes', '/docs/intro']) {
      expect(island(page(route)), route).toBeUndefined();
      expect(page(route), route).not.toMatch(/\/assets\/js\/page/);
    }
  });

  it("load theme-common/internal's helpers and the docs client only on the pages whose code imports them: not in the runtime of a hydrated page that does not", () => {
    const home = island(page('/'))!;
    // What the page loads: its runtime, its code, and whatever either imports by a literal path.
    const scripts = [home.runtime, home.code].map((url) => readFileSync(path.join(out, url), 'utf8'));
    const imported = scripts.flatMap((code) => [...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]));
    for (const code of scripts) for (const helper of ['useNavbarMobileSidebar', 'splitNavbarItems', 'CodeBlockContextProvider', 'useActivePluginAndVersion', 'useDocVersionSuggestions']) expect(code).not.toContain(helper);
    // The runtime can load them (and BlogPostItem: docusaurus-blog-post-item.test.ts), from beside itself, for a page whose code asks (tests/unit/theme-common-internal.test.ts: one that does), and what draws a route's Markdown modules, for a page whose data holds one (docusaurus-recent-posts.test.ts).
    expect(imported.map((file) => path.posix.basename(file).replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(['blog-post-item', 'blog-post-item', 'docs-client', 'docs-client', 'markdown-modules-drawn', 'theme-common-internal']);
    expect(scripts[1]).toMatch(/const (\w+)=\[\];export\{\w+ as default,\1 as lazy\}/);
  });

  it('are islands for state, effects, event handlers, class lifecycles and browser-only APIs, and not for what renders the same everywhere', async () => {
    const pages: Record<string, string> = {
      effect: "import { useEffect } from 'react';\nexport default function P() { useEffect(() => { document.title = 'x'; }, []); return <p>effect</p>; }",
      handler: "export default function P() { return <button type=\"button\" onClick={() => alert('hi')}>handler</button>; }",
      reducer: "import React from 'react';\nexport default function P() { const [n] = React.useReducer((x: number) => x + 1, 0); return <p>{n}</p>; }",
      lifecycle: "import { Component } from 'react';\nclass Clock extends Component { componentDidMount() {} render() { return <p>lifecycle</p>; } }\nexport default function P() { return <Clock />; }",
      colormode: "import { useColorMode } from '@docusaurus/theme-common';\nexport default function P() { return <p>{useColorMode().colorMode}</p>; }",
      browseronly: "import BrowserOnly from '@docusaurus/BrowserOnly';\nexport default function P() { return <BrowserOnly fallback={<p>later</p>}>{() => <p>{window.location.href}</p>}</BrowserOnly>; }",
      still: "import { useMemo, useContext, createContext } from 'react';\nconst C = createContext('still');\nexport default function P() { const v = useContext(C); return <p>{useMemo(() => v.toUpperCase(), [v])}</p>; }",
    };
    const { dir, ok, messages } = await buildCopy((s) => {
      for (const [name, code] of Object.entries(pages)) s.write(`src/pages/${name}.tsx`, code);
    });
    expect(ok, messages.join('\n')).toBe(true);
    const islands = Object.keys(pages).filter((name) => island(read(dir, `/${name}`)));
    expect(islands).toEqual(['effect', 'handler', 'reducer', 'lifecycle', 'colormode', 'browseronly']);
    expect(read(dir, '/browseronly')).toContain('<p>later</p>');
    expect(read(dir, '/still')).toContain('<p>STILL</p>');
  });

  it('honour noFooter and wrapperClassName, a page without Layout goes without the navbar and footer, Translate and useLocation answer', () => {
    const about = bodyOf(page('/about'));
    expect(about).toContain('<nav class="navbar');
    expect(about).not.toContain('<footer');
    expect(about).toContain('<div id="main" class="main-wrapper about-wrapper" tabindex="-1"><main class="container"><h1>About <strong>Pages</strong></h1><p class="about-path">Served at /about</p>');
    expect(about).toMatch(/<img src="\/img\/logo.svg" alt="Logo" class="themed-image themed-image--light"\/><img src="\/img\/logo.svg" alt="Logo" class="themed-image themed-image--dark"\/>/);
    const bare = bodyOf(page('/bare'));
    expect(bare).not.toContain('<nav class="navbar');
    expect(bare).not.toContain('<footer');
    expect(bare).toContain('<h1>Bare page</h1>');
    // `require('/static/img/logo.svg')` names the site folder's file, as webpack's resolve.roots does for Docusaurus; its SVGR draws it inline, with the class given.
    expect(bare).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" class="bare-logo"><circle cx="16" cy="16" r="14" fill="#7c3aed"/></svg>');
  });

  it("get the props Docusaurus renders a page with: the site config as `config`, all of it (presets too, their paths the site folder's), and the router's", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      s.write('src/pages/legacy.jsx', "import React from 'react';\nexport default class Legacy extends React.Component {\n  render() {\n    const { config, location, match, route } = this.props;\n    const preset = config.presets[0][1];\n    return <p className=\"legacy\">{`${config.title} at ${location.pathname} (${match.url}, ${route.path}); excluded ${preset.pages.exclude.join(' ')}; css ${preset.theme.customCss}`}</p>;\n  }\n}\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('legacy'))).toEqual([]);
    expect(bodyOf(read(dir, '/legacy'))).toContain('<p class="legacy">Pages Fixture at /legacy (/legacy, /legacy); excluded **/draft-*.tsx; css src/css/custom.css</p>');
  });

  it("read the site config with the defaults Docusaurus's validation fills in, and destructure what stands in", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      s.write('src/pages/defaults.jsx', "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nimport { splitItems } from 'not-installed-here';\nexport default function Defaults() {\n  const { siteConfig } = useDocusaurusContext();\n  const { colorMode, tableOfContents } = siteConfig.themeConfig;\n  const [left, right] = splitItems([]);\n  return <p className=\"defaults\">{`${colorMode.defaultMode} ${colorMode.disableSwitch} ${tableOfContents.maxHeadingLevel} ${siteConfig.titleDelimiter} ${typeof left} ${typeof right} ${[...left].length}`}</p>;\n}\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('React page'))).toEqual([]);
    // The fixture sets colorMode's defaultMode alone: the rest of colorMode is the default, as are the other fields.
    expect(bodyOf(read(dir, '/defaults'))).toContain('<p class="defaults">light false 3 | function function 2</p>');
  });

  it('send a page that redirects on, without JavaScript too', () => {
    const moved = page('/old-home');
    expect(headOf(moved)).toContain('<meta http-equiv="refresh" content="0; url=/about"/>');
    expect(bodyOf(moved)).toContain('<a href="/about">/about</a>');
  });

  it('under a base URL and with trailing slashes: links, images, code and useLocation follow them', async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      const config = readFileSync(path.join(s.content, 'docusaurus.config.js'), 'utf8');
      s.write('docusaurus.config.js', config.replace("baseUrl: '/',", "baseUrl: '/sub/',\n  trailingSlash: true,"));
    });
    expect(ok, messages.join('\n')).toBe(true);
    const home = read(dir, '/');
    expect(home).toContain('<a href="/sub/docs/intro/" class="button button--primary button--lg">');
    expect(home).toMatch(/<img class="index_hero" src="\/sub\/assets\/images\/hero-[0-9a-f]{8}\.png"/);
    const props = island(home)!;
    expect(props.runtime).toMatch(/^\/sub\/assets\/js\/page-runtime\./);
    expect(props.code).toMatch(/^\/sub\/assets\/js\/page\./);
    expect(existsSync(path.join(dir, props.code.slice('/sub/'.length)))).toBe(true);
    expect(read(dir, '/about')).toContain('Served at /sub/about/');
    expect(stylesheets(dir, home).every((href) => href.startsWith('/sub/'))).toBe(true);
  });

  it("get theme-common's storage slot, duplicates and class names, as MDX components get them (one table): no stored value on the server, and a page that reads one hydrates", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      const page = [
        "import { ThemeClassNames, duplicates, useStorageSlot } from '@docusaurus/theme-common';",
        'export default function P() {',
        "  const [tab] = useStorageSlot('docusaurus.tab.os');",
        "  return <div className={ThemeClassNames.tabs.container}>{tab ?? 'none stored'}, repeated: {duplicates(['js', 'py', 'js']).join()}</div>;",
        '}',
      ].join('\n');
      s.write('src/pages/slot.tsx', page);
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('theme-common'))).toEqual([]);
    const html = read(dir, '/slot');
    expect(html).toContain('<div class="theme-tabs-container">none stored<!-- -->, repeated: <!-- -->js</div>');
    expect(island(html)).toBeDefined();
  });

  it("render on the server with a package's Node build and hydrate with its browser build, as Docusaurus's two bundles do (emotion's browser build has a style cache only where there is a DOM)", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      s.write('node_modules/dom-styles/package.json', '{ "name": "dom-styles", "main": "node.js", "browser": "browser.js" }\n');
      // Written for this test, after emotion's shape: the browser build makes its cache only where the DOM is, and reads it while rendering.
      s.write('node_modules/dom-styles/browser.js', "const { createElement } = require('react');\nconst cache = typeof HTMLElement !== 'undefined' ? { registered: {}, where: 'browser build' } : null;\nexports.styled = (tag) => (props) => createElement(tag, { ...props, 'data-cache': Object.keys(cache.registered).length });\n");
      s.write('node_modules/dom-styles/node.js', "const { createElement } = require('react');\nconst cache = { registered: {} };\nexports.styled = (tag) => (props) => createElement(tag, { ...props, 'data-cache': Object.keys(cache.registered).length });\n");
      s.write('src/pages/styled.tsx', "import { useState } from 'react';\nimport { styled } from 'dom-styles';\nconst Box = styled('section');\nexport default function P() {\n  const [n] = useState(1);\n  return <Box className=\"styled\">Styled {n}</Box>;\n}\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('styled'))).toEqual([]);
    const html = read(dir, '/styled');
    expect(html).toContain('<section class="styled" data-cache="0">Styled <!-- -->1</section>');
    const code = readFileSync(path.join(dir, island(html)!.code), 'utf8');
    expect(code).toContain('browser build');
  });

  it("get react-dom on the server, as Docusaurus's server render gives it, and leave it to the browser's runtime in their code (kuizuo's Tooltip imports createPortal)", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      // Written for this test, after kuizuo/blog's Tooltip: a portal only once it is open (in the browser), and react-redux 7's batchedUpdates read as it renders.
      s.write('src/pages/tip.tsx', "import { useState } from 'react';\nimport ReactDOM, { unstable_batchedUpdates } from 'react-dom';\nexport default function Tip() {\n  const [open, setOpen] = useState(false);\n  const label = unstable_batchedUpdates(() => 'hover me');\n  return <span className=\"tip\" onMouseEnter={() => setOpen(true)}>{label}{open && ReactDOM.createPortal(<em>tip</em>, document.body)}</span>;\n}\n");
      s.write('src/pages/tip-root.tsx', "import { version } from 'react-dom/client';\nexport default function TipRoot() {\n  return <p className=\"root\">{typeof version}</p>;\n}\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('react-dom'))).toEqual([]);
    const html = read(dir, '/tip');
    expect(html).toContain('<span class="tip">hover me</span>');
    expect(read(dir, '/tip-root')).toContain('<p class="root">string</p>');
    // The page's code asks the runtime for react-dom (the client's own), rather than carrying a copy.
    const code = readFileSync(path.join(dir, island(html)!.code), 'utf8');
    expect(code).toContain('"react-dom"');
    expect(code).not.toContain('react.portal');
  });

  it("give a hydrated page's data the presets' options only when its render read them, with the machine's paths as the site folder's", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      const reads = "import { useState } from 'react';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function P() {\n  const [n] = useState(0);\n  const { siteConfig } = useDocusaurusContext();\n  return <p className=\"presets\">{siteConfig.presets.length + n} preset</p>;\n}\n";
      s.write('src/pages/reads.tsx', reads);
      s.write('src/pages/spreads.tsx', reads.replace('siteConfig.presets.length', 'Object.keys({ ...siteConfig }).length'));
      s.write('src/pages/skips.tsx', reads.replace('siteConfig.presets.length', 'siteConfig.title.length'));
    });
    expect(ok, messages.join('\n')).toBe(true);
    const data = (route: string) => island(read(dir, route))!.data;
    expect(read(dir, '/reads')).toContain('<p class="presets">1<!-- --> preset</p>');
    // As Docusaurus gives them, but the machine's paths (`require.resolve`'s) as the site folder's.
    expect(data('/reads').siteConfig).toMatchObject({ presets: [['classic', { theme: { customCss: 'src/css/custom.css' } }]] });
    expect(JSON.stringify(data('/reads'))).not.toContain(ROOT);
    expect(Object.keys(data('/spreads').siteConfig)).toContain('presets');
    expect(Object.keys(data('/skips').siteConfig)).not.toContain('presets');
    expect(data('/skips').siteConfig).toMatchObject({ title: 'Pages Fixture' });
  });

  it("give a hydrated page's data every locale's config only when its render took the context's i18n (read later in an effect too), or it runs code only the browser runs", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      const reads = "import { useState } from 'react';\nimport useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function P() {\n  const [n] = useState(0);\n  const { i18n } = useDocusaurusContext();\n  return <p className=\"locales\">{Object.keys(i18n.localeConfigs).join(' ') + n}</p>;\n}\n";
      s.write('src/pages/locales.tsx', reads);
      s.write('src/pages/current.tsx', reads.replace('Object.keys(i18n.localeConfigs).join(\' \')', 'i18n.currentLocale'));
      s.write('src/pages/browser.tsx', reads.replace("import { useState } from 'react';", "import { useState } from 'react';\nimport useIsBrowser from '@docusaurus/useIsBrowser';").replace('const { i18n } = useDocusaurusContext();', 'const { siteConfig } = useDocusaurusContext();').replace('Object.keys(i18n.localeConfigs).join(\' \')', 'String(useIsBrowser()) + siteConfig.title'));
      // A locale picker: the render takes i18n, its effect reads every locale's config in the browser.
      s.write('src/pages/effect.tsx', reads.replace("import { useState } from 'react';", "import { useEffect, useState } from 'react';").replace('const [n] = useState(0);', 'const [n, setN] = useState(0);').replace('return <p', 'useEffect(() => setN(Object.keys(i18n.localeConfigs.en).length), [i18n]);\n  return <p').replace('Object.keys(i18n.localeConfigs).join(\' \')', "'x'"));
      s.write('src/pages/none.tsx', reads.replace('const { i18n } = useDocusaurusContext();', 'const { siteConfig } = useDocusaurusContext();').replace('Object.keys(i18n.localeConfigs).join(\' \')', 'siteConfig.title'));
    });
    expect(ok, messages.join('\n')).toBe(true);
    const data = (route: string) => island(read(dir, route))!.data as Record<string, unknown>;
    expect(read(dir, '/locales')).toContain('<p class="locales">en0</p>');
    expect(data('/locales').localeConfigs).toMatchObject({ en: { htmlLang: 'en', direction: 'ltr' } });
    expect(read(dir, '/current')).toContain('<p class="locales">en0</p>');
    expect(data('/current').currentLocale).toBe('en');
    expect(read(dir, '/effect')).toContain('<p class="locales">x0</p>');
    for (const route of ['/current', '/effect', '/browser']) expect(data(route).localeConfigs, route).toMatchObject({ en: { htmlLang: 'en' } });
    expect(read(dir, '/none')).toContain('<p class="locales">Pages Fixture0</p>');
    expect(Object.keys(data('/none'))).not.toContain('localeConfigs');
  });

  it("render with Node's built-in modules where a package's Node build reads them, and hydrate with its browser build, as Docusaurus's two bundles do (vfile's #minpath under react-markdown: prettier's home page)", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      // A package written as vfile 6 is: its `#minpath` import is node:path under Node, its own code in the browser.
      s.write('node_modules/minpath-like/package.json', JSON.stringify({ name: 'minpath-like', version: '1.0.0', type: 'module', exports: './index.js', imports: { '#minpath': { node: './minpath.js', default: './minpath.browser.js' } } }));
      s.write('node_modules/minpath-like/index.js', "import { minpath } from '#minpath';\nexport const base = (file) => minpath.basename(file);\n");
      s.write('node_modules/minpath-like/minpath.js', "export { default as minpath } from 'node:path';\n");
      s.write('node_modules/minpath-like/minpath.browser.js', "export const minpath = { basename: (file) => file.slice(file.lastIndexOf('/') + 1) };\n");
      s.write('src/pages/minpath.tsx', "import { useState } from 'react';\nimport { base } from 'minpath-like';\nexport default function P() {\n  const [file] = useState('/docs/readme.md');\n  return <p className=\"base\">{base(file)}</p>;\n}\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('node:path') || m.includes('minpath'))).toEqual([]);
    const html = read(dir, '/minpath');
    expect(html).toContain('<p class="base">readme.md</p>');
    // The browser's bundle takes the package's browser build: no Node module left for the page's runtime to miss.
    const code = readFileSync(path.join(dir, island(html)!.code), 'utf8');
    expect(code).not.toContain('node:path');
    expect(code).toContain('lastIndexOf("/")');
  });

  it("import what Docusaurus generates into .docusaurus/ (a blog's recent posts, the site config), given in a hydrated page's data only to the page that imports it", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      const config = readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8');
      s.write('docusaurus.config.js', config.replace('blog: false,', "blog: { blogSidebarCount: 2, blogSidebarTitle: 'Latest' },"));
      for (const [day, title] of [['01', 'First'], ['02', 'Second'], ['03', 'Third']]) s.write(`blog/2024-05-${day}-post.md`, `---\ntitle: ${title}\n---\n\n${title} post.\n`);
      const latest = [
        "import { useState } from 'react';",
        "import siteConfig from '@generated/docusaurus.config';",
        "const recent = require('../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json');",
        'export default function P() {',
        '  const [n] = useState(0);',
        '  return <ul className="latest" title={`${recent.title} of ${siteConfig.title}`}>{recent.items.slice(n).map((item) => <li key={item.permalink}><a href={item.permalink}>{item.title}</a> {item.date.slice(0, 10)}</li>)}</ul>;',
        '}',
      ].join('\n');
      s.write('src/pages/latest.tsx', latest);
      s.write('src/pages/plain.tsx', "import { useState } from 'react';\nexport default function P() { const [n] = useState(0); return <p>{n}</p>; }\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('docusaurus'))).toEqual([]);
    const html = read(dir, '/latest');
    expect(html).toContain('<ul class="latest" title="Latest of Pages Fixture"><li><a href="/blog/2024/05/03/post">Third</a> <!-- -->2024-05-03</li><li><a href="/blog/2024/05/02/post">Second</a> <!-- -->2024-05-02</li></ul>');
    const name = 'docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';
    expect(island(html)!.data).toMatchObject({ generated: { [name]: { title: 'Latest', items: [{ title: 'Third', permalink: '/blog/2024/05/03/post', unlisted: false, date: '2024-05-03T00:00:00.000Z' }, { title: 'Second' }] } } });
    expect(Object.keys(island(read(dir, '/plain'))!.data)).not.toContain('generated');
  });
});

describe('a React page that cannot be rendered', () => {
  it('is a warning naming its file and why; its route is left out, links to it are not reported again', async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      s.write('src/pages/broken.tsx', "export default function Broken() {\n  const list: string[] | undefined = undefined;\n  return <p>{list!.join(', ')}</p>;\n}\n");
      s.write('src/pages/typo.tsx', 'export default function Typo() {\n  return <p>unclosed\n}\n');
      s.write('src/pages/nothing.tsx', 'export const value = 1;\n');
      s.write('docs/intro.md', '---\ntitle: Introduction\n---\n\nSee [the broken page](/broken).\n');
    });
    expect(ok).toBe(true);
    const about = (file: string) => messages.filter((m) => m.includes(`src/pages/${file}`));
    expect(about('broken.tsx')).toEqual([expect.stringMatching(/src\/pages\/broken\.tsx: warning: the React page for "\/broken" is left out: it could not be rendered \(Cannot read properties of undefined \(reading 'join'\)\)\. Fix the page/)]);
    expect(about('typo.tsx')).toEqual([expect.stringMatching(/src\/pages\/typo\.tsx: warning: the React page for "\/typo" is left out: it does not compile \(typo\.tsx:3: /)]);
    expect(about('nothing.tsx')).toEqual([expect.stringMatching(/has no default export that is a React component/)]);
    for (const route of ['broken', 'typo', 'nothing']) expect(existsSync(path.join(dir, route, 'index.html'))).toBe(false);
    expect(messages.filter((m) => m.includes('broken link'))).toEqual([]);
    expect(read(dir, '/')).toContain('Pages Fixture');
  });

  it("keeps its other parts when an installed package throws as only this build makes it (React 18's internals, StyleX uncompiled): the package stands in, empty, on the server and in the browser, with one warning naming the page, the package and what to do", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      // Written for this test, after @splinetool/react-spline's shape (mobx-dart's home page): it bundles React 18's JSX runtime, which reads React's internals as it loads.
      s.write('node_modules/scene-like/package.json', JSON.stringify({ name: 'scene-like', version: '2.0.0', main: 'dist/index.js' }));
      s.write('node_modules/scene-like/dist/index.js', "var React = require('react');\nvar owner = React.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;\nexports.default = function Scene() { return React.createElement('canvas', { 'data-owner': String(owner) }); };\n");
      // And one that throws as it renders, as @stylexjs/stylex 0.11's create does when its Babel plugin did not run (pyrefly's pages).
      s.write('node_modules/styled-like/package.json', JSON.stringify({ name: 'styled-like', version: '1.0.0', main: 'index.js' }));
      s.write('node_modules/styled-like/index.js', "exports.Box = function Box(props) { throw new Error(\"Unexpected 'stylex.create' call at runtime. Styles must be compiled by '@stylexjs/babel-plugin'.\"); };\n");
      s.write('src/components/Hero.tsx', "import Scene from 'scene-like';\nexport default function Hero() {\n  return <section className=\"hero-part\"><h2>Hero</h2><Scene scene=\"https://example.com/scene.splinecode\" /></section>;\n}\n");
      s.write('src/pages/scene.tsx', "import { useState } from 'react';\nimport Hero from '../components/Hero';\nimport { Box } from 'styled-like';\nexport default function P() {\n  const [n] = useState(3);\n  return <main><Hero /><Box /><p className=\"rest\">Sections {n}</p></main>;\n}\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    const about = messages.filter((m) => m.includes('scene.tsx'));
    expect(about).toEqual([
      expect.stringMatching(/src\/pages\/scene\.tsx: warning: the React page for "\/scene" renders the package "scene-like" as an empty stand-in \(its components draw only their children, its calls give nothing\): it throws here \(Cannot read properties of undefined \(reading 'ReactCurrentOwner'\)\).*React 18's internals.*update it to a version that supports React 19, or draw it in the browser only \(<BrowserOnly>\)\.$/),
      expect.stringMatching(/warning: the React page for "\/scene" renders the package "styled-like" as an empty stand-in .*\(Unexpected 'stylex\.create' call at runtime\. .*\), where Docusaurus renders it\. The page keeps its other parts\. A package that needs a compiler/),
    ]);
    const html = read(dir, '/scene');
    expect(html).toContain('<section class="hero-part"><h2>Hero</h2></section>');
    expect(html).toMatch(/<p class="rest">Sections <!-- -->3<\/p>/);
    const code = readFileSync(path.join(dir, island(html)!.code), 'utf8');
    expect(code).not.toContain('ReactCurrentOwner');
    expect(code).not.toContain('stylex.create');
  });

  it("leaves a page out when an installed package throws for the site's own reason, as Docusaurus's server render stops on it: no stand-in", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      // Written for this test: a chart the page gives no data, which throws in Docusaurus's render as well.
      s.write('node_modules/chart-like/package.json', JSON.stringify({ name: 'chart-like', version: '1.0.0', main: 'index.js' }));
      s.write('node_modules/chart-like/index.js', "exports.Chart = function Chart(props) { return props.data.points.length; };\n");
      s.write('src/pages/chart.tsx', "import { Chart } from 'chart-like';\nexport default function P() {\n  return <main><Chart /><p>Figures</p></main>;\n}\n");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('chart.tsx'))).toEqual([expect.stringMatching(/src\/pages\/chart\.tsx: warning: the React page for "\/chart" is left out: it could not be rendered \(Cannot read properties of undefined \(reading 'points'\)\)\. Fix the page/)]);
    expect(messages.join('\n')).not.toContain('stand-in');
    expect(existsSync(path.join(dir, 'chart', 'index.html'))).toBe(false);
  });

  it("answer usePrismTheme with the config's prism theme, as yoga's playground styles its editor", async () => {
    const { dir, ok, messages } = await buildCopy((s) => {
      const config = readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8');
      s.write('docusaurus.config.js', `${config}\nmodule.exports.themeConfig.prism = { theme: { plain: { color: '#123456' }, styles: [] }, darkTheme: { plain: { color: '#fedcba' }, styles: [] } };\n`);
      s.write('src/pages/prism.tsx', "import { usePrismTheme } from '@docusaurus/theme-common';\nexport default function P() { return <p className=\"prism\" style={{ color: usePrismTheme().plain.color }}>code</p>; }");
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('prism'))).toEqual([]);
    expect(read(dir, '/prism')).toContain('<p class="prism" style="color:#123456">code</p>');
  });

  it('leaves a plain home page when it is the home page, and names a module this build does not provide and a name a provided module lacks, which stand in', async () => {
    const { dir, messages } = await buildCopy((s) => {
      s.write('src/pages/index.tsx', "import Widget from 'not-installed-widget';\nimport { useNoSuchHook } from '@docusaurus/theme-common';\nexport default function Home() {\n  useNoSuchHook();\n  return <Widget>{[].map.call(null)}</Widget>;\n}\n");
      s.write('src/pages/tabs.tsx', "import { useNoSuchHook } from '@docusaurus/theme-common';\nexport default function Tabs() {\n  useNoSuchHook();\n  return <p className=\"tabs\">drawn</p>;\n}\n");
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/src\/pages\/index\.tsx: warning: "not-installed-widget" is not installed in the site and not provided by this build/),
        // One warning for the name, wherever the pages read it.
        expect.stringMatching(/src\/pages\/index\.tsx: warning: "useNoSuchHook" from "@docusaurus\/theme-common" is not provided by this build, so it stands in: .*\(2 places in 2 files: here, .*src\/pages\/tabs\.tsx\)$/),
        expect.stringMatching(/src\/pages\/index\.tsx: warning: the React page for "\/" is left out: it could not be rendered/),
      ]),
    );
    expect(read(dir, '/')).toContain('class="hero__title">Pages Fixture</h1>');
    expect(read(dir, '/tabs')).toContain('<p class="tabs">drawn</p>');
  });
});

describe('a React page linking to a malformed path', () => {
  it('a malformed %-escape (/a%zz) is a broken link at its line, not a build stopped by "URI malformed" without a file', async () => {
    const { ok, messages } = await buildCopy((s) => s.write('src/pages/escape.tsx', "import Link from '@docusaurus/Link';\nexport default function Escape() {\n  return <Link to=\"/a%zz\">bad</Link>;\n}\n"));
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('escape.tsx'))).toEqual([expect.stringMatching(/src\/pages\/escape\.tsx:3: warning: broken link: no page at "\/a%zz"\. Fix the link or create the page\./)]);
  });

  it("keeps a <style> in Head on a Docusaurus site, whose policy allows inline styles, with `</style` escaped so that its text cannot end the element", async () => {
    const css = "p.styled { color: red } /* </style><script>alert(1)</script> */ p::after { content: '</STYLE>' }";
    const { dir, ok, messages } = await buildCopy((s) => {
      s.write('src/pages/styled.tsx', `import Head from '@docusaurus/Head';\nexport default function Styled() {\n  return <><Head><style>{${JSON.stringify(css)}}</style><style media="print" dangerouslySetInnerHTML={{ __html: 'p { color: black }' }} /></Head><p className="styled">styled</p></>;\n}\n`);
    });
    expect(ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('styled.tsx'))).toEqual([]);
    const html = read(dir, '/styled');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain("<style data-page-style=\"\">p.styled { color: red } /* <\\/style><script>alert(1)</script> */ p::after { content: '<\\/STYLE>' }</style>");
    expect(head).toContain('<style media="print" data-page-style="">p { color: black }</style>');
    // Only the two ends of the two elements: the page's text ends neither.
    expect(head.match(/<\/style>/gi)).toHaveLength(2);
  });
});
