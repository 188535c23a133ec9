import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadTags, postMeta, type BlogData } from '../../build/content/blog.ts';
import { readDate } from '../../build/content/dates.ts';
import { docMeta, stripNumberPrefix } from '../../build/content/docs.ts';
import { parseFrontMatter, type SourceFile } from '../../build/content/files.ts';
import { createReporter } from '../../build/diagnostics.ts';

function source(rel: string, text: string): SourceFile {
  const reporter = createReporter();
  const parsed = parseFrontMatter(`/c/${rel}`, text, reporter)!;
  return { path: `/c/${rel}`, display: `content/${rel}`, rel, text, ...parsed };
}

describe('docs', () => {
  const meta = (rel: string, text = '# T\n') => docMeta(source(rel, text), 'docs', createReporter());

  it('derives ids and routes from paths, stripping number prefixes', () => {
    expect(stripNumberPrefix('01-intro')).toBe('intro');
    expect(stripNumberPrefix('2024-notes')).toBe('notes');
    expect(stripNumberPrefix('intro')).toBe('intro');
    expect(meta('02-guides/01-install.md')).toMatchObject({ id: 'guides/install', permalink: '/docs/guides/install', sidebarPosition: 1 });
  });

  it('treats README, index and folder-named files as the folder index', () => {
    expect(meta('README.md').permalink).toBe('/docs/');
    expect(meta('api/README.md')).toMatchObject({ id: 'api/README', permalink: '/docs/api/' });
    expect(meta('api/index.md').permalink).toBe('/docs/api/');
    expect(meta('api/api.md').permalink).toBe('/docs/api/');
  });

  it('honours front-matter id and slug', () => {
    expect(meta('a/b.md', '---\nid: custom\n---\n')).toMatchObject({ id: 'a/custom', permalink: '/docs/a/custom' });
    expect(meta('a/b.md', '---\nslug: /elsewhere\n---\n').permalink).toBe('/docs/elsewhere');
    expect(meta('a/b.md', '---\nslug: near\n---\n').permalink).toBe('/docs/a/near');
  });
});

describe('front matter', () => {
  it('reports malformed YAML with the file line', () => {
    const reporter = createReporter();
    expect(parseFrontMatter('/c/x.md', '---\ntitle: ok\ntags: [a, b\n---\nbody', reporter)).toBeUndefined();
    // The line of the unclosed `[`.
    expect(reporter.diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 3, message: expect.stringContaining('malformed front matter') })]);
  });

  it('gives the line the body starts on', () => {
    // Blank lines after the closing --- are skipped, so the body starts at "# T".
    expect(parseFrontMatter('/c/x.md', '---\na: 1\nb: 2\n---\n\n# T', createReporter())!.bodyLine).toBe(6);
  });

  it('ends at the first line starting with ---, as gray-matter does, the rest of that line opening the body (litmus)', () => {
    const reporter = createReporter();
    const parsed = parseFrontMatter('/c/x.md', '---\n\nid: extra\ntitle: Extra\n-------------\n\nText.\n\n---\n\nMore.', reporter)!;
    expect(reporter.diagnostics).toEqual([]);
    expect(parsed.frontMatter).toEqual({ id: 'extra', title: 'Extra' });
    expect(parsed.body).toBe('----------\n\nText.\n\n---\n\nMore.');
    expect(parsed.bodyLine).toBe(5);
  });
});

describe('blog posts', () => {
  const data: BlogData = {
    pluginId: 'default',
    authors: new Map([['ann', { key: 'ann', name: 'Ann', page: true, socials: {} }]]),
    tags: new Map([['news', { key: 'news', label: 'News', permalink: 'news' }]]),
    authorsFile: 'content/blog/authors.yml',
    tagsFile: 'content/blog/tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'ignore',
    undatedPostsUseFileTime: false,
  };

  it('reads dates in every form new Date() reads, as Docusaurus does, without the zone: in UTC', () => {
    const iso = (text: string) => readDate(text)?.date.toISOString();
    expect(iso('2025-10-26')).toBe('2025-10-26T00:00:00.000Z');
    expect(iso('2024-03-15 8:37:46')).toBe('2024-03-15T08:37:46.000Z');
    expect(iso('2024-03-15T08:37:46+02:00')).toBe('2024-03-15T06:37:46.000Z');
    expect(iso('March 15, 2024')).toBe('2024-03-15T00:00:00.000Z');
    expect(iso('2024/03/15 10:30')).toBe('2024-03-15T10:30:00.000Z');
    expect(iso('15 Mar 2024 10:00 GMT+0100')).toBe('2024-03-15T09:00:00.000Z');
    expect(readDate('26/10/2025')).toBeUndefined();
    expect(readDate('2025-13-45')).toBeUndefined();
  });

  it('rolls a day past the end of its month over, as new Date() does, and says so', () => {
    expect(readDate('2025-02-30')).toEqual({ date: new Date('2025-03-02T00:00:00Z'), rolledOver: true });
    const reporter = createReporter();
    const post = postMeta(source('p.md', '---\ntitle: x\ndate: 2025-02-30\n---\n'), data, 'blog', reporter);
    expect(post?.date.toISOString()).toBe('2025-03-02T00:00:00.000Z');
    expect(reporter.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 3, message: expect.stringContaining('read as 2025-03-02') })]);
  });

  it('takes the date and slug from the file name, as Docusaurus does', () => {
    const post = postMeta(source('2025-10-26-hello.md', '# Hi\n'), data, 'blog', createReporter())!;
    expect(post.permalink).toBe('/blog/2025/10/26/hello');
    expect(post.date.toISOString().slice(0, 10)).toBe('2025-10-26');
    // A month or day written with one digit stays so in the URL (rocketmq's release-notes/2020-2-14-4.6.1.md).
    const unpadded = postMeta(source('2020-2-14-4.6.1.md', '# 4.6.1\n'), data, 'blog', createReporter())!;
    expect(unpadded.permalink).toBe('/blog/2020/2/14/4.6.1');
    expect(unpadded.date.toISOString().slice(0, 10)).toBe('2020-02-14');
  });

  // Cadence-Docs' blog/2026-06-17-encrypt-cadence-history/2026-06-17-encrypt-cadence-history.mdx: parseBlogFileName's
  // DATE_FILENAME_REGEX takes the folder greedily, so the last date in the path, and keeps the folder before it in the slug.
  it('takes the last date of the path, the folder before it kept in the slug, as Docusaurus does', () => {
    const post = postMeta(source('2026-06-17-encrypt-history/2026-06-18-encrypt-history.mdx', '# Encrypt\n'), data, 'blog', createReporter())!;
    expect(post.permalink).toBe('/blog/2026/06/18/2026-06-17-encrypt-history/encrypt-history');
    expect(post.date.toISOString().slice(0, 10)).toBe('2026-06-18');
  });

  it('uses the front-matter slug, authors and tags', () => {
    const post = postMeta(source('2025-10-26-hello.md', '---\nslug: hi\nauthors: [ann]\ntags: [news]\n---\n'), data, 'blog', createReporter())!;
    expect(post).toMatchObject({ permalink: '/blog/hi', authors: [{ name: 'Ann' }], tags: [{ label: 'News' }] });
  });

  it('reports a date new Date() cannot read at its line', () => {
    const reporter = createReporter();
    expect(postMeta(source('p.md', '---\ntitle: x\ndate: 2025-13-45\n---\n'), data, 'blog', reporter)).toBeUndefined();
    expect(reporter.diagnostics[0]).toMatchObject({ file: 'content/p.md', line: 3, message: expect.stringContaining('invalid date "2025-13-45"') });
  });

  it('reports unknown authors and tags, naming both the post and the data file', () => {
    const reporter = createReporter();
    postMeta(source('2025-01-01-p.md', '---\nauthors: [bob]\ntags: [misc]\n---\n'), data, 'blog', reporter);
    expect(reporter.diagnostics).toEqual([
      expect.objectContaining({ file: 'content/2025-01-01-p.md', line: 2, message: expect.stringContaining('unknown author "bob": it is not defined in content/blog/authors.yml') }),
      expect.objectContaining({ file: 'content/2025-01-01-p.md', line: 3, message: expect.stringContaining('unknown tag "misc": it is not defined in content/blog/tags.yml') }),
    ]);
  });

  it("reads tags.yml as Docusaurus's normalizeTagsFile: a missing label is the key capitalized, a missing permalink the key in kebab case", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tags-'));
    try {
      writeFileSync(path.join(dir, 'tags.yml'), 'getting started:\nSQLite:\n  permalink: /db\nnews:\n  label: News of the week\n');
      expect([...loadTags(path.join(dir, 'tags.yml'), createReporter()).values()].map(({ label, permalink }) => [label, permalink])).toEqual([
        ['Getting started', 'getting-started'],
        ['Sqlite', 'db'],
        ['News of the week', 'news'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('accepts inline author objects', () => {
    const post = postMeta(source('2025-01-01-p.md', '---\nauthors:\n  - name: Guest\n    title: Visitor\n---\n'), data, 'blog', createReporter())!;
    expect(post.authors).toEqual([expect.objectContaining({ name: 'Guest', title: 'Visitor', page: false })]);
  });
});
