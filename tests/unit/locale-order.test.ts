/** Tag pages: listed in one order whatever the locale of the machine that builds it, and named as Docusaurus names them. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, tempSite } from '../helpers/fixture.ts';

const site = tempSite('');
afterAll(() => site.cleanup());

/** The tags in the order a page lists them. */
function tagOrder(page: string): string[] {
  const html = readFileSync(path.join(site.out, page), 'utf8');
  return [...html.matchAll(/>(zebra|ärende|apple)</g)].map((m) => m[1]).filter((tag, i, all) => all.indexOf(tag) === i);
}

describe('tag order', () => {
  it('is English collation on a machine set to Swedish, where ä comes after z', async () => {
    const tags = ['zebra', 'ärende', 'apple'];
    site.write('docs/intro.md', `---\ntags: [${tags.join(', ')}]\n---\n\n# Intro\n\nText.\n`);
    site.write('blog/2025-01-02-post.md', `---\ntitle: Post\ntags: [${tags.join(', ')}]\n---\n\nText.\n`);
    const swedish = { ...process.env, LANG: 'sv_SE.UTF-8', LC_ALL: 'sv_SE.UTF-8' };
    await promisify(execFile)(process.execPath, ['build/launch.mjs', 'cli.ts', '--content', site.content, '--out', site.out], { cwd: ROOT, env: swedish });
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', "console.log(['z', 'ä'].sort((a, b) => a.localeCompare(b)).join(''))"], { env: swedish });
    expect(stdout.trim(), 'the machine collates as Swedish').toBe('zä');
    expect(tagOrder('docs/tags/index.html')).toEqual(['apple', 'ärende', 'zebra']);
    expect(tagOrder('blog/tags/index.html')).toEqual(['apple', 'ärende', 'zebra']);
  }, 60_000);
});

describe('tag pages', () => {
  it("are named as Docusaurus names them: an inline tag by its label in lodash's kebab case, a written permalink as written", async () => {
    const other = tempSite('');
    try {
      other.write('docs/intro.md', '---\ntags: [SQLite, Getting Started]\n---\n\n# Intro\n\nText.\n');
      other.write('blog/2025-01-02-post.md', '---\ntitle: Post\ntags: [SQLite, macOS, { label: Custom, permalink: /my-custom }]\n---\n\nText.\n');
      await promisify(execFile)(process.execPath, ['build/launch.mjs', 'cli.ts', '--content', other.content, '--out', other.out], { cwd: ROOT });
      const post = readFileSync(path.join(other.out, 'blog/2025/01/02/post/index.html'), 'utf8');
      for (const href of ['/blog/tags/sq-lite', '/blog/tags/mac-os', '/blog/tags/my-custom']) expect(post).toContain(`href="${href}"`);
      expect(readFileSync(path.join(other.out, 'docs/intro/index.html'), 'utf8')).toContain('href="/docs/tags/sq-lite"');
      expect(readFileSync(path.join(other.out, 'docs/tags/getting-started/index.html'), 'utf8')).toContain('Intro');
    } finally {
      other.cleanup();
    }
  }, 60_000);
});
