/** Reading the corpus's bare git directories (`--from DIR`): where a repository's is, the files of a commit, and a clone of it with its history. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The bare git directory of `owner/name` under `from` (`from/owner+name/repo`, as `fetch` brings it, or `from/owner+name`). */
export function gitDir(from: string, repo: string): string | undefined {
  const base = path.join(from, repo.replace('/', '+'));
  return [path.join(base, 'repo'), base].find((dir) => existsSync(path.join(dir, 'HEAD')));
}

/** How to bring a repository that is not under `--from`. */
export function fetchHint(repo: string): string {
  return `bring github:${repo} as a bare git directory DIR/${repo.replace('/', '+')}, then run again with --from DIR`;
}

/**
 * Makes `target` a clone of `git` whose HEAD and index are `commit`, without writing its files (the
 * checkout writes them, a blob the snapshot lacks as an empty file): `git log` answers there.
 */
export function cloneHistory(git: string, commit: string, target: string): void {
  for (const args of [['clone', '--quiet', '--no-checkout', git, target], ['-C', target, 'update-ref', '--no-deref', 'HEAD', commit], ['-C', target, 'read-tree', commit]]) {
    const run = spawnSync('git', args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr.trim() || `git ${args.join(' ')} failed`);
  }
}

export interface TreeEntry {
  mode: string;
  oid: string;
  file: string;
}

/** The files (blobs) of `commit`, or of its `paths`. */
export function treeFiles(git: string, commit: string, paths: string[] = []): TreeEntry[] {
  const listed = spawnSync('git', ['-C', git, 'ls-tree', '-r', '-z', commit, '--', ...paths], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (listed.status !== 0) throw new Error(listed.stderr.trim() || `git ls-tree failed in ${git}`);
  return listed.stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      const [mode, type, oid] = meta.split(' ');
      return { mode, type, oid, file };
    })
    .filter((e) => e.type === 'blob')
    .map(({ mode, oid, file }) => ({ mode, oid, file }));
}
