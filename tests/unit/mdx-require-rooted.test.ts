/**
 * An image an MDX document requires by a server-relative path is a static folder's file
 * (`require('/img/a.png')`) or the site folder's (`require('/static/img/a.png')`), as webpack
 * resolves such a request for Docusaurus (its `resolve.roots`: the static folders, then the site
 * folder): published, and no warning. openkruise.io shows its diagrams so (84 of them were left
 * out with "cannot be resolved here"), manifold's blog its pictures (72 left out), and
 * meshtastic its enclosure photos, imported as `/img/x.webp`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-mdx-require'), outDir: fixture.out });
}, 120_000);
afterAll(() => fixture.cleanup());

describe('a server-relative require in MDX', () => {
  it("is a static folder's file or the site folder's, published, without a warning", () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = readFileSync(path.join(fixture.out, 'intro', 'index.html'), 'utf8');
    for (const width of ['90%', '40%']) {
      const src = new RegExp(`<img [^>]*src="([^"]+)" width="${width}"`).exec(html)?.[1];
      expect(src, width).toBeDefined();
      expect(readFileSync(path.join(fixture.out, src!))).toEqual(readFileSync(path.join(FIXTURES, 'docusaurus-mdx-require/static/img/rooted.png')));
    }
  });

  it("imported by `/img/...`, is a static folder's file, published", () => {
    const html = readFileSync(path.join(fixture.out, 'static-root', 'index.html'), 'utf8');
    const src = /<img [^>]*src="([^"]+)" alt="An enclosure"/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(readFileSync(path.join(fixture.out, src!))).toEqual(readFileSync(path.join(FIXTURES, 'docusaurus-mdx-require/static/img/rooted.png')));
  });
});
