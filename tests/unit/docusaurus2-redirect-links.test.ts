/**
 * Links Docusaurus 2's check passes (tests/fixtures/docusaurus2-redirect-links): it looks for a
 * link's path, read from the output's root, among the files of its output once the redirect pages,
 * the blog's feeds and the sitemap are written, so a link to `/blog/rss.xml` or `/sitemap.xml` holds, a link to a client redirect's `from` holds (atlas's docs link to `/guides/ddl`
 * so), a link to `/a//b` finds the page `/a/b` there, as the file system does (atlas's
 * `/concepts//migration-directory-integrity`), and so does a relative link whose path names a page at the root (atlas's
 * `atlas-schema/projects` from `/guides/deploying/secrets`, or a static file such as `img/x.png`; Docusaurus 2.4.1 passes it and writes
 * it resolved from the page). Docusaurus 3.0 checks so too (@docusaurus/core 3.0.1 keeps
 * `filterExistingFileLinks`: bento's relative `docs/components/inputs/file` passes there): the
 * same site written for 3.0 passes. Written for Docusaurus 3.1 or later, which checks against its
 * routes alone, it stops on each.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
async function buildAs(core: string, presetOptions = '') {
  const site = tempSite('docusaurus2-redirect-links');
  sites.push(site);
  const manifest = path.join(site.content, 'package.json');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replaceAll('"2.4.3"', JSON.stringify(core)));
  const config = path.join(site.content, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('sidebarPath: false } }', `sidebarPath: false }${presetOptions} }`));
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  return { site, result, messages: result.diagnostics.map(formatDiagnostic) };
}

let v2: Awaited<ReturnType<typeof buildAs>>;
let v3: Awaited<ReturnType<typeof buildAs>>;
let v2NoSitemap: Awaited<ReturnType<typeof buildAs>>;
let v30: Awaited<ReturnType<typeof buildAs>>;
let v31: Awaited<ReturnType<typeof buildAs>>;
beforeAll(async () => {
  v2 = await buildAs('2.4.3');
  v3 = await buildAs('^3.9.2');
  v30 = await buildAs('3.0.1');
  v31 = await buildAs('3.1.0');
  v2NoSitemap = await buildAs('2.4.3', ', sitemap: false');
}, 300_000);
afterAll(() => sites.forEach((site) => site.cleanup()));

describe('a link to the old path a client redirect keeps', () => {
  it('holds on a Docusaurus 2 site: the build passes and writes the redirect pages it leads to', () => {
    expect(v2.messages.filter((m) => m.includes('broken link'))).toEqual([]);
    expect(v2.result.ok).toBe(true);
    expect(readFileSync(path.join(v2.site.out, 'guides/schema/index.html'), 'utf8')).toContain('/schema');
    expect(existsSync(path.join(v2.site.out, 'concepts/schema/index.html'))).toBe(true);
  });

  it('holds on a Docusaurus 2 site when relative and its path read from the root names a page, and is written resolved from the page, as Docusaurus 2 writes it', () => {
    expect(v2.messages.filter((m) => m.includes('tables'))).toEqual([]);
    expect(readFileSync(path.join(v2.site.out, 'guides/secrets/index.html'), 'utf8')).toContain('href="/guides/tables#rows"');
  });

  it('holds on a Docusaurus 2 site when relative and its path read from the root names a static file', () => {
    expect(v2.messages.filter((m) => m.includes('x.png'))).toEqual([]);
  });

  it("holds on a Docusaurus 2 site when it names the blog's feeds or the sitemap, which Docusaurus 2 writes before its check", () => {
    expect(v2.messages.filter((m) => /rss|atom|sitemap/.test(m))).toEqual([]);
    expect(['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml'].filter((file) => !existsSync(path.join(v2.site.out, file)))).toEqual([]);
  });

  it("is broken on a Docusaurus 2 site when it names the sitemap and the preset's sitemap is off: Docusaurus writes none before its check (this build writes its own on every site)", () => {
    expect(v2NoSitemap.result.ok).toBe(false);
    expect(v2NoSitemap.messages.filter((m) => m.includes('broken link'))).toEqual([
      expect.stringMatching(/docs\/intro\.md:11: error: broken link: no page at "\/sitemap\.xml"\. Fix the link or create the page\.$/),
    ]);
  });

  it('is broken on the same site written for Docusaurus 3, whose check knows routes alone', () => {
    expect(v3.result.ok).toBe(false);
    expect(v3.messages.filter((m) => m.includes('broken link')).sort()).toEqual([
      expect.stringMatching(/docs\/guides\/secrets\.md:7: error: broken link: no page at "\/guides\/tables"\. Fix the link or create the page\.$/),
      expect.stringMatching(/docs\/guides\/secrets\.md:9: error: broken link: no page at "\/guides\/img\/x\.png"\. Fix the link or create the page\.$/),
      expect.stringMatching(/docs\/intro\.md:11: error: broken link: no page at "\/blog\/atom\.xml"\. Fix the link or create the page\.$/),
      expect.stringMatching(/docs\/intro\.md:11: error: broken link: no page at "\/blog\/rss\.xml"\. Fix the link or create the page\.$/),
      expect.stringMatching(/docs\/intro\.md:11: error: broken link: no page at "\/sitemap\.xml"\. Fix the link or create the page\.$/),
      expect.stringMatching(/docs\/intro\.md:7: error: broken link: no page at "\/concepts\/schema"\. Fix the link or create the page\.$/),
      expect.stringMatching(/docs\/intro\.md:7: error: broken link: no page at "\/guides\/schema"\. Fix the link or create the page\.$/),
      expect.stringMatching(/docs\/intro\.md:9: error: broken link: no page at "\/guides\/\/secrets"\. Fix the link or create the page\.$/),
    ]);
  });

  it('holds on the same site written for Docusaurus 3.0, whose check still reads the output\'s files', () => {
    expect(v30.messages.filter((m) => m.includes('broken link'))).toEqual([]);
    expect(v30.result.ok).toBe(true);
  });

  it('is broken on the same site written for Docusaurus 3.1, the first whose check knows routes alone', () => {
    expect(v31.result.ok).toBe(false);
    const broken = (run: typeof v3) => run.messages.filter((m) => m.includes('broken link')).map((m) => m.slice(m.indexOf('/content/'))).sort();
    expect(broken(v31)).toHaveLength(8);
    expect(broken(v31)).toEqual(broken(v3));
  });
});
