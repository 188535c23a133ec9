/**
 * `/llms.txt`, `/llms-full.txt` and the `.md` twins of a built site, checked against the HTML
 * pages the same build wrote: for this site and for a Docusaurus folder built with `--content`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globbySync } from 'globby';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { parseHeadersFile } from '../../build/headers.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';

interface DocPage {
  /** Canonical URL of the HTML page. */
  url: string;
  title: string;
  /** Plain text of its h2 and h3 headings. */
  headings: string[];
  /** Plain text of its paragraphs. */
  paragraphs: string[];
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!)
    .replace(/\u200B|&#8203;/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Every listed doc page of a built site, read from its HTML (unlisted pages carry noindex). */
// A doc's article, with or without the class that keeps it to the table of contents' column width.
const DOC_ARTICLE = /class="doc-article[ "]/;

function docPages(out: string): DocPage[] {
  return globbySync('**/index.html', { cwd: out })
    .map((file) => readFileSync(path.join(out, file), 'utf8'))
    .filter((html) => DOC_ARTICLE.test(html) && !html.includes('name="robots" content="noindex"'))
    .map((html) => {
      const article = html.slice(html.search(DOC_ARTICLE), html.indexOf('</article>'));
      const markdown = article.slice(article.indexOf('class="markdown"'));
      return {
        url: /<link rel="canonical" href="([^"]+)"/.exec(html)![1],
        title: decode(/<meta property="og:title" content="([^"]*)"/.exec(html)![1]).replace(/ \| [^|]+$/, ''),
        headings: [...markdown.matchAll(/<h[23] id="[^"]*">(.*?)<a href="#/g)].map((m) => decode(m[1])),
        paragraphs: [...markdown.matchAll(/<p>(.*?)<\/p>/gs)].map((m) => decode(m[1])).filter(Boolean),
      };
    });
}

/** Text without the characters Markdown may add for emphasis, code and escapes, so that both sides compare. */
const bare = (text: string) => text.replace(/[*`_~\\]/g, '').replace(/\s+/g, ' ').trim();

/** Markdown down to its words: link text without URLs, no quote or heading markers. */
const plain = (markdown: string) => bare(markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/^[>#\s-]+/gm, ''));

/** Lines outside fenced code, where Markdown syntax means something. */
function outsideCode(markdown: string): string[] {
  let fence = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    return !fence && !/^\s*(```|~~~)/.test(line);
  });
}

function built(name: string, contentDir?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `site-llms-${name}-`));
  const out = path.join(dir, 'dist');
  beforeAll(async () => {
    const result = await build({ root: ROOT, contentDir, outDir: out });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    out,
    read: (file: string) => readFileSync(path.join(out, file), 'utf8'),
    /** The output file a URL of the site names. */
    file: (url: string) => path.join(out, decodeURIComponent(new URL(url).pathname)),
  };
}

const LISTED = /^- \[(.+)\]\((\S+)\)(?:: (.+))?$/;

function describeSite(name: string, contentDir?: string, { hasUnlisted = false } = {}) {
  describe(name, () => {
    const site = built(name, contentDir);

    it('/llms.txt has the site title, the tagline, and sections listing every doc by the URL of its Markdown twin', () => {
      const text = site.read('llms.txt');
      const config = /^# (.+)\n\n> (.+)\n\n## /.exec(text);
      expect(config).not.toBeNull();
      const listed = text.split('\n').filter((line) => line.startsWith('- '));
      for (const line of listed) expect(line).toMatch(LISTED);
      const urls = listed.map((line) => LISTED.exec(line)![2]);
      const docs = docPages(site.out);
      expect(docs.length).toBeGreaterThan(5);
      for (const doc of docs) expect(urls).toContain(doc.url.replace(/\/$/, '') + '.md');
      expect(text).toMatch(/\n## .+\n\n- \[/);
    });

    it('every listed .md exists and is clean Markdown: the title as # H1, no front matter, no HTML document, no ::: containers, absolute links', () => {
      const urls = site
        .read('llms.txt')
        .split('\n')
        .filter((line) => LISTED.test(line))
        .map((line) => LISTED.exec(line)!);
      for (const [, title, url] of urls) {
        expect(existsSync(site.file(url)), url).toBe(true);
        const markdown = readFileSync(site.file(url), 'utf8');
        expect(markdown.startsWith(`# ${title.replace(/\\(.)/g, '$1')}\n`), url).toBe(true);
        expect(markdown).not.toMatch(/^---\n|<!doctype|<html|<body|<head/i);
        const lines = outsideCode(markdown);
        expect(lines.filter((line) => /^\s*(>\s*)*:::/.test(line)), url).toEqual([]);
        expect(lines.filter((line) => /\]\((?!https?:|mailto:)/.test(line) || /\{#[\w-]+\}\s*$/.test(line)), url).toEqual([]);
      }
    });

    it('/llms-full.txt holds every doc: its title, its headings and its paragraphs', () => {
      const full = site.read('llms-full.txt');
      const text = plain(full);
      const headings = new Set(outsideCode(full).filter((l) => /^#{1,6} /.test(l)).map((l) => plain(l)));
      for (const doc of docPages(site.out)) {
        expect(headings, doc.url).toContain(bare(doc.title));
        for (const heading of doc.headings) expect(headings, `${doc.url}: ${heading}`).toContain(bare(heading));
        for (const paragraph of doc.paragraphs) expect(text.includes(bare(paragraph)), `${doc.url}: ${paragraph}`).toBe(true);
      }
    });

    it('/llms.txt lists each sidebar\'s docs in reading order, and /llms-full.txt holds them in that order, then the posts', () => {
      const text = site.read('llms.txt');
      const sections = text.split(/\n(?=## )/).slice(1).map((section) => ({
        title: section.split('\n')[0],
        pages: section
          .split('\n')
          .filter((line) => LISTED.test(line))
          .map((line) => new URL(LISTED.exec(line)![2]).pathname.replace(/\.md$/, '')),
      }));
      const isPost = (page: string) => page.startsWith('/blog/');
      const docSections = sections.filter((s) => s.pages.every((p) => p.startsWith('/docs')));
      const posts = sections.filter((s) => s.pages.every(isPost)).flatMap((s) => s.pages);
      expect(docSections.length).toBeGreaterThan(0);
      expect(posts.length).toBeGreaterThan(0);
      // Within a sidebar, each doc's "Previous" link is the doc listed before it. (A folder's
      // index doc in a generated sidebar shows no pagination today, so it cannot be checked.)
      let checked = 0;
      for (const { pages } of docSections.filter((s) => s.title !== 'Other docs')) {
        for (let i = 1; i < pages.length; i++) {
          const previous = /pagination-nav__link--prev" href="([^"]+)"/.exec(site.read(`${pages[i]}/index.html`))?.[1];
          if (!previous) continue;
          expect(previous.replace(/\/$/, ''), pages[i]).toBe(pages[i - 1]);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(3);
      const full = site.read('llms-full.txt');
      const order = [...full.matchAll(/^# .+\n\nSource: (\S+)$/gm)].map((m) => new URL(m[1]).pathname.replace(/\/$/, ''));
      expect(order).toEqual([...docSections.flatMap((s) => s.pages), ...posts]);
    });

    it('leaves unlisted docs out of /llms.txt and /llms-full.txt, but gives them a twin like any page', () => {
      const unlisted = globbySync('docs/**/index.html', { cwd: site.out })
        .map((file) => site.read(file))
        .filter((html) => DOC_ARTICLE.test(html) && html.includes('name="robots" content="noindex"'))
        .map((html) => /<link rel="canonical" href="([^"]+)"/.exec(html)![1]);
      if (hasUnlisted) expect(unlisted.length).toBeGreaterThan(0);
      for (const url of unlisted) {
        expect(site.read('llms.txt')).not.toContain(url.replace(/\/$/, '') + '.md');
        expect(site.read('llms-full.txt')).not.toContain(`Source: ${url}\n`);
        expect(existsSync(site.file(url.replace(/\/$/, '') + '.md')), url).toBe(true);
      }
    });

    it('each doc, post and Markdown page names its twin in the head, and the twin exists', () => {
      const pages = globbySync('**/index.html', { cwd: site.out }).map((file) => site.read(file));
      // Docs, Markdown pages and blog posts; not the lists, tags or home page.
      const withTwin = pages.filter((html) => /<article class="((markdown )?doc-article( doc-article--column)?|post)"/.test(html));
      expect(withTwin.length).toBeGreaterThan(5);
      for (const html of withTwin) {
        const href = /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(html)?.[1];
        expect(href, /<link rel="canonical" href="([^"]+)"/.exec(html)![1]).toBeDefined();
        expect(existsSync(path.join(site.out, href!)), href).toBe(true);
      }
    });

    it('the sitemap lists no Markdown twins, robots.txt allows them, and _headers serves them as text/markdown', () => {
      expect(site.read('sitemap.xml')).not.toMatch(/\.md<|llms/);
      expect(site.read('robots.txt')).toMatch(/^User-agent: \*\nAllow: \/\n/);
      expect(site.read('robots.txt')).not.toMatch(/Disallow: \S/);
      const rules = parseHeadersFile(site.read('_headers'));
      const contentType = (pathname: string) => rules.filter((r) => r.pattern.test(pathname)).flatMap((r) => r.headers).find(([n]) => n === 'Content-Type')?.[1];
      expect(contentType('/docs/intro.md')).toBe('text/markdown; charset=utf-8');
      expect(contentType('/llms.txt')).toBe('text/plain; charset=utf-8');
      expect(contentType('/llms-full.txt')).toBe('text/plain; charset=utf-8');
      expect(contentType('/docs/intro')).toBeUndefined();
    });
  });
}

describeSite('this site');
describeSite('a Docusaurus folder built with --content', path.join(FIXTURES, 'docusaurus'), { hasUnlisted: true });
