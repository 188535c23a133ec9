/**
 * Writing a commit's files out of a bare git directory, and the submodules a site's build reads
 * (devicescript's root build reads three, one inside another, two of them commits of one
 * repository), each at the commit its parent pins, as `git submodule update --init` checks them out.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fetchHint, gitDir, treeFiles } from './git.ts';

/**
 * Writes the tree of `commit` (or its `paths`) into `target` with git's object reader rather than
 * `git archive`, which stops at the first missing blob: a snapshot may lack its largest files
 * (images, videos, archives). Each is written empty, since the site has that file and its build
 * (Docusaurus's too) stops on an image that is not there; returns their paths.
 */
export function writeTree(git: string, commit: string, paths: string[], target: string): string[] {
  const entries = treeFiles(git, commit, paths);
  const objects = spawnSync('git', ['-C', git, 'cat-file', '--batch'], { input: entries.map((e) => e.oid).join('\n') + '\n', maxBuffer: 2 ** 31 - 1 });
  const out = objects.stdout;
  let at = 0;
  const missing: string[] = [];
  for (const entry of entries) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString('latin1').split(' ');
    at = eol + 1;
    const absent = header[1] === 'missing';
    if (absent) missing.push(entry.file);
    const size = absent ? 0 : Number(header[2]);
    const body = out.subarray(at, at + size);
    if (!absent) at += size + 1;
    const file = path.join(target, entry.file);
    if (!file.startsWith(target + path.sep)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    if (entry.mode === '120000' && !absent) symlinkSync(body.toString('utf8'), file);
    else writeFileSync(file, body, { mode: entry.mode === '100755' ? 0o755 : 0o644 });
  }
  return missing;
}

/** A repository checked out into the site: at `dir` (relative to the repository root, '' for the site's own), `commit` of `repo`'s bare `git`. */
export interface CheckedOut {
  dir: string;
  repo: string;
  git: string;
  commit: string;
}

function gitOut(git: string, args: string[]): string {
  const run = spawnSync('git', ['-C', git, ...args], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : '';
}

/** The GitHub `owner/name` a .gitmodules URL names; relative URLs (`../jacdac`) are read against the parent's own, as git reads them. */
export function githubRepo(url: string, parentRepo: string): string | undefined {
  // Git reads any other URL (`/srv/x`, `C:/x`, `x`) as a path on the machine, which names no GitHub repository.
  if (!/^(\.\.?\/|https?:\/\/|ssh:\/\/|git:\/\/|git@github\.com:)/.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/^git@github\.com:/, 'https://github.com/'), `https://github.com/${parentRepo}/`);
  } catch {
    return undefined;
  }
  const parts = parsed.pathname.split('/').filter(Boolean);
  return parsed.hostname === 'github.com' && parts.length === 2 ? `${parts[0]}/${parts[1].replace(/\.git$/, '')}` : undefined;
}

/** The repository and commit `parent` pins at `inner` (a path in it), from its tree and its .gitmodules; or why it has none. */
function pinned(parent: CheckedOut, inner: string): { repo: string; commit: string } | string {
  const where = `${parent.repo} at ${parent.commit.slice(0, 12)}`;
  const entry = /^160000 commit ([0-9a-f]{40})\t/.exec(gitOut(parent.git, ['ls-tree', parent.commit, '--', inner]));
  if (!entry) return `${inner} is not a submodule of ${where} (a submodule inside another is listed after it, by its whole path)`;
  // `-z`: each entry its key, a newline and its value, so a submodule whose name has a space (`[submodule "my lib"]`) reads whole.
  const entries = gitOut(parent.git, ['config', '-z', '--blob', `${parent.commit}:.gitmodules`, '--get-regexp', '^submodule\\..*\\.path$']).split('\0');
  const key = entries.map((entry) => entry.split('\n')).find(([, value]) => value === inner)?.[0];
  const url = key && gitOut(parent.git, ['config', '--blob', `${parent.commit}:.gitmodules`, '--get', key.replace(/\.path$/, '.url')]);
  const repo = url && githubRepo(url, parent.repo);
  return repo ? { repo, commit: entry[1] } : `submodule ${inner} of ${where} has no GitHub URL in its .gitmodules (${url || 'none'})`;
}

/**
 * Writes the listed submodules (paths from the repository root, a submodule inside another by its
 * whole path, listed with its parent) into `target`, where `site` is already written: each at the
 * commit its parent pins, from that repository's bare directory under `from`, whatever other
 * commits of the same repository are checked out elsewhere. Returns the files their snapshots lack
 * (written empty, as `writeTree` does), or why one cannot be checked out.
 */
export function writeSubmodules(site: CheckedOut, submodules: string[], from: string, target: string): string[] | string {
  const done = [site];
  const missing: string[] = [];
  // A parent's path is a prefix of its submodules' paths, so it comes first.
  for (const dir of [...submodules].sort((a, b) => a.length - b.length)) {
    const parent = done.filter((d) => !d.dir || dir.startsWith(d.dir + '/')).sort((a, b) => b.dir.length - a.dir.length)[0];
    const found = pinned(parent, parent.dir ? dir.slice(parent.dir.length + 1) : dir);
    if (typeof found === 'string') return found;
    const git = gitDir(from, found.repo);
    if (!git) return `submodule ${dir} not fetched: ${fetchHint(found.repo)}`;
    if (spawnSync('git', ['-C', git, 'cat-file', '-e', `${found.commit}^{commit}`]).status !== 0) return `submodule ${dir}: ${found.repo} at ${found.commit.slice(0, 12)} is not in its snapshot ${git}; fetch it again`;
    missing.push(...writeTree(git, found.commit, [], path.join(target, dir)).map((file) => `${dir}/${file}`));
    done.push({ dir, ...found, git });
  }
  return missing;
}
