/**
 * "Last updated" comes from one `git log` of a docs folder (build/git-history.ts), run beside the
 * build: each file gets its newest commit, named as the build names the file, also when the
 * folder is reached through a symlink.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lastUpdates } from '../../build/git-history.ts';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function commit(repo: string, file: string, text: string, author: string, date: string) {
  writeFileSync(path.join(repo, file), text);
  execFileSync('git', ['add', '.'], { cwd: repo });
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.com' };
  execFileSync('git', ['commit', '-q', '-m', file], { cwd: repo, env });
}

describe('last updates from git', () => {
  it('gives each file of a folder its newest commit, under the path the build uses', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-git-history-'));
    const repo = path.join(dir, 'repo');
    mkdirSync(path.join(repo, 'site/docs/guide'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: repo });
    commit(repo, 'site/docs/intro.md', '# One', 'Ada', '2024-01-02T00:00:00Z');
    commit(repo, 'site/docs/guide/setup.md', '# Setup', 'Ada', '2024-02-03T00:00:00Z');
    commit(repo, 'site/docs/intro.md', '# Two', 'Grace', '2024-03-04T00:00:00Z');
    commit(repo, 'outside.md', '# Not docs', 'Linus', '2024-04-05T00:00:00Z');
    const linked = path.join(dir, 'docs-link');
    symlinkSync(path.join(repo, 'site/docs'), linked);

    for (const docs of [path.join(repo, 'site/docs'), linked]) {
      const updates = await lastUpdates(docs);
      expect([...updates.keys()].sort()).toEqual([path.join(docs, 'guide/setup.md'), path.join(docs, 'intro.md')]);
      expect(updates.get(path.join(docs, 'intro.md'))).toEqual({ date: new Date('2024-03-04T00:00:00Z'), author: 'Grace' });
      expect(updates.get(path.join(docs, 'guide/setup.md'))).toEqual({ date: new Date('2024-02-03T00:00:00Z'), author: 'Ada' });
    }
  });

  it('gives nothing outside a git checkout', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-git-history-'));
    expect((await lastUpdates(dir)).size).toBe(0);
  });
});
