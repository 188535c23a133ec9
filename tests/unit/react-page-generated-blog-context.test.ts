/**
 * A React page that lists a blog's posts with `require.context` over the folder Docusaurus
 * generates them into (`@generated/docusaurus-plugin-content-blog/<id>`, one `<docuHash of the
 * post's source>.json` of metadata per post) gets those files, named as Docusaurus names them.
 * teddygood's home page reads its three latest posts' descriptions so; the context named "a folder
 * of no installed package" and threw when the page ran, so the home page was left out.
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

const PAGE = `import recent from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';

const context = require.context('@generated/docusaurus-plugin-content-blog/default', false, /site-blog-.*\\.json$/);
const byPermalink = new Map(context.keys().map((key) => [context(key).permalink, context(key)]));

export default function Posts() {
  return (
    <main>
      <p className="keys">{context.keys().join(' ')}</p>
      <ul>{recent.items.map((item) => <li key={item.permalink}>{byPermalink.get(item.permalink)?.title}: {byPermalink.get(item.permalink)?.description} ({byPermalink.get(item.permalink)?.date.slice(0, 10)})</li>)}</ul>
    </main>
  );
}
`;

describe("a React page's require.context over a blog's generated folder", () => {
  it("gets each post's metadata file, named by Docusaurus's docuHash of its source", async () => {
    const s = (site = tempSite(FIXTURE));
    const config = readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8');
    s.write('docusaurus.config.js', config.replace('blog: false,', 'blog: {},'));
    s.write('blog/2024-01-02-first.md', '---\ntitle: First\ndescription: The first post.\n---\n\nOne.\n');
    s.write('blog/2024-03-04-second/index.md', '---\ntitle: Second\ndescription: The second post.\n---\n\nTwo.\n');
    s.write('src/pages/posts.js', PAGE);
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(result.ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => m.includes('posts.js'))).toEqual([]);
    const html = readFileSync(path.join(s.out, 'posts/index.html'), 'utf8');
    // kebab-cased source and the first three hex digits of its MD5, each key with `.json` (the regex asks for it).
    expect(html).toContain('<p class="keys">./site-blog-2024-01-02-first-md-9c6.json ./site-blog-2024-03-04-second-index-md-39d.json</p>');
    expect(html).toContain('<li>Second: The second post. (2024-03-04)</li><li>First: The first post. (2024-01-02)</li>');
  }, 120_000);
});
