/**
 * The catalogue of hostile content, one entry per case of issue 13 that a content folder can
 * cause. Each case starts from a copy of tests/fixtures/basic, adds or replaces `files` (text, or
 * `{ link }` for a symlink), builds, and expects exactly the diagnostics listed. A case that must
 * fail also proves the previous output is untouched and nothing was written outside it; `check`
 * looks at the result further. Add a case here and content.test.ts runs it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

export interface HostileCase {
  name: string;
  files: Record<string, string | { link: string }>;
  /** Every diagnostic, formatted as `file:line: severity: message`, as patterns. */
  expect: RegExp[];
  /** Whether the build succeeds (with warnings only). */
  ok?: boolean;
  /** Further checks on the output folder and the temp folder holding content/ and dist/. */
  check?: (out: string, dir: string) => void;
  /** Milliseconds the test may take, for a case whose build takes seconds of CPU time (the machine's load multiplies them). */
  timeout?: number;
}

export const routeCases: HostileCase[] = [
  {
    name: 'a doc slug that climbs out of the output',
    files: { 'docs/intro.md': '---\nslug: ../../escaped\n---\n# Intro\n' },
    expect: [/^content\/docs\/intro\.md:2: error: `slug: \.\.\/\.\.\/escaped` makes the route "\/docs\/\.\.\/\.\.\/escaped", which climbs out of the output folder\./],
  },
  {
    name: 'a post slug that climbs out of the output',
    files: { 'blog/2025-01-02-hello.md': '---\nslug: ../../escaped\ntitle: Hello\n---\nText.\n' },
    expect: [/^content\/blog\/2025-01-02-hello\.md:2: error: `slug: \.\.\/\.\.\/escaped` makes the route .* which climbs out of the output folder/],
  },
  {
    name: 'a doc id that climbs out of the output',
    files: { 'docs/intro.md': '---\nid: ../../../escaped\n---\n# Intro\n' },
    expect: [/^content\/docs\/intro\.md:2: error: `id: \.\.\/\.\.\/\.\.\/escaped` makes the route .* which climbs out of the output folder/],
  },
  {
    name: 'slug: ../index would replace the home page',
    files: { 'docs/intro.md': '---\nslug: ../index\n---\n# Intro\n' },
    expect: [/^content\/docs\/intro\.md:2: error: `slug: \.\.\/index` makes the route "\/docs\/\.\.\/index", which resolves to "\/index", outside \/docs\//],
  },
  {
    name: 'slug: ../blog would hide a doc under the blog index',
    files: { 'docs/guide/setup.md': '---\nslug: ../../blog\n---\n# Setup\n' },
    expect: [/^content\/docs\/guide\/setup\.md:2: error: .* resolves to "\/blog", outside \/docs\//],
  },
  {
    name: 'a post slug on the blog index',
    files: { 'blog/2025-01-02-hello.md': '---\nslug: /\ntitle: Hello\n---\nText.\n' },
    expect: [/^content\/blog\/2025-01-02-hello\.md:2: error: route "\/blog\/" is a blog list page, which the site makes itself\. Give this file another slug/],
  },
  {
    name: 'a slug with a NUL character',
    files: { 'docs/intro.md': '---\nslug: "/a\\0b"\n---\n# Intro\n' },
    expect: [/^content\/docs\/intro\.md:2: error: .* which contains a control character/],
  },
  {
    name: 'a 300-character slug',
    files: { 'docs/intro.md': `---\nslug: /${'a'.repeat(300)}\n---\n# Intro\n` },
    expect: [/^content\/docs\/intro\.md:2: error: .* which has a part of 300 bytes; a file name holds at most 250/],
  },
  {
    name: 'two docs on one route: a warning naming both, the file whose path sorts first keeps it',
    files: { 'docs/zz-late.md': '---\nslug: /twice\n---\n# Late\n', 'docs/aa-early.md': '---\nslug: /twice\n---\n# Early\n' },
    ok: true,
    check: (out) => expect(readFileSync(path.join(out, 'docs/twice/index.html'), 'utf8')).toContain('<h1>Early</h1>'),
    expect: [/^content\/docs\/zz-late\.md:2: warning: duplicate route "\/docs\/twice": content\/docs\/aa-early\.md also produces it and keeps it/],
  },
];

const UP = '../'.repeat(12);

export const publishingCases: HostileCase[] = [
  {
    name: 'an image path that climbs to /etc/passwd',
    files: { 'docs/intro.md': `# Intro\n\n![x](${UP}etc/passwd)\n` },
    expect: [/^content\/docs\/intro\.md:3: error: image "(\.\.\/)+etc\/passwd" is outside content\/ and assets\/, so it is not published\. Move the file there\./],
  },
  {
    name: 'a /img/ path that climbs out of assets/',
    files: { 'docs/intro.md': `# Intro\n\n![x](/img/${UP}etc/passwd)\n` },
    expect: [/^content\/docs\/intro\.md:3: error: image "\/img\/(\.\.\/)+etc\/passwd" is outside content\/ and assets\//],
  },
  {
    name: 'an image next to the doc that is a symlink to /etc/passwd',
    files: { 'docs/pic.png': { link: '/etc/passwd' }, 'docs/intro.md': '# Intro\n\n![x](./pic.png)\n' },
    expect: [/^content\/docs\/intro\.md:3: error: image "\.\/pic\.png" is outside content\/ and assets\//],
  },
  {
    name: 'a malformed %-escape in an image URL',
    files: { 'docs/intro.md': '# Intro\n\n![x](./a%E0%A4%A.png)\n' },
    expect: [/^content\/docs\/intro\.md:3: error: image "\.\/a%E0%A4%A\.png" has a malformed %-escape/],
  },
  {
    name: 'a Markdown file that is a symlink to a file outside the content folder',
    files: { 'docs/stolen.md': { link: '../../outside.md' } },
    expect: [/^content\/docs\/stolen\.md: error: symlink leads outside content\/ \(to .*outside\.md\); only files inside it are published/],
  },
];

export const discoveryCases: HostileCase[] = [
  {
    name: 'one symlink to .. under content/: a warning naming it, each page once',
    files: { 'docs/guide/up': { link: '..' } },
    ok: true,
    check: (out) => expect(existsSync(path.join(out, 'docs/guide/up'))).toBe(false),
    expect: [/^content\/docs\/guide\/up: warning: symlink loop: it leads back to content\/docs, so its files are read once, from there/],
  },
  {
    name: 'two symlinks to .. under content/: the build ends, each loop named',
    files: { 'docs/guide/up': { link: '..' }, 'docs/up': { link: '..' } },
    ok: true,
    check: (out) => expect(existsSync(path.join(out, 'docs/up'))).toBe(false),
    expect: [/^content\/docs\/guide\/up: warning: symlink loop/, /^content\/docs\/up: warning: symlink loop: it leads back to content,/],
  },
  {
    name: 'a symlink to a folder read already: a warning, its pages once',
    files: { 'docs/again': { link: 'guide' } },
    ok: true,
    expect: [/^content\/docs\/again: warning: symlink to a folder already read: it leads back to content\/docs\/guide/],
  },
];

/** A "billion laughs" bomb in under 500 bytes: nine levels of ten aliases each. */
const ALIAS_BOMB = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefghi'[i]}`).join(',')}]`)].join('\n');

export const limitCases: HostileCase[] = [
  {
    name: 'a YAML alias bomb in front matter',
    files: { 'docs/intro.md': `---\n${ALIAS_BOMB}\n---\n# Intro\n` },
    expect: [/^content\/docs\/intro\.md:1: error: malformed front matter: its aliases expand to more than 100 copies\./],
  },
  {
    name: 'a YAML alias bomb in authors.yml',
    files: { 'blog/authors.yml': ALIAS_BOMB + '\n' },
    // The post's author is then unknown, which is reported too.
    expect: [/^content\/blog\/2025-01-02-hello\.md:3: error: unknown author "jane"/, /^content\/blog\/authors\.yml: error: malformed YAML: its aliases expand to more than 100 copies\./],
  },
  {
    // js-yaml reads what the yaml package refuses (a quoted title over two lines), and shares each alias's value: ten levels of ten aliases are 10^10 objects as a tree, a hundred as objects.
    name: 'an alias bomb in front matter that only js-yaml reads',
    files: { 'docs/intro.md': `---\n${ALIAS_BOMB}\nj: &j [${Array(10).fill('*i').join(',')}]\ntitle: "A bomb\nread leniently"\n---\n# Intro\n` },
    expect: [/^content\/docs\/intro\.md:1: error: malformed front matter: its aliases expand to more than 10000 copies of objects\./],
  },
  {
    name: 'front matter whose alias stands inside its own anchor (a value that contains itself)',
    files: { 'docs/intro.md': '---\ntitle: Intro\npagination_prev: &a [*a, *a]\n---\n# Intro\n' },
    expect: [/^content\/docs\/intro\.md:3: error: malformed front matter: an alias \(`\*name`\) stands inside the value its anchor \(`&name`\) names/],
  },
  {
    name: 'a tags.yml whose alias stands inside its own anchor',
    files: { 'blog/tags.yml': 'loop: &l\n  label: Loop\n  self: *l\n' },
    // The post's tag is then unknown, which is reported too.
    expect: [/^content\/blog\/2025-01-02-hello\.md:4: error: unknown tag "news"/, /^content\/blog\/tags\.yml:3: error: malformed YAML: an alias \(`\*name`\) stands inside the value its anchor \(`&name`\) names/],
  },
  {
    name: 'front matter nested 10,000 brackets deep',
    files: { 'docs/intro.md': `---\ntitle: Intro\ndeep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n---\n# Intro\n` },
    expect: [/^content\/docs\/intro\.md:3: error: malformed front matter: nested more than 64 levels deep\./],
  },
  {
    name: 'a list nested 1,000 levels deep',
    files: { 'docs/intro.md': '# Intro\n\n' + Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n') + '\n' },
    expect: [/^content\/docs\/intro\.md:\d+: error: lists or block quotes nest more than 100 levels deep here\./],
  },
  {
    name: '10,000 nested block quotes',
    files: { 'docs/intro.md': `# Intro\n\n${'>'.repeat(10_000)} deep\n` },
    expect: [/^content\/docs\/intro\.md:3: error: lists or block quotes nest more than 100 levels deep here\./],
  },
  {
    name: 'a block quote behind 50 tabs: 101 levels in 51 characters',
    files: { 'docs/intro.md': `# Intro\n\nText.\n\n${'\t'.repeat(50)}> deep\n` },
    expect: [/^content\/docs\/intro\.md:5: error: lists or block quotes nest more than 100 levels deep here\./],
  },
  {
    name: 'a list nested 60 levels deep still builds',
    files: { 'docs/intro.md': '# Intro\n\n' + Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n') + '\n' },
    ok: true,
    expect: [],
  },
];

export const syntaxCases: HostileCase[] = [
  {
    name: 'unclosed front matter',
    files: { 'docs/intro.md': '---\ntitle: Intro\n\n# Intro\n\nText.\n' },
    expect: [/^content\/docs\/intro\.md:1: error: front matter opened here is never closed\. Add a `---` line/],
  },
  {
    name: 'a malformed _category_.json',
    // A missing comma: neither JSON nor YAML (a trailing comma is YAML, which Docusaurus reads category files as).
    files: { 'docs/guide/_category_.json': '{\n  "label": "Guide"\n  "position": 2\n}\n' },
    expect: [/^content\/docs\/guide\/_category_\.json:3: error: malformed JSON: /],
  },
  {
    name: 'a malformed _category_.yml',
    files: { 'docs/guide/_category_.yml': 'label: Guide\nposition: [2\n' },
    expect: [/^content\/docs\/guide\/_category_\.yml:\d: error: malformed YAML: /],
  },
  {
    // It stopped the build with "URI malformed" and no file (npm run fuzz, sites, seed 558819528).
    name: 'a link with a malformed %-escape is a broken link at its line',
    files: { 'docs/escape.md': '# Escape\n\nSee [this](%zz).\n' },
    ok: true,
    expect: [/^content\/docs\/escape\.md:3: warning: broken link: no page at "\/docs\/%zz"\. Fix the link or create the page\./],
  },
  {
    name: 'a date followed by a comment',
    files: { 'blog/2025-01-02-hello.md': '---\ntitle: Hello\ndate: 2025-10-26 # published\n---\nText.\n' },
    ok: true,
    expect: [],
    check: (out) => expect(readFileSync(path.join(out, 'blog/2025/01/02/hello/index.html'), 'utf8')).toContain('dateTime="2025-10-26T00:00:00.000Z"'),
  },
];

export const securityCases: HostileCase[] = [
  {
    name: 'a javascript: link',
    files: { 'docs/intro.md': '# Intro\n\n[click](javascript:alert(document.cookie))\n' },
    expect: [/^content\/docs\/intro\.md:3: error: link target "javascript:alert\(document\.cookie\)" runs code \(javascript:\)/],
  },
  {
    name: 'a vbscript: link',
    files: { 'docs/intro.md': '# Intro\n\nText.\n\n[click](vbscript:msgbox)\n' },
    expect: [/^content\/docs\/intro\.md:5: error: link target "vbscript:msgbox" runs code/],
  },
  {
    name: 'a data:text/html link',
    files: { 'docs/intro.md': '# Intro\n\n[click](data:text/html;base64,PHNjcmlwdD4=)\n' },
    expect: [/^content\/docs\/intro\.md:3: error: link target "data:text\/html;base64,PHNjcmlwdD4=" runs code \(data:text\/html\)/],
  },
  {
    name: 'a data:text/html frame (an embedded tweet) in raw HTML and in MDX: a warning, the frame kept',
    files: {
      'docs/intro.md': '# Intro\n\n<iframe src="data:text/html;charset=utf-8,%3Cblockquote%3E"></iframe>\n',
      'docs/jsx.mdx': '# JSX\n\nText.\n\n<iframe src="data:text/html,%3Cp%3Ehi"></iframe>\n',
    },
    ok: true,
    expect: [
      /^content\/docs\/intro\.md:3: warning: frame document "data:text\/html;charset=utf-8,%3Cblockquote%3E" shows without its scripts/,
      /^content\/docs\/jsx\.mdx:5: warning: frame document "data:text\/html,%3Cp%3Ehi" shows without its scripts/,
    ],
    check: (out) => {
      expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toContain('<iframe src="data:text/html;charset=utf-8,%3Cblockquote%3E">');
      expect(readFileSync(path.join(out, 'docs/jsx/index.html'), 'utf8')).toContain('<iframe src="data:text/html,%3Cp%3Ehi">');
    },
  },
  {
    name: 'a javascript: href in raw HTML',
    files: { 'docs/intro.md': '# Intro\n\n<a href="JavaScript:alert(1)">click</a>\n' },
    expect: [/^content\/docs\/intro\.md:3: error: link target "JavaScript:alert\(1\)" runs code/],
  },
  {
    name: 'a javascript: href in MDX JSX',
    files: { 'docs/jsx.mdx': '# JSX\n\n<a href="JavaScript:alert(1)">click</a>\n' },
    expect: [/^content\/docs\/jsx\.mdx:3: error: link target "JavaScript:alert\(1\)" runs code/],
  },
  {
    // eigenlayer-docs' Intercom button: `<a href="javascript:void(0)" id="intercom_trigger_eldocs">`, which Docusaurus publishes.
    name: 'a javascript:void(0) href does nothing: a warning, kept as written in Markdown and raw HTML, left out in MDX JSX',
    files: {
      'docs/intro.md': '# Intro\n\nAsk <a href="javascript:void(0)" id="chat">here</a>.\n\n[chat](javascript:;)\n',
      'docs/jsx.mdx': '# JSX\n\n<a href="javascript:void 0" id="chat">here</a>\n',
    },
    ok: true,
    expect: [
      /^content\/docs\/intro\.md:3: warning: link target "javascript:void\(0\)" does nothing, as in Docusaurus/,
      /^content\/docs\/intro\.md:5: warning: link target "javascript:;" does nothing/,
      /^content\/docs\/jsx\.mdx:3: warning: link target "javascript:void 0" does nothing/,
    ],
    check: (out) => {
      const intro = readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
      expect(intro).toContain('<a href="javascript:void(0)" id="chat">here</a>');
      expect(intro).toContain('href="javascript:;"');
      expect(readFileSync(path.join(out, 'docs/jsx/index.html'), 'utf8')).toMatch(/<a id="chat">here<\/a>/);
    },
  },
  {
    // Raw HTML, a Markdown link and MDX JSX each ask noOpScriptUrl on their own path (checkRawHtml, resolveLink, checkJsxElement).
    name: 'a javascript: href that calls something is still an error, void or not: in raw HTML, a Markdown link and MDX JSX',
    files: {
      'docs/intro.md': '# Intro\n\n<a href="javascript:void(alert(1))">click</a>\n\n[x](javascript:void(alert(1)))\n',
      'docs/jsx.mdx': '# JSX\n\n<a href="javascript:void(alert(1))">click</a>\n',
    },
    expect: [
      /^content\/docs\/intro\.md:3: error: link target "javascript:void\(alert\(1\)\)" runs code/,
      /^content\/docs\/intro\.md:5: error: link target "javascript:void\(alert\(1\)\)" runs code/,
      /^content\/docs\/jsx\.mdx:3: error: link target "javascript:void\(alert\(1\)\)" runs code/,
    ],
  },
  {
    name: 'an inline <script> in MDX JSX: a warning that the CSP blocks it',
    files: { 'docs/jsx.mdx': '# JSX\n\nText.\n\n<script>{`alert(1)`}</script>\n' },
    ok: true,
    expect: [/^content\/docs\/jsx\.mdx:5: warning: inline <script> will not run: the site's Content-Security-Policy blocks it/],
  },
  {
    name: 'an inline <script>: a warning that the CSP blocks it',
    files: { 'docs/intro.md': '# Intro\n\nText.\n\n<script>alert(1)</script>\n' },
    ok: true,
    expect: [/^content\/docs\/intro\.md:5: warning: inline <script> will not run: the site's Content-Security-Policy blocks it/],
  },
  {
    name: 'an on*= handler: a warning that the CSP blocks it',
    files: { 'docs/intro.md': '# Intro\n\nSome <img src="x.png" onerror="alert(1)"> text.\n' },
    ok: true,
    expect: [/^content\/docs\/intro\.md:3: warning: the onerror= handler will not run: the site's Content-Security-Policy blocks inline handlers/],
  },
  {
    name: 'a link to a page named javascript-guide is an ordinary link',
    files: { 'docs/javascript-guide.md': '# JS\n', 'docs/intro.md': '# Intro\n\n[guide](./javascript-guide.md)\n' },
    ok: true,
    expect: [],
  },
];
