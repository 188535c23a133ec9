/** The build end to end on small fixture folders: routes written, and every diagnostic of the bad-input catalogue. */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { build, summaryLine, type BuildResult } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { MAX_TEXT_BYTES } from '../../build/content/read-text.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

async function run(s: TempSite): Promise<BuildResult & { messages: string[] }> {
  const result = await build({ root: ROOT, contentDir: s.content, outDir: s.out });
  return { ...result, messages: result.diagnostics.map(formatDiagnostic) };
}

/** A project root of its own: a copy of site/ whose config a test may change, sharing shared/, assets and packages. */
function projectCopy(s: TempSite): string {
  const root = path.join(s.dir, 'project');
  cpSync(path.join(ROOT, 'site'), path.join(root, 'site'), { recursive: true });
  symlinkSync(path.join(ROOT, 'shared'), path.join(root, 'shared'));
  symlinkSync(path.join(ROOT, 'assets'), path.join(root, 'assets'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** A project copy whose site/config.ts the test edits; built once, so `before` is the good output. */
async function builtProjectCopy(s: TempSite) {
  const root = projectCopy(s);
  const configPath = path.join(root, 'site/config.ts');
  const good = readFileSync(configPath, 'utf8');
  const buildRoot = () => build({ root, contentDir: s.content, outDir: s.out });
  expect((await buildRoot()).ok).toBe(true);
  return { configPath, good, buildRoot, before: snapshotDir(s.out) };
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
    expect(result.routes).toHaveLength(13);
    expect(summaryLine(result)).toMatch(/^13 pages written to .+: 0 warnings, 0 errors, \d+ ms$/);
    const intro = readFileSync(path.join(site.out, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('<a href="/docs/guide/setup#install">the setup guide</a>');
  });

  it('leaves no staging folder behind: dist links to the one version in .dist.builds', async () => {
    site = tempSite();
    await run(site);
    await run(site);
    expect(readdir(site.dir)).toEqual(['.dist.builds', 'content', 'dist']);
    expect(readdir(path.join(site.dir, '.dist.builds'))).toHaveLength(1);
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
    expect(result.messages).toEqual([expect.stringMatching(/content\/docs\/other\.md:2: warning: duplicate route "\/docs\/intro": .*content\/docs\/intro\.md also produces it and keeps it/)]);
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
    const result = await expectFailureKeepsOutput(s, () => s.write('blog/2025-01-02-hello.md', '---\ntitle: Hello\ndate: 2025-13-45\n---\nText\n'));
    expect(result.messages).toEqual([expect.stringMatching(/content\/blog\/2025-01-02-hello\.md:3: error: invalid date "2025-13-45"/)]);
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

  it('a Markdown file just under the size limit (5 MB) builds', async () => {
    site = tempSite();
    const section = '## Section\n\n' + 'Some words in a paragraph that repeats to make a large file. '.repeat(20) + '\n\n```ts\nconst a = 1;\n```\n\n';
    site.write('docs/huge.md', '# Huge\n\n' + section.repeat(Math.floor((MAX_TEXT_BYTES - 10) / section.length)));
    const result = await run(site);
    expect(result.ok).toBe(true);
    expect(readFileSync(path.join(site.out, 'docs/huge/index.html'), 'utf8').length).toBeGreaterThan(MAX_TEXT_BYTES - section.length);
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

describe('bad input through the command line', () => {
  it('exits 1, names file and line on stderr, and leaves the output as it was', async () => {
    site = tempSite();
    const s = site;
    const run = promisify(execFile);
    await run('npm', ['run', '--silent', 'build', '--', '--content', s.content, '--out', s.out], { cwd: ROOT });
    const before = snapshotDir(s.out);
    s.write('docs/intro.md', '# Intro\n\n![x](./missing.png)\n');
    const failure = await run('npm', ['run', '--silent', 'build', '--', '--content', s.content, '--out', s.out], { cwd: ROOT }).then(
      () => undefined,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/content\/docs\/intro\.md:3: error: image "\.\/missing\.png" not found/);
    expect(failure?.stdout).toMatch(/^build failed, output left unchanged: 0 warnings, 1 errors, \d+ ms$/m);
    expect(snapshotDir(s.out)).toEqual(before);
  });

  it('a locale that is not a language tag in the site config: a configuration error at its line, output untouched', async () => {
    site = tempSite();
    const s = site;
    const root = projectCopy(s);
    const cli = () =>
      promisify(execFile)('npm', ['run', '--silent', 'build', '--', '--root', root, '--content', s.content, '--out', s.out], { cwd: ROOT }).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
    expect(await cli()).toBeUndefined();
    const before = snapshotDir(s.out);
    const configPath = path.join(root, 'site/config.ts');
    writeFileSync(configPath, readFileSync(configPath, 'utf8').replace("locales: ['en']", "locales: ['en', 'de_DE!']"));
    const failure = await cli();
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(/site\/config\.ts:\d+: error: config `i18n`: unknown locale "de_DE!": a locale is a BCP 47 language tag such as "fr", "pt-BR" or "zh-Hans"\. Fix its name\./);
    expect(snapshotDir(s.out)).toEqual(before);
  });

  it('a syntax error in the site config: an error at its file and line, output untouched', async () => {
    site = tempSite();
    const s = site;
    const { configPath, good, buildRoot, before } = await builtProjectCopy(s);
    const lines = good.split('\n');
    const at = lines.findIndex((l) => l.includes('tagline:'));
    lines[at] = lines[at].replace('tagline:', 'tagline::');
    writeFileSync(configPath, lines.join('\n'));
    const failed = await buildRoot();
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(new RegExp(`^.*site/config\\.ts:${at + 1}: error: .+\\. Fix this TypeScript so that the module compiles\\.$`))]);
    expect(snapshotDir(s.out)).toEqual(before);
    writeFileSync(configPath, good.replace("title: 'SpecWeave'", "title: 'Edited'"));
    expect((await buildRoot()).ok).toBe(true);
    expect(readFileSync(path.join(s.out, 'docs/intro/index.html'), 'utf8')).toContain('| Edited</title>');
  });

  it('a docs feature used while the docs plugin is disabled: errors naming the plugin id, output untouched', async () => {
    site = tempSite();
    const s = site;
    const { configPath, good, buildRoot, before } = await builtProjectCopy(s);
    const disabled = good.replace("routeBasePath: 'docs',", "enabled: false,\n    routeBasePath: 'docs',");
    writeFileSync(configPath, disabled);
    const navbar = await buildRoot();
    expect(navbar.ok).toBe(false);
    expect(navbar.diagnostics.map(formatDiagnostic)).toEqual(
      ['Docs', 'Guides', 'API'].map((label) =>
        expect.stringMatching(new RegExp(`site/config\\.ts:\\d+: error: the docs plugin "default" is disabled \\(docs\\.enabled: false in .*site/config\\.ts\\), but navbar item "${label}" opens its sidebar "\\w+"\\. Remove it or enable the docs plugin\\.$`)),
      ),
    );
    writeFileSync(configPath, disabled.replace(/sidebarId: '\w+'/g, "to: '/blog'"));
    const folder = await buildRoot();
    expect(folder.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/content\/docs: error: the docs plugin "default" is disabled .*, but this folder holds 3 docs\. Remove it or enable the docs plugin\.$/)]);
    expect(snapshotDir(s.out)).toEqual(before);
    s.remove('docs');
    expect((await buildRoot()).ok).toBe(true);
    expect(existsSync(path.join(s.out, 'docs'))).toBe(false);
  });

  it('a heading of symbols only gets a stable id in the built page', async () => {
    site = tempSite();
    site.write('docs/intro.md', '# Intro\n\n## ???\n\nText.\n\n## !!!\n');
    expect((await run(site)).ok).toBe(true);
    const html = readFileSync(path.join(site.out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<h2 id="section">???');
    expect(html).toContain('<h2 id="section-1">!!!');
  });

  it('HTML in a title is plain text in the search index, never markup', async () => {
    site = tempSite();
    site.write('docs/intro.md', '---\ntitle: "<img src=x onerror=alert(1)> Title"\n---\nText.\n');
    expect((await run(site)).ok).toBe(true);
    const { base } = JSON.parse(readFileSync(path.join(site.out, 'search/index.json'), 'utf8'));
    const chunk = readFileSync(path.join(site.out, 'search', base, 'd-0.json'), 'utf8');
    expect(chunk).toContain('"<img src=x onerror=alert(1)> Title"');
  });
});
