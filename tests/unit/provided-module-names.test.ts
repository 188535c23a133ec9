/**
 * A name that a module this build provides lacks (`useRouteMatch` from `@docusaurus/router`,
 * `useDocsVersionCandidates` from `@docusaurus/plugin-content-docs/client`) stands in, with one warning for
 * each module and name, as a module that is not provided does: undefined, the component calling it
 * threw, and the page showed all its children instead (supertokens' custom-UI text, before
 * useHistory was added by hand). MDX code, a site component it imports
 * (tests/fixtures/provided-names), and a site's React page alike.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageRequire } from '../../build/react-pages/require.ts';
import { PageRoot } from '../../site/docusaurus/PageRoot.tsx';
import type { PageData } from '../../site/docusaurus/context.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const siteDir = path.join(import.meta.dirname, '../fixtures/provided-names');
const render = (markdown: string) => renderSiteDoc(markdown, path.join(siteDir, 'docs/page.mdx'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir, isMdx: () => true });
const warned = (warnings: string[], name: string, module: string) => warnings.filter((w) => w.includes(`"${name}" from "${module}" is not provided by this build, so it stands in`));

describe('a name a provided module lacks, in MDX', () => {
  it("stands in for a site component's import, which then draws itself and not its children, with one warning per module and name", async () => {
    const { html, warnings } = await render(["import RouteTabs, { SecondUse } from '@site/src/components/RouteTabs';", '', '<RouteTabs>Other tab only</RouteTabs>', '', '<SecondUse />', ''].join('\n'));
    expect(html).toContain('<div class="route-tabs">tab for /docs/page</div>');
    expect(html).toContain('<span class="second-use">again</span>');
    expect(html).not.toContain('Other tab only');
    expect(warned(warnings, 'useRouteMatch', '@docusaurus/router')).toHaveLength(1);
    expect(warned(warnings, 'useParams', '@docusaurus/router')).toHaveLength(1);
    expect(warned(warnings, 'useDocsVersionCandidates', '@docusaurus/plugin-content-docs/client')).toHaveLength(1);
    expect(warnings.filter((w) => !w.includes('so it stands in'))).toEqual([]);
  });

  it("stands in for the document's own code, at the line of its import", async () => {
    const source = ["import { matchPath, useLocation } from '@docusaurus/router';", '', 'export function Here({ children }) { return matchPath(useLocation().pathname, { path: "/x" }) ? <i>matched</i> : <b>here</b>; }', '', '<Here>Never shown</Here>', ''].join('\n');
    const { html, warnings } = await render(source);
    expect(html).not.toContain('Never shown');
    expect(warnings).toEqual([expect.stringMatching(/^1: "matchPath" from "@docusaurus\/router" is not provided by this build, so it stands in/)]);
  });
});

describe('a package that is not installed, in MDX', () => {
  it('stands in when destructured too: a pair of stand-ins, as hooks return pairs', async () => {
    const source = ["import { useSlot } from 'not-installed-here';", '', 'export function Slot() { const [value, slot] = useSlot("k"); return <b>{typeof value} {typeof slot} {[...slot].length}</b>; }', '', '<Slot />', ''].join('\n');
    const { html } = await render(source);
    expect(html).toContain('<b>function function 2</b>');
  });
});

describe("Docusaurus's core modules in MDX code (bitwarden's ADR table checks ExecutionEnvironment)", () => {
  it('answer as on the server: not in a browser, internal URLs, Interpolate, the docs plugin\'s global data, ErrorBoundary', async () => {
    const source = [
      "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
      "import isInternalUrl from '@docusaurus/isInternalUrl';",
      "import Interpolate from '@docusaurus/Interpolate';",
      "import useGlobalData from '@docusaurus/useGlobalData';",
      "import ErrorBoundary from '@docusaurus/ErrorBoundary';",
      '',
      "export function Where() { return <b>{ExecutionEnvironment.canUseDOM ? 'browser' : 'server'}, {String(isInternalUrl('/docs'))} {String(isInternalUrl('https://x.example'))}, {Object.keys(useGlobalData()['docusaurus-plugin-content-docs']).join(' ')}</b>; }",
      '',
      '<ErrorBoundary fallback={() => <p>failed</p>}><Where /></ErrorBoundary>',
      '',
      '<Interpolate values={{ name: <i>you</i> }}>{"Hello {name}"}</Interpolate>',
      '',
    ].join('\n');
    const docs = { default: { path: '/docs', versions: [] } };
    const { html, warnings } = await renderSiteDoc(source, path.join(siteDir, 'docs/page.mdx'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {}, docs }, siteDir, isMdx: () => true });
    expect(warnings).toEqual([]);
    expect(html).toContain('<b>server, true false, default</b>');
    expect(html).toContain('Hello <i>you</i>');
  });
});

const data: PageData = { siteConfig: { title: 'T', tagline: '', url: 'https://example.com', baseUrl: '/', customFields: {}, themeConfig: {}, i18n: { defaultLocale: 'en', locales: ['en'] } }, route: '/tabs', defaultMode: 'light' };

describe("Docusaurus's core modules in a site's React page", () => {
  it('are those MDX code gets: ErrorBoundary draws its children, useIsomorphicLayoutEffect is an effect (none runs on the server)', () => {
    const warnings: string[] = [];
    const missing: string[] = [];
    const require = pageRequire({ browser: () => undefined, warn: (m) => warnings.push(m), missing: (specifier) => void missing.push(specifier) });
    const { default: ErrorBoundary } = require('@docusaurus/ErrorBoundary') as { default: (props: { fallback: () => unknown; children: unknown }) => unknown };
    const { default: useIsomorphicLayoutEffect } = require('@docusaurus/useIsomorphicLayoutEffect') as { default: (effect: () => void, deps: unknown[]) => void };
    const ran: string[] = [];
    const Inner = () => {
      useIsomorphicLayoutEffect(() => void ran.push('effect'), []);
      return createElement('p', null, 'drawn');
    };
    const Page = () => createElement(ErrorBoundary as never, { fallback: () => createElement('p', null, 'failed') }, createElement(Inner));
    expect(renderToStaticMarkup(createElement(PageRoot, { data, Page }))).toBe('<p>drawn</p>');
    expect(ran).toEqual([]);
    // Not provided, each was a stand-in the build warns of as a module it lacks.
    expect(missing).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe("a name a provided module lacks, in a site's React page", () => {
  it('stands in through the namespace copy a bundle makes (esbuild\'s __toESM), with one warning per module and name', () => {
    const warnings: string[] = [];
    const require = pageRequire({ browser: () => undefined, warn: (m) => warnings.push(m), missing: () => undefined });
    // As esbuild's __toESM copies a required module: its own names, on an object whose prototype is the module's.
    const module = require('@docusaurus/router') as object;
    const copy = Object.defineProperties(Object.create(Object.getPrototypeOf(module)), Object.fromEntries(Object.keys(module).map((k) => [k, { get: () => (module as Record<string, unknown>)[k], enumerable: true }])));
    const Page = () => {
      const { pathname } = copy.useLocation();
      copy.useParams();
      copy.useParams();
      return createElement(copy.Switch, null, createElement('p', null, `at ${pathname}`));
    };
    expect(renderToStaticMarkup(createElement(PageRoot, { data, Page }))).toBe('<p>at /tabs</p>');
    expect(warnings).toEqual([expect.stringMatching(/^"useParams" from "@docusaurus\/router" is not provided by this build, so it stands in/), expect.stringMatching(/^"Switch" from "@docusaurus\/router"/)]);
  });
});
