/**
 * A post's authors as Docusaurus's blog plugin reads them (@docusaurus/plugin-content-blog 3.9.2
 * lib/authors.js, lib/frontMatter.js, lib/authorsMap.js, read): Docusaurus 1's `author`/`author_*`
 * fields (react-native, kubevela, openebs and about ten more corpus sites write them), an inline
 * author naming a key that overrides the authors file's fields, authors with an image and no name,
 * and the name and avatar leading to the author's page, URL or email (theme-classic's
 * Blog/Components/Author).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postAuthors, type AuthorsData } from '../../build/content/blog-authors.ts';
import { parseFrontMatter, type SourceFile } from '../../build/content/files.ts';
import { build } from '../../build/build.ts';
import { createReporter, formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

function post(front: string): SourceFile {
  const text = `---\n${front}\n---\n\nText.\n`;
  const parsed = parseFrontMatter('/c/p.md', text, createReporter())!;
  return { path: '/c/p.md', display: 'content/p.md', rel: 'p.md', text, ...parsed };
}

const data: AuthorsData = {
  authors: new Map([['ann', { key: 'ann', name: 'Ann', title: 'Maintainer', url: 'https://ann.example', imageUrl: '/img/ann.png', page: true, socials: {} }]]),
  authorsFile: 'content/blog/authors.yml',
  onInlineAuthors: 'warn',
};

describe("a post's authors", () => {
  it('reads the legacy author fields, snake_case and camelCase, as one author', () => {
    const reporter = createReporter();
    expect(postAuthors(post('author: Joel\nauthor_title: Engineer\nauthor_url: https://joel.example\nauthor_image_url: /img/joel.png'), data, reporter)).toEqual([
      { name: 'Joel', title: 'Engineer', url: 'https://joel.example', imageUrl: '/img/joel.png', page: false, socials: {} },
    ]);
    expect(postAuthors(post('author: Héctor\nauthorTitle: Core\nauthorURL: https://h.example\nauthorImageURL: https://h.example/a.png'), data, reporter)).toEqual([
      { name: 'Héctor', title: 'Core', url: 'https://h.example', imageUrl: 'https://h.example/a.png', page: false, socials: {} },
    ]);
    // An inline author is not reported as missing from the authors file: it is not one.
    expect(reporter.diagnostics).toEqual([]);
  });

  it('refuses `authors` beside the legacy fields, as Docusaurus does, naming the line', () => {
    const reporter = createReporter();
    expect(postAuthors(post('title: T\nauthors: [ann]\nauthor: Joel'), data, reporter)).toEqual([]);
    expect(reporter.diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'content/p.md', line: 3, message: expect.stringContaining('Keep `authors` and remove the `author_*` fields') })]);
  });

  it("merges an inline author that names a key over the authors file's entry", () => {
    const reporter = createReporter();
    const [ann] = postAuthors(post('authors:\n  - key: ann\n    title: Guest editor'), data, reporter);
    expect(ann).toMatchObject({ key: 'ann', name: 'Ann', title: 'Guest editor', url: 'https://ann.example', page: true });
    expect(reporter.diagnostics).toEqual([]);
  });

  it('accepts an inline author with only an image, and refuses one with neither name, key nor image', () => {
    const reporter = createReporter();
    expect(postAuthors(post('authors:\n  - image_url: /img/x.png\n  - title: Nobody'), { ...data, authorsFile: undefined }, reporter)).toEqual([
      expect.objectContaining({ name: '', imageUrl: '/img/x.png' }),
    ]);
    expect(reporter.diagnostics).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('needs a `key`, a `name` or an `image_url`') })]);
  });
});

describe("an author's links on a post", () => {
  let site: TempSite | undefined;
  afterEach(() => site?.cleanup());

  it('lead to the page, else the URL, else the email; a nameless author shows its avatar alone', async () => {
    const s = (site = tempSite('docusaurus-pages'));
    const config = readFileSync(path.join(ROOT, 'tests/fixtures/docusaurus-pages/docusaurus.config.js'), 'utf8');
    s.write('docusaurus.config.js', config.replace('blog: false,', 'blog: {},'));
    s.write('blog/authors.yml', 'ann:\n  name: Ann\n  url: https://ann.example\n  page: true\nbo:\n  name: Bo\n  email: bo@example.com\n');
    s.write('blog/2024-05-01-keys.md', '---\ntitle: Keys\nauthors: [ann, bo]\n---\n\nHello.\n');
    s.write('blog/2024-05-02-legacy.md', '---\ntitle: Legacy\nauthor: Joel\nauthor_url: https://joel.example\nauthor_image_url: https://joel.example/a.png\n---\n\nHello.\n');
    s.write('blog/2024-05-03-image.md', '---\ntitle: Image\nauthors:\n  - image_url: https://x.example/a.png\n---\n\nHello.\n');
    const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
    expect(result.ok, result.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
    const authorsOf = (route: string) => {
      const html = readFileSync(path.join(s.out, route, 'index.html'), 'utf8');
      return html.slice(html.indexOf('class="post-authors"'), html.indexOf('</header>', html.indexOf('class="post-authors"')));
    };
    const keys = authorsOf('blog/2024/05/01/keys');
    expect(keys).toContain('<a href="/blog/authors/ann">Ann</a>');
    expect(keys).toContain('<a href="mailto:bo@example.com">Bo</a>');
    const legacy = authorsOf('blog/2024/05/02/legacy');
    expect(legacy).toContain('<a href="https://joel.example">Joel</a>');
    expect(legacy).toMatch(/<a href="https:\/\/joel.example" tabindex="-1" aria-hidden="true"><img class="post-author__avatar" src="https:\/\/joel.example\/a.png" alt=""/);
    expect(authorsOf('blog/2024/05/03/image')).toMatch(/<img class="post-author__avatar" src="https:\/\/x.example\/a.png" alt="Author"/);
    // The legacy author is in the feed too.
    expect(readFileSync(path.join(s.out, 'blog/rss.xml'), 'utf8')).toContain('<dc:creator>Joel</dc:creator>');
  }, 120_000);
});
