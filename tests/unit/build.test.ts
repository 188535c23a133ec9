/** The build end to end on small fixture folders: routes written, and every diagnostic of the bad-input catalogue. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, summaryLine, type BuildResult } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

async function run(s: TempSite): Promise<BuildResult & { messages: string[] }> {
  const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
  return { ...result, messages: result.diagnostics.map(formatDiagnostic) };
}

/** Builds the good fixture, breaks it, builds again: the second build must fail and leave dist/ as it was. */
async function expectFailureKeepsOutput(s: TempSite, breakIt: () => void) {
  const first = await run(s);
  expect(first.ok).toBe(true);
  const before = snapshotDir(s.out);
  breakIt();
  const second = await run(s);
  expect(second.ok).toBe(false);
  expect(snapshotDir(s.out)).toEqual(before);
  return second;
}

describe('a good content folder', () => {
  it('writes every route as route/index.html and reports no problems', async () => {
    site = tempSite();
    const result = await run(site);
    expect(result.messages).toEqual([]);
    expect(result.ok).toBe(true);
    for (const file of [
      'index.html',
      '404.html',
      'docs/intro/index.html',
      'docs/guide/setup/index.html',
      'docs/guide/usage/index.html',
      'blog/index.html',
      'blog/2025/01/02/hello/index.html',
      'blog/archive/index.html',
      'blog/authors/index.html',
      'blog/authors/jane/index.html',
      'blog/tags/index.html',
      'blog/tags/news/index.html',
      'about/index.html',
    ]) {
      expect(existsSync(path.join(site.out, file)), file).toBe(true);
    }
    expect(result.pages).toBe(13);
    expect(summaryLine(result)).toMatch(/^13 pages written to .+: 0 warnings, 0 errors, \d+ ms$/);
    const intro = readFileSync(path.join(site.out, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('<a href="/docs/guide/setup#install">the setup guide</a>');
  });

  it('leaves no staging folder behind', async () => {
    site = tempSite();
    await run(site);
    expect(readdir(site.dir)).toEqual(['content', 'dist']);
  });
});

function readdir(dir: string): string[] {
  return readdirSync(dir).sort();
}

describe('bad input', () => {
  it('broken image: an error at file:line, and dist/ untouched', async () => {
    site = tempSite();
    const s = site;
    const result = await expectFailureKeepsOutput(s, () => s.write('docs/intro.md', '# Intro\n\nText.\n\n![x](./missing.png)\n'));
    expect(result.messages).toEqual([expect.stringMatching(/content\/docs\/intro\.md:5: error: image "\.\/missing\.png" not found/)]);
  });

  it('broken link and broken anchor: warnings at file:line, the build succeeds', async () => {
    site = tempSite();
    site.write('docs/intro.md', '# Intro\n\n[gone](/docs/nowhere)\n\n[bad anchor](./guide/setup.md#nope)\n\n[gone md](./missing.md)\n');
    const result = await run(site);
    expect(result.ok).toBe(true);
    expect(result.messages).toEqual([
      expect.stringMatching(/content\/docs\/intro\.md:7: warning: broken link: "\.\/missing\.md" is not a page/),
      expect.stringMatching(/content\/docs\/intro\.md:3: warning: broken link: no page at "\/docs\/nowhere"/),
      expect.stringMatching(/content\/docs\/intro\.md:5: warning: broken anchor: "\/docs\/guide\/setup#nope"/),
    ]);
  });

  it('duplicate route: a warning naming both files', async () => {
    site = tempSite();
    site.write('docs/other.md', '---\nslug: /intro\n---\n# Other\n');
    const result = await run(site);
    expect(result.ok).toBe(true);
    expect(result.messages).toEqual([expect.stringMatching(/content\/docs\/other\.md:1: warning: duplicate route "\/docs\/intro": .*content\/docs\/intro\.md already produces it/)]);
  });

  it('malformed front matter: an error naming the file and line', async () => {
    site = tempSite();
    const s = site;
    const result = await expectFailureKeepsOutput(s, () => s.write('docs/intro.md', '---\ntitle: [unclosed\n---\n# Intro\n'));
    expect(result.messages).toEqual([expect.stringMatching(/content\/docs\/intro\.md:\d: error: malformed front matter/)]);
  });

  it('invalid date: an error at the date line', async () => {
    site = tempSite();
    const s = site;
    const result = await expectFailureKeepsOutput(s, () => s.write('blog/2025-01-02-hello.md', '---\ntitle: Hello\ndate: 2025-02-30\n---\nText\n'));
    expect(result.messages).toEqual([expect.stringMatching(/content\/blog\/2025-01-02-hello\.md:3: error: invalid date "2025-02-30"/)]);
  });

  it('unknown author: an error naming the post and authors.yml', async () => {
    site = tempSite();
    const s = site;
    const result = await expectFailureKeepsOutput(s, () => s.write('blog/2025-01-02-hello.md', '---\nauthors: [nobody]\n---\nText\n'));
    expect(result.messages).toEqual([expect.stringMatching(/content\/blog\/2025-01-02-hello\.md:2: error: unknown author "nobody": it is not defined in .*content\/blog\/authors\.yml/)]);
  });

  it('unknown tag: an error naming the post and tags.yml', async () => {
    site = tempSite();
    const s = site;
    const result = await expectFailureKeepsOutput(s, () => s.write('blog/2025-01-02-hello.md', '---\ntags: [news, nope]\n---\nText\n'));
    expect(result.messages).toEqual([expect.stringMatching(/content\/blog\/2025-01-02-hello\.md:2: error: unknown tag "nope": it is not defined in .*content\/blog\/tags\.yml/)]);
  });

  it('a sidebar naming a doc that does not exist: an error at the sidebars line', async () => {
    site = tempSite();
    const s = site;
    const result = await expectFailureKeepsOutput(s, () =>
      s.write(
        'sidebars.ts',
        "export default {\n  docsSidebar: [\n    { type: 'doc', id: 'intro' },\n    { type: 'doc', id: 'ghost' },\n  ],\n  guidesSidebar: [{ type: 'autogenerated', dirName: 'guide' }],\n  apiSidebar: [{ type: 'doc', id: 'intro' }],\n};\n",
      ),
    );
    expect(result.messages).toEqual([expect.stringMatching(/content\/sidebars\.ts:4: error: sidebar names doc "ghost", which does not exist/)]);
  });

  it('an empty content folder: an error that says what to add', async () => {
    site = tempSite('');
    const result = await run(site);
    expect(result.ok).toBe(false);
    expect(result.messages).toEqual([expect.stringMatching(/content: error: the content folder has no docs, blog posts or pages\. Add Markdown files/)]);
    expect(existsSync(site.out)).toBe(false);
  });

  it('a file that is not UTF-8: an error naming it', async () => {
    site = tempSite();
    const s = site;
    const result = await expectFailureKeepsOutput(s, () => s.write('docs/latin1.md', Buffer.from([0x23, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x0a])));
    expect(result.messages).toEqual([expect.stringMatching(/content\/docs\/latin1\.md: error: file is not valid UTF-8\. Save it with UTF-8 encoding\./)]);
  });

  it('a 5 MB Markdown file builds', async () => {
    site = tempSite();
    const section = '## Section\n\nSome words in a paragraph that repeats to make a large file. '.repeat(20) + '\n\n```ts\nconst a = 1;\n```\n\n';
    site.write('docs/huge.md', '# Huge\n\n' + section.repeat(Math.ceil((5 * 1024 * 1024) / section.length)));
    const result = await run(site);
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(site.out, 'docs/huge/index.html'), 'utf8').length).toBeGreaterThan(5 * 1024 * 1024);
  });

  it('HTML in a title is escaped in the page', async () => {
    site = tempSite();
    site.write('docs/intro.md', '---\ntitle: "<img src=x onerror=alert(1)> Title"\n---\nText.\n');
    const result = await run(site);
    expect(result.ok).toBe(true);
    const html = readFileSync(path.join(site.out, 'docs/intro/index.html'), 'utf8');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Title');
  });
});
