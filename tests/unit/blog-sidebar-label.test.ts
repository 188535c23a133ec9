/**
 * A post's `sidebar_label` names it in the blog's sidebar and in the recent-posts list a React page
 * imports (`blog-post-list-prop-default.json`) on a Docusaurus 3.7 site and later, as
 * @docusaurus/plugin-content-blog's toBlogSidebarProp does from 3.7.0 (props.js); before 3.7, and in
 * 2.4, its title does. The site's Docusaurus version is the one its package.json asks for.
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

async function buildAt(core: string): Promise<{ sidebar: string; list: string }> {
  const s = (site = tempSite(FIXTURE));
  s.write('package.json', JSON.stringify({ name: 'fixture-pages', private: true, dependencies: { '@docusaurus/core': core } }));
  const config = readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8');
  s.write('docusaurus.config.js', config.replace('blog: false,', 'blog: {},'));
  s.write('blog/2024-05-01-old.md', '---\ntitle: Old news\n---\n\nOld.\n');
  s.write('blog/2024-05-02-release.md', '---\ntitle: Version 2.0 is out, with everything it took a year to build\nsidebar_label: Version 2.0\n---\n\nNew.\n');
  s.write('src/pages/latest.tsx', "import recent from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';\nexport default function P() {\n  return <ul className=\"latest\">{recent.items.map((item) => <li key={item.permalink}>{item.title}</li>)}</ul>;\n}\n");
  const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
  expect(result.ok, result.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  const html = (route: string) => readFileSync(path.join(s.out, route, 'index.html'), 'utf8');
  const post = html('blog/2024/05/01/old');
  return { sidebar: post.slice(post.indexOf('<aside class="blog-sidebar">'), post.indexOf('</aside>')), list: /<ul class="latest">.*?<\/ul>/.exec(html('latest'))![0] };
}

describe("a blog post's sidebar_label", () => {
  it('names the post in the sidebar and the recent-posts list from Docusaurus 3.7', async () => {
    const { sidebar, list } = await buildAt('^3.7.0');
    expect(sidebar).toContain('>Version 2.0</a>');
    expect(sidebar).not.toContain('it took a year');
    expect(list).toBe('<ul class="latest"><li>Version 2.0</li><li>Old news</li></ul>');
  }, 120_000);

  it('does not before 3.7, nor in Docusaurus 2: the title names it', async () => {
    for (const core of ['3.6.3', '2.4.1']) {
      const { sidebar, list } = await buildAt(core);
      expect(sidebar).toContain('>Version 2.0 is out, with everything it took a year to build</a>');
      expect(list).toBe('<ul class="latest"><li>Version 2.0 is out, with everything it took a year to build</li><li>Old news</li></ul>');
      site?.cleanup();
    }
  }, 240_000);
});
