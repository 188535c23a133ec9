/**
 * Whatever throws while the content is read (a file's text, its front matter, a doc's, post's or
 * page's data, a `_category_` file, authors.yml, tags.yml) is an error naming that file, and the
 * other files are still read: never a message without a file. The readers are made to throw on
 * one file here, as a bug met on some author's file would.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { checkedText } from '../../build/content/read-text.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

/** The files the mocked readers throw on: `read` for a file's text, `meta` for a doc's, post's or page's data. */
const failing = vi.hoisted(() => ({ read: /^$/, meta: /^$/ }));
const thrown = () => new TypeError('the reader met something it did not expect');

vi.mock('../../build/content/read-text.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../build/content/read-text.ts')>();
  return { ...real, readText: (file: string, reporter: never) => (failing.read.test(file) ? (() => { throw thrown(); })() : real.readText(file, reporter)) };
});
vi.mock('../../build/content/docs.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../build/content/docs.ts')>();
  return { ...real, docMeta: (...args: Parameters<typeof real.docMeta>) => (failing.meta.test(args[0].path) ? (() => { throw thrown(); })() : real.docMeta(...args)) };
});
vi.mock('../../build/content/blog.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../build/content/blog.ts')>();
  return { ...real, postMeta: (...args: Parameters<typeof real.postMeta>) => (failing.meta.test(args[0].path) ? (() => { throw thrown(); })() : real.postMeta(...args)) };
});
vi.mock('../../build/content/pages.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../build/content/pages.ts')>();
  return { ...real, pageMeta: (...args: Parameters<typeof real.pageMeta>) => (failing.meta.test(args[0].path) ? (() => { throw thrown(); })() : real.pageMeta(...args)) };
});

let site: TempSite | undefined;
afterEach(() => {
  site?.cleanup();
  site = undefined;
  failing.read = failing.meta = /^$/;
});

const BUG = 'This is a bug of the generator met on this file: please report it with the file (--debug prints where it happened); until then, change or remove the part of the file that causes it.';
const named = (file: string) => `content/${file}: error: reading this file failed: the reader met something it did not expect. ${BUG}`;

/** Builds the basic fixture with `files` added, the readers throwing on `throwsOn`; returns its messages named from the temp folder. */
async function buildWith(files: Record<string, string>, throwsOn: { read?: RegExp; meta?: RegExp }): Promise<{ ok: boolean; messages: string[] }> {
  site = tempSite();
  for (const [rel, text] of Object.entries(files)) site.write(rel, text);
  Object.assign(failing, throwsOn);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  const prefix = path.relative(process.cwd(), site.dir).split(path.sep).join('/') + '/';
  return { ok: result.ok, messages: result.diagnostics.map((d) => formatDiagnostic(d).replaceAll(prefix, '')) };
}

describe('a failure while the content is read names the file, and the rest is read', () => {
  it.each<{ what: string; files: Record<string, string>; throwsOn: { read?: RegExp; meta?: RegExp }; file: string }>([
    { what: "a doc's text (files.ts)", files: { 'docs/broken.md': '# Broken\n' }, throwsOn: { read: /docs\/broken\.md$/ }, file: 'docs/broken.md' },
    { what: "a doc's data (docMeta)", files: { 'docs/broken.md': '# Broken\n' }, throwsOn: { meta: /docs\/broken\.md$/ }, file: 'docs/broken.md' },
    { what: "a post's data (postMeta)", files: { 'blog/2025-03-01-broken.md': '---\ntitle: Broken\n---\n\nText.\n' }, throwsOn: { meta: /broken\.md$/ }, file: 'blog/2025-03-01-broken.md' },
    { what: "a page's data (pageMeta)", files: { 'pages/broken.md': '# Broken\n' }, throwsOn: { meta: /pages\/broken\.md$/ }, file: 'pages/broken.md' },
    { what: 'a _category_ file', files: {}, throwsOn: { read: /_category_\.json$/ }, file: 'docs/guide/_category_.json' },
  ])('$what', async ({ files, throwsOn, file }) => {
    const { ok, messages } = await buildWith(files, throwsOn);
    expect(ok).toBe(false);
    // Only the file that threw: every other doc, post and page was read as usual.
    expect(messages).toEqual([named(file)]);
  });

  it.each([
    { what: 'authors.yml', file: 'blog/authors.yml', then: 'content/blog/2025-01-02-hello.md:3: error: unknown author "jane"' },
    { what: 'tags.yml', file: 'blog/tags.yml', then: 'content/blog/2025-01-02-hello.md:4: error: unknown tag "news"' },
  ])('$what, and what depends on it', async ({ file, then }) => {
    const { ok, messages } = await buildWith({}, { read: new RegExp(`${file.replace('.', '\\.')}$`) });
    expect(ok).toBe(false);
    expect(messages[0]).toBe(named(file));
    // A post naming an author or tag of the file is still read, and told what it lacks.
    expect(messages.slice(1)).toEqual([expect.stringContaining(then)]);
  });
});

describe('a file that cannot be read is an error saying why, not a wrong guess', () => {
  it('a folder where a file was listed (or a file gone, or not readable by this user)', () => {
    site = tempSite();
    expect(checkedText(path.join(site.content, 'docs'))).toEqual({ message: expect.stringMatching(/^file could not be read \(EISDIR: illegal operation on a directory, read\)\. Check that it exists and that this user may read it\.$/) });
    expect(checkedText(path.join(site.content, 'docs/gone.md'))).toEqual({ message: expect.stringMatching(/^file could not be read \(ENOENT: no such file or directory, stat '.*gone\.md'\)\./) });
  });
});

describe('what is not a file is never read', () => {
  it('a symlink to a named pipe in docs/ or static/ is skipped with a warning (reading it waits for ever)', async () => {
    site = tempSite('docusaurus-site');
    const s = site;
    mkdirSync(path.join(s.content, 'static'), { recursive: true });
    execFileSync('mkfifo', [path.join(s.content, 'static/pipe')]);
    symlinkSync('../static/pipe', path.join(s.content, 'docs/pipe.md'));
    symlinkSync('pipe', path.join(s.content, 'static/pipe.txt'));
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    const prefix = path.relative(process.cwd(), s.dir).split(path.sep).join('/') + '/';
    const warning = (file: string) => `content/${file}: warning: symlink to something that is neither a file nor a folder (a named pipe, socket or device); skipped. Remove the link.`;
    // The same warning from two places is printed once, naming the other place (diagnostics.ts's withoutRepeats).
    expect(result.diagnostics.map((d) => formatDiagnostic(d).replaceAll(prefix, ''))).toEqual(expect.arrayContaining([`${warning('docs/pipe.md')} (2 places in 2 files: here, content/static/pipe.txt)`]));
    expect(result.ok).toBe(true);
  }, 60_000);
});
