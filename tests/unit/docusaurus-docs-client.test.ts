/**
 * A site's own component in MDX reading `@docusaurus/plugin-content-docs/client` (as gofiber's
 * landscape and many swizzled navbars do) gets Docusaurus's answers: the page's docs instance,
 * version and doc, matched on its pathname, every version with its path and main doc, and the
 * same doc in the other versions; in a package of "type": "module", whose components take a
 * provided module whole as their default import (tests/fixtures/docusaurus-docs-client). A site's
 * React page gets the same data (its versions page), and a hydrated one has it in its data when
 * it reads it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_MODULES } from '../../build/markdown/mdx/theme.tsx';
import { setRuntime } from '../../build/markdown/mdx/runtime.ts';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-docs-client');
const info = (route: string) => /<ul class="version-info">(.*?)<\/ul>/.exec(readFileSync(path.join(out, route, 'index.html'), 'utf8'))?.[1];

describe("@docusaurus/plugin-content-docs/client in a site's component", () => {
  it('answers for the page being rendered, in the current version (the last, at the route base) and in 1.0 under it, useDocsVersion with its banner', () => {
    const versions = '<li>versions current:/base/docs:intro 1.0:/base/docs/1.0:intro</li><li>community /base/community</li>';
    const alternates = '<li><a href="/base/docs">current</a></li><li><a href="/base/docs/1.0">1.0</a></li>';
    expect(info('docs')).toBe(`<li>plugin default</li><li>active current at /base/docs, doc intro</li><li>latest Next</li><li>this version Next, banner null, docs-version-current</li><li>suggested /base/docs, on current</li>${versions}${alternates}<li><a href="/base/docs/guide">guide in this version</a></li>`);
    expect(info('docs/1.0')).toBe(`<li>plugin default</li><li>active 1.0 at /base/docs/1.0, doc intro</li><li>latest Next</li><li>this version 1.0, banner unmaintained, docs-version-1.0</li><li>suggested /base/docs, on 1.0</li>${versions}${alternates}<li><a href="/base/docs/1.0/guide">guide in this version</a></li>`);
  });

  it("answers useDocsSidebar (from plugin-content-docs/client and theme-common/internal, databend's) with the doc's sidebar in Docusaurus's item format, and useDoc().metadata with its sidebar's name, edit URL, next doc and tags (databend's list reads them: plugin-content-docs' tags as @docusaurus/utils' tags.js normalizes an inline tag), once the sidebars exist", () => {
    const sidebarInfo = /<ul class="sidebar-info">(.*?)<\/ul>/.exec(readFileSync(path.join(out, 'docs/guide/index.html'), 'utf8'))?.[1];
    expect(sidebarInfo).toBe('<li>defaultSidebar: Guide=/base/docs/guide Intro=/base/docs/ topics[Deploy=/base/docs/topics/deploy]</li><li>same</li><li>defaultSidebar https://example.com/edit/docs/guide.mdx</li><li>first, then Intro at /base/docs/</li><li>Getting Started=/base/docs/tags/getting-started true, setup=/base/docs/tags/setup true</li>');
  });

  it("answers useDoc with the doc being rendered, as Docusaurus's DocProvider gives it (serverpod's MarkdownDocActions, betaflight's VersionInfo; riverpod's Link reads the locale from metadata.source, and threw without it), and a React page, which is no doc, with its error", () => {
    const docInfo = /<ul class="doc-info">(.*?)<\/ul>/.exec(readFileSync(path.join(out, 'docs/guide/index.html'), 'utf8'))?.[1];
    expect(docInfo).toBe('<li>guide /base/docs/guide current Guide</li><li>2.1 Guide</li><li>2:options 3:timeout</li><li>@site/docs/guide.mdx</li>');
    expect(/<p class="outside">(.*?)<\/p>/.exec(readFileSync(path.join(out, 'versions/index.html'), 'utf8'))?.[1]).toBe('Hook useDoc is called outside the &lt;DocProvider&gt;. ');
  });
});

/** The data a hydrated page's island is given. */
const islandProps = (route: string) => {
  const props = /data-island="page" data-props="([^"]+)"/.exec(readFileSync(path.join(out, route, 'index.html'), 'utf8'))![1];
  return JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { code: string; data: Record<string, unknown> };
};
const islandData = (route: string) => islandProps(route).data;

describe("@docusaurus/plugin-content-docs/client in a site's React page (a versions page, moodle's)", () => {
  it('lists every version with its label and path, the latest and its main doc, as Docusaurus does; no version is active outside the docs', () => {
    const list = /<ul class="versions">(.*?)<\/ul>/.exec(readFileSync(path.join(out, 'versions/index.html'), 'utf8'))?.[1];
    expect(list).toBe('<li>latest Next <a href="/base/docs">docs</a>, main doc intro</li><li>past 1.0 <a href="/base/docs/1.0">docs</a></li><li>active undefined, community at /base/community</li>');
  });

  it("answers the same under @theme/hooks/useDocs, the module's name up to Docusaurus 2.0.0-beta.14 (monaco's versions page)", () => {
    const list = /<ul class="versions">(.*?)<\/ul>/.exec(readFileSync(path.join(out, 'versions-v2/index.html'), 'utf8'))?.[1];
    expect(list).toBe('<li>Next <a href="/base/docs">docs</a> (latest)</li><li>1.0 <a href="/base/docs/1.0">docs</a></li>');
  });

  it('gives a hydrated page that reads them the same versions in its data, and one that does not none', () => {
    expect(readFileSync(path.join(out, 'picker/index.html'), 'utf8')).toContain('<select class="picker"><option value="current" selected="">Next</option><option value="1.0">1.0</option></select>');
    const docs = islandData('picker').docs as Record<string, { path: string; versions: { name: string; path: string }[] }>;
    expect(Object.keys(docs)).toEqual(['default', 'community']);
    expect(docs.default.versions.map((v) => `${v.name}:${v.path}`)).toEqual(['current:/base/docs', '1.0:/base/docs/1.0']);
    expect(islandData('counter')).not.toHaveProperty('docs');
    // The docs client is loaded apart from the runtime of hydrated pages, for the pages whose code names it (site/docusaurus/lazy-modules.ts).
    const lazy = (route: string) => /const (\w+)=(\[[^\]]*\]);export\{\w+ as default,\1 as lazy\}/.exec(readFileSync(path.join(out, islandProps(route).code.replace(/^\/base\//, '')), 'utf8'))?.[2];
    expect(lazy('picker')).toBe('["@docusaurus/plugin-content-docs/client"]');
    expect(lazy('counter')).toBe('[]');
  });
});

describe('@docusaurus/useBrokenLinks', () => {
  it("takes the anchor a component collects from the page's HTML (no warning), and checks a link it collects as a rendered one", () => {
    expect(readFileSync(path.join(out, 'docs/guide/index.html'), 'utf8')).toContain('<div id="listen" class="reference">Listen on a port.<a href="#listen">#</a></div>');
    const linked: string[] = [];
    setRuntime({ baseUrl: '/', siteConfig: {}, headings: [], line: 1, raw: [], link: (href) => (linked.push(href), href) });
    try {
      const { collectLink } = (THEME_MODULES['@docusaurus/useBrokenLinks'].default as () => { collectLink(link: string): void })();
      collectLink('/docs/elsewhere');
    } finally {
      setRuntime(undefined);
    }
    expect(linked).toEqual(['/docs/elsewhere']);
  });
});

describe('useDoc in MDX, beside what the fixture shows', () => {
  const useDoc = (frontMatter: Record<string, unknown>, source: string) => {
    const docs = { default: { path: '/docs', versions: [{ name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'guide', docs: [{ id: 'guide', path: '/docs/guide' }] }] } };
    setRuntime({ baseUrl: '/', siteConfig: {}, docs, route: '/docs/guide', frontMatter, headings: [{ depth: 2, text: 'The <div> tag & more', id: 'the-div-tag--more' }], line: 1, raw: [], link: (href) => href, excerpt: () => source.split('\n\n')[1] });
    try {
      return (THEME_MODULES['@docusaurus/plugin-content-docs/client'].useDoc as () => { metadata: { description: string }; toc: { value: string }[] })();
    } finally {
      setRuntime(undefined);
    }
  };

  it("gives the doc's excerpt as its description without one in front matter, and toc values as HTML, as Docusaurus's mdx-loader does", () => {
    const doc = useDoc({}, '# Guide\n\nHow to set it up.');
    expect(doc.metadata.description).toBe('How to set it up.');
    expect(doc.toc.map((t) => t.value)).toEqual(['The &lt;div&gt; tag &amp; more']);
    expect(useDoc({ description: 'Set up.' }, '# Guide\n\nHow to set it up.').metadata.description).toBe('Set up.');
  });
});
