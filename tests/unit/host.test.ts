/**
 * Hosting anywhere: the SpecWeave site built with `baseUrl: '/sub/'` and each `trailingSlash`
 * setting, served only under /sub/ by a plain static host, is whole with JavaScript off, and every
 * file that names a URL (feeds, sitemap, robots, _headers, the search index) names it under /sub/.
 * So is the Docusaurus fixture site (generated indexes, twins, static/). The crawl does what
 * shared/tools/crawl.mjs does against shared/tools/serve-prefix.mjs, and also counts redirects.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { shardFile } from '../../shared/search-format.ts';
import { crawl, references } from '../helpers/crawl.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';
import { projectWith, type Project } from '../helpers/project.ts';
import { serveUnderPrefix, type StaticHost } from '../helpers/static-host.ts';

const SITE = 'https://spec-weave.com';
const INTRO = '/docs/overview/introduction';
const API = '/docs/api/';

/** The route's URL path under /sub/ as each setting writes it. */
const expected = {
  unset: { intro: `/sub${INTRO}`, api: `/sub${API}` },
  true: { intro: `/sub${INTRO}/`, api: `/sub${API}` },
  false: { intro: `/sub${INTRO}`, api: '/sub/docs/api' },
} as const;

describe.each([
  ['unset', undefined],
  ['true', true],
  ['false', false],
] as const)('baseUrl /sub/ with trailingSlash %s', (name, trailingSlash) => {
  const urls = expected[name];
  let project: Project;
  let host: StaticHost;
  let warnings: string[];

  beforeAll(async () => {
    project = projectWith({ baseUrl: '/sub/', trailingSlash });
    const result = await project.build();
    if (!result.ok) throw new Error(result.messages.join('\n'));
    warnings = result.messages;
    host = await serveUnderPrefix(project.out, '/sub/');
  });
  afterAll(async () => {
    await host?.close();
    project?.cleanup();
  });

  it('builds without warnings', () => {
    expect(warnings).toEqual([]);
  });

  it('a crawl from /sub/ with JavaScript off finds every reference, none outside /sub/ and no redirect', async () => {
    const starts = [host.url, host.origin + urls.intro];
    if (trailingSlash === undefined) starts.push(`${host.origin}/sub${INTRO}.html`, `${host.origin}/sub${INTRO}/`);
    const result = await crawl(starts, '/sub/');
    expect(result.broken).toEqual([]);
    expect(result.pages.length).toBeGreaterThan(15);
    expect(result.pages).toContain(urls.api);
  });

  it('serves the 404 page for unknown paths, with references that work at any depth', async () => {
    const missing = `${host.origin}/sub/no/such/page`;
    const response = await fetch(missing);
    expect(response.status).toBe(404);
    const refs = references(await response.text(), missing);
    expect(refs.length).toBeGreaterThan(5);
    const result = await crawl(
      refs.map((r) => r.href),
      '/sub/',
    );
    expect(result.broken).toEqual([]);
  });

  it('lays out the output as Docusaurus does and names the canonical URL with the same slash', () => {
    const file = (rel: string) => existsSync(path.join(project.out, rel));
    expect(file('docs/overview/introduction/index.html')).toBe(trailingSlash !== false);
    expect(file('docs/overview/introduction.html')).toBe(trailingSlash !== true);
    expect(file('docs/api.html')).toBe(trailingSlash !== true);
    const html = readFileSync(path.join(project.out, trailingSlash === false ? 'docs/overview/introduction.html' : 'docs/overview/introduction/index.html'), 'utf8');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${urls.intro}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/sub/img/social-card.jpg"/>`);
  });

  it('lists every page in the sitemap under /sub/, each served without a redirect', async () => {
    const sitemap = readFileSync(path.join(project.out, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(SITE + urls.intro);
    expect(locs).toContain(SITE + urls.api);
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE}/sub/`)).toBe(true);
      const response = await fetch(host.origin + new URL(loc).pathname, { redirect: 'manual' });
      expect(response.status, loc).toBe(200);
    }
    expect(readFileSync(path.join(project.out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sub/sitemap.xml`);
  });

  it('gives the feeds links under /sub/', () => {
    const rss = readFileSync(path.join(project.out, 'blog/rss.xml'), 'utf8');
    const atom = readFileSync(path.join(project.out, 'blog/atom.xml'), 'utf8');
    const blog = trailingSlash ? `${SITE}/sub/blog/` : `${SITE}/sub/blog`;
    expect(rss).toContain(`<link>${blog}</link>`);
    expect(rss).toContain(`<atom:link href="${SITE}/sub/blog/rss.xml"`);
    expect(atom).toContain(`<link rel="self" href="${SITE}/sub/blog/atom.xml"/>`);
    for (const feed of [rss, atom]) {
      const absolute = [...feed.matchAll(/https:\/\/spec-weave\.com(\/[^"<\s&]*)/g)].map((m) => m[1]);
      expect(absolute.length).toBeGreaterThan(5);
      expect(absolute.filter((p) => !p.startsWith('/sub/'))).toEqual([]);
    }
  });

  it('writes _headers rules for the paths the site is served under', () => {
    const headers = readFileSync(path.join(project.out, '_headers'), 'utf8');
    const rules = headers.split('\n').filter((line) => line && !/^\s/.test(line));
    expect(rules).toEqual(['/sub/*', '/sub/assets/*', '/sub/search/*', '/sub/*.md', '/sub/llms.txt', '/sub/llms-full.txt']);
  });

  it('serves a search index whose parts and result URLs are under /sub/', async () => {
    const manifestUrl = `${host.url}search/index.json`;
    const manifest = await (await fetch(manifestUrl)).json();
    const base = new URL(manifest.base, manifestUrl);
    expect(base.pathname.startsWith('/sub/assets/search/')).toBe(true);
    for (const shard of manifest.shards) expect((await fetch(new URL(shardFile(shard), base))).status).toBe(200);
    const urls: string[] = [];
    for (let i = 0; i * manifest.chunkSize < manifest.documents; i++) {
      const chunk = await fetch(new URL(`d-${i}.json`, base));
      expect(chunk.status).toBe(200);
      urls.push(...((await chunk.json()) as string[][]).map((entry) => entry[2]));
    }
    expect(urls).toContain(expected[name].intro);
    for (const url of urls) {
      expect(url.startsWith('/sub/'), url).toBe(true);
      expect((await fetch(host.origin + url.split('#')[0], { redirect: 'manual' })).status, url).toBe(200);
    }
  });
});

describe.each([
  ['docusaurus-site', [], ['/sub/category/reference'], 8],
  ['docusaurus-pages', [], ['/sub/about', '/sub/guide/', '/sub/docs/intro'], 3],
  ['docusaurus-versions', [], ['/sub/docs/1.0/legacy'], 8],
] as const)('the Docusaurus fixture %s with baseUrl /sub/', (fixture, missing, pages, fewest) => {
  let dir: string;
  let host: StaticHost;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'host-docusaurus-'));
    const site = path.join(dir, 'site');
    cpSync(path.join(FIXTURES, fixture), site, { recursive: true });
    const configFile = path.join(site, 'docusaurus.config.js');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("baseUrl: '/',", "baseUrl: '/sub/',"));
    const result = await build({ root: ROOT, contentDir: site, outDir: path.join(dir, 'dist') });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    host = await serveUnderPrefix(path.join(dir, 'dist'), '/sub/');
  });
  afterAll(async () => {
    await host?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps generated-index cards, versions, React pages, Markdown twins and static files under /sub/', async () => {
    const result = await crawl([host.url], '/sub/');
    expect(result.broken).toEqual(missing);
    for (const page of pages) expect(result.pages).toContainEqual(expect.stringMatching(new RegExp(`${page}$`)));
    expect(result.pages.length).toBeGreaterThan(fewest);
  });
});
