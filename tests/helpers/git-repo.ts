/** Small git repositories for tests of the corpus runner: commits of given files, and the bare copy `fetch` would bring. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const who = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

/** Runs git in `dir` and returns its output, trimmed. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', env: { ...process.env, ...who } }).trim();
}

/** Makes a repository in `work` with one commit per entry of `commits` (files by path), then its bare clone at `bare`; returns the commits, oldest first. */
export function gitRepo(work: string, bare: string, commits: Record<string, string>[]): string[] {
  execFileSync('git', ['init', '-q', '-b', 'main', work]);
  const ids = commits.map((files, i) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), text);
    }
    git(work, 'add', '.');
    git(work, 'commit', '-qm', `commit ${i + 1}`);
    return git(work, 'rev-parse', 'HEAD');
  });
  execFileSync('git', ['clone', '-q', '--bare', work, bare]);
  return ids;
}
