/**
 * A doc whose MDX reads its route's data (useDocsSidebar, useDoc().metadata.editUrl) renders again
 * once the sidebars exist, with that data in its job (build/doc-route-renders.ts): the cache follows
 * it, and a later build reuses both renders while the doc and its sidebar stay the same.
 */
import { describe, expect, it } from 'vitest';
import { sidebarProp } from '../../build/doc-route-renders.ts';
import type { MarkdownJob, MarkdownOutput, MarkdownRenderer } from '../../build/markdown-jobs.ts';
import { renderSources, type MarkdownCache, type Source } from '../../build/render-sources.ts';
import type { DocRoute } from '../../site/docusaurus/docs-client.ts';

const doc = { permalink: '/docs/guide', version: 'current', pluginId: 'default', source: { path: '/site/docs/guide.mdx', display: 'docs/guide.mdx', rel: 'guide.mdx', body: 'text', bodyLine: 1, frontMatter: {} } } as unknown as Source;

/** A renderer that records its jobs and says each page read its route's data. */
function countingRenderer(jobs: MarkdownJob[]): MarkdownRenderer {
  const output = (job: MarkdownJob): MarkdownOutput => ({ md: { html: job.docRoute?.sidebar?.name ?? 'none', markdown: '', headings: [], links: [], sections: [], browserDiagrams: false, readsDocRoute: ['sidebar'] }, diagnostics: [], images: [], lookups: [], imageStamps: [] });
  return { markdown: async (list: MarkdownJob[]) => (jobs.push(...list), list.map(output)) } as unknown as MarkdownRenderer;
}

const render = (cache: MarkdownCache, renderer: MarkdownRenderer, routes?: Map<string, DocRoute>) => renderSources([doc], cache, renderer, {} as never, (p) => `https://example.com${p}`, { baseUrl: '/', trailingSlash: undefined }, routes);
const routes = (name: string) => new Map([['/site/docs/guide.mdx', { sidebar: { name, items: [] } }]]);

describe('a doc that reads its route, in the Markdown cache', () => {
  it('renders again with its route, and a later build reuses both renders until the route changes', async () => {
    const jobs: MarkdownJob[] = [];
    const renderer = countingRenderer(jobs);
    const cache: MarkdownCache = { markdown: new Map() };
    expect((await render(cache, renderer)).rendered).toBe(1);
    const second = await render(cache, renderer, routes('api'));
    expect([second.rendered, second.outputs[0].md.html]).toEqual([1, 'api']);
    // The next build: its first render keeps the output that has the route; the second finds the same route.
    const again = await render(cache, renderer);
    expect([again.rendered, again.outputs[0].md.html]).toEqual([0, 'api']);
    expect((await render(cache, renderer, routes('api'))).rendered).toBe(0);
    const changed = await render(cache, renderer, routes('guides'));
    expect([changed.rendered, changed.outputs[0].md.html]).toEqual([1, 'guides']);
    expect(jobs.map((job) => job.docRoute?.sidebar?.name)).toEqual([undefined, 'api', 'guides']);
  });
});

describe("a sidebar in Docusaurus's item format", () => {
  it('gives links and category pages under the base URL, html items as they are, a category collapsible unless it says not', () => {
    const items = sidebarProp(
      [
        { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro', className: 'first' },
        { type: 'category', label: 'API', collapsed: true, link: '/docs/api', items: [{ type: 'html', value: '<hr>' }, { type: 'link', label: 'Out', href: 'https://example.com/' }] },
        { type: 'category', label: 'Open', collapsed: false, collapsible: false, items: [] },
      ],
      { baseUrl: '/base/', trailingSlash: undefined },
    );
    expect(items).toEqual([
      { type: 'link', label: 'Intro', href: '/base/docs/intro', docId: 'intro', className: 'first' },
      { type: 'category', label: 'API', href: '/base/docs/api', collapsed: true, collapsible: true, items: [{ type: 'html', value: '<hr>' }, { type: 'link', label: 'Out', href: 'https://example.com/' }] },
      { type: 'category', label: 'Open', collapsed: false, collapsible: false, items: [] },
    ]);
  });
});
