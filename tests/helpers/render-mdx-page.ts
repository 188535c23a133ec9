/**
 * A Markdown page of a docs folder rendered as the build renders a doc at /docs/page, every
 * diagnostic collected as "line: message", for tests of what a page and the partials it imports show.
 */
import path from 'node:path';
import { createImageRegistry } from '../../build/markdown/images.ts';
import { renderMarkdown, type MarkdownContext, type MdxOptions } from '../../build/markdown/index.ts';

export async function renderMdxPage(dir: string, source: string, file = 'page.mdx', routes: Record<string, string> = {}) {
  const errors: string[] = [];
  const collect = (line: number | undefined, message: string) => errors.push(`${line}: ${message}`);
  const result = await renderMarkdown(source, {
    sourcePath: path.join(dir, file),
    route: '/docs/page',
    pageUrl: 'https://example.com/docs/page',
    routeOfFile: (target) => routes[target],
    staticDirs: [dir],
    contentDir: dir,
    linkRoots: [dir],
    site: { baseUrl: '/' },
    images: createImageRegistry(),
    bodyLine: 1,
    mdx: { site: { baseUrl: '/', siteConfig: {} }, isMdx: () => true },
    warn: collect,
    brokenMarkdownLink: collect,
    error: collect,
  });
  return { ...result, errors };
}

/** A document of a site rendered as the build renders a doc at /docs/page, with the MDX options the site gives (none: plain Markdown); warnings and errors as "line: message". */
export async function renderSiteDoc(source: string, sourcePath: string, contentDir: string, mdx?: MdxOptions, options: Pick<MarkdownContext, 'comments' | 'siteComponents' | 'mdx1Compat' | 'dependsOn'> = {}) {
  const warnings: string[] = [];
  const collect = (line: number | undefined, message: string) => warnings.push(`${line}: ${message}`);
  const rendered = await renderMarkdown(source, {
    sourcePath,
    contentDir,
    // As the build gives it: what `@site/` names, and whose repository the document's imports may come from.
    siteDir: mdx?.siteDir,
    route: '/docs/page',
    pageUrl: 'https://example.com/docs/page',
    routeOfFile: () => undefined,
    site: { baseUrl: '/' },
    staticDirs: [],
    brokenMarkdownLink: () => undefined,
    images: createImageRegistry(),
    bodyLine: 1,
    mdx,
    ...options,
    warn: collect,
    error: collect,
  });
  return { ...rendered, warnings };
}
