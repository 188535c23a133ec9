/**
 * MDX code that imports a blog's recent posts (`blog-post-list-prop-<id>.json`, generated into
 * `.docusaurus/` by Docusaurus's blog plugin) gets them as React pages do: in the MDX itself
 * (`@generated/...`, `@site/.docusaurus/...`) and in a component it imports (`../../.docusaurus/...`). Before, MDX had the
 * site config only, and the list stood in: nothing was listed. Titles are the posts' as Docusaurus
 * gives them: front matter, else the heading the post opens with, else its file name's text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const FIXTURE = 'docusaurus-pages';
let site: TempSite | undefined;
afterEach(() => site?.cleanup());

describe("a blog's recent posts imported from MDX", () => {
  it('lists the newest posts, in the MDX and in a component it imports', async () => {
    const s = (site = tempSite(FIXTURE));
    const config = readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8');
    s.write('docusaurus.config.js', config.replace('blog: false,', "blog: { blogSidebarCount: 3, blogSidebarTitle: 'Latest' },"));
    s.write('blog/2024-05-01-oldest.md', '---\ntitle: Oldest\n---\n\nLeft out: the list holds three.\n');
    s.write('blog/2024-05-02-named-by-file.md', 'No title: named by its file.\n');
    s.write('blog/2024-05-03-heading.md', '# The **bold** [release](https://example.com)\n\nOpens with its title.\n');
    s.write('blog/2024-05-04-newest.md', '---\ntitle: Newest\n---\n\nNew.\n');
    s.write('src/components/Latest.js', "const recent = require('../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json');\nexport default function Latest() {\n  return <ol className=\"component\">{recent.items.map((item) => <li key={item.permalink}><a href={item.permalink}>{item.title}</a></li>)}</ol>;\n}\n");
    s.write('docs/latest.mdx', "---\ntitle: Latest\n---\n\nimport recent from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';\nimport Latest from '@site/src/components/Latest';\nimport config from '@site/.docusaurus/docusaurus.config.mjs';\nimport fromSite from '@site/.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';\n\n<p className=\"direct\">{recent.title}: {recent.items.map((item) => item.title).join(', ')}</p>\n\n<p className=\"from-site\">{fromSite.items.length} of {config.title}</p>\n\n<Latest />\n");
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(result.ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('latest.mdx') || m.includes('Latest.js'))).toEqual([]);
    const html = readFileSync(path.join(s.out, 'docs/latest/index.html'), 'utf8');
    expect(html).toContain('<p class="direct">Latest: Newest, The bold release, named-by-file</p>');
    // Written as a path into the site's .docusaurus folder, as a file import.
    expect(html).toContain('<p class="from-site">3 of Pages Fixture</p>');
    expect(html).toContain('<ol class="component"><li><a href="/blog/2024/05/04/newest">Newest</a></li><li><a href="/blog/2024/05/03/heading">The bold release</a></li><li><a href="/blog/2024/05/02/named-by-file">named-by-file</a></li></ol>');
  }, 120_000);
});
