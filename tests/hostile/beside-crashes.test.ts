/**
 * Whatever fails while the files beside the pages are written (static files, feeds, sitemap, the
 * Markdown twins, llms.txt, images) is an error naming the file it comes from, and the output is
 * left as it was. Here a static folder holds folders at the paths the build writes those files to,
 * a mistake a site can make (and a copy of an old output in static/ makes).
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const WRITING = 'Make sure nothing else stands at that path of the output (a folder of the same name in a static folder, say), that the disk has room and that this user may write there.';

describe('a failure while a file beside the pages is written names the file it comes from', () => {
  it('twins, feeds, sitemap and a static file at a page: each named, the output left as it was', async () => {
    site = tempSite('docusaurus-site');
    const s = site;
    expect((await build({ root: ROOT, contentDir: s.content, outDir: s.out })).ok).toBe(true);
    const before = snapshotDir(s.out);
    // Folders where the build writes a doc's Markdown twin, the RSS feed and the sitemap; a file where a page's folder is.
    for (const at of ['guide/setup.md', 'blog/rss.xml', 'sitemap.xml']) s.write(`static/${at}/old.txt`, 'left over\n');
    s.write('static/about', 'a file where the about page is a folder\n');
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(result.ok).toBe(false);
    const prefix = path.relative(process.cwd(), s.dir).split(path.sep).join('/') + '/';
    const messages = result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d).replaceAll(prefix, ''));
    expect(messages).toEqual([
      expect.stringMatching(/^content\/static\/about: error: copying this static file into the output failed: EISDIR: .*\. A page, or a folder the build writes, may stand at the same path of the output: rename one of them\./),
      expect.stringMatching(new RegExp(`^content/docusaurus\\.config\\.js: error: writing the feeds of the blog at /blog failed: .*\\. ${WRITING.replace(/[.()]/g, '\\$&')}$`)),
      expect.stringMatching(/^content\/docusaurus\.config\.js: error: writing sitemap\.xml failed: /),
      expect.stringMatching(/^content\/docs\/guide\/setup\.md: error: writing its Markdown twin guide\/setup\.md failed: /),
    ]);
    expect(snapshotDir(s.out)).toEqual(before);
  }, 120_000);
});
