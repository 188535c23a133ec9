/**
 * Markdown a React page imports that is no page of its own (page-markdown.ts): in a translated
 * locale, `import Intro from '@site/docs/intro.md'` is the untranslated file, which the locale's
 * translated intro stands for (its alias). Rendering it once gave it the importing page's route and
 * rendered every source again: the fr docs linking intro.md were rendered with links to the React
 * page and kept so in the cache, then rendered again on the next build.
 */
import { describe, expect, it } from 'vitest';
import type { MarkdownJob, MarkdownOutput, MarkdownRenderer, MarkdownSiteContext } from '../../build/markdown-jobs.ts';
import { renderSources, type MarkdownCache, type Source } from '../../build/render-sources.ts';

const doc = (path: string, permalink: string, alias?: string): Source =>
  ({ version: 'current', pluginId: 'default', permalink, source: { path, display: path, rel: path, body: `Body of ${path}.`, bodyLine: 1, frontMatter: {}, alias } }) as unknown as Source;

/** Renders each job as the route its link to docs/intro.md gets, recording what it was asked. */
function recorder() {
  const calls: { jobs: string[]; intro: string | undefined }[] = [];
  const renderer: MarkdownRenderer = {
    async markdown(jobs: MarkdownJob[], context: MarkdownSiteContext): Promise<MarkdownOutput[]> {
      const intro = context.routeByFile.get('docs/intro.md');
      calls.push({ jobs: jobs.map((job) => job.path), intro });
      return jobs.map((job) => ({ md: { html: `<a href="${intro}">intro</a>`, path: job.path } as unknown as MarkdownOutput['md'], diagnostics: [], images: [], lookups: [['docs/intro.md', intro]], imageStamps: [] }));
    },
  };
  return { calls, renderer };
}

describe('Markdown a React page imports, beside the sources', () => {
  it('is rendered alone, with the routes the sources have, and takes none of them', async () => {
    const cache: MarkdownCache = { markdown: new Map() };
    const { calls, renderer } = recorder();
    const sources = [doc('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '/fr/docs/intro', 'docs/intro.md'), doc('docs/other.md', '/fr/docs/other')];
    const stage = await renderSources(sources, cache, renderer, {} as Omit<MarkdownSiteContext, 'routeByFile'>, (p) => `https://x.example${p}`, { baseUrl: '/' });
    const other = cache.markdown.get('docs/other.md');
    // The fr home page imports the untranslated intro.
    const [imported] = await stage.more([doc('docs/intro.md', '/fr/')]);
    expect(calls).toEqual([
      { jobs: sources.map((s) => s.source.path), intro: '/fr/docs/intro' },
      { jobs: ['docs/intro.md'], intro: '/fr/docs/intro' },
    ]);
    expect(imported.md.html).toBe('<a href="/fr/docs/intro">intro</a>');
    // The fr doc linking intro.md keeps its output: the next build finds it fresh.
    expect(cache.markdown.get('docs/other.md')).toBe(other);
  });
});
