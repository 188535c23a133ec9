/**
 * Other repositories a site's pre-build step clones (neoforged's `scripts/initialize.js` runs
 * `git clone https://github.com/neoforged/ModDevGradle` and turns its README into a docs page).
 * Each is served from the corpus's bare git directories (`--from`) at the commit corpus.json lists:
 * a local repository, made for the step, whose branch points at that commit, and which git's
 * `url.<local>.insteadOf` puts in the place of the URL the step clones. The step runs as written,
 * with its own copying and rewriting, so the site gets what its own build would make; any URL the
 * corpus does not list fails at once rather than waiting on the network.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchHint, gitDir, treeFiles } from './git.ts';

export interface Source {
  /** GitHub `owner/name`, found under `--from` as the site is. */
  repo: string;
  commit: string;
  /** The branch a clone gets: the one the step names (`git clone -b`), else the repository's default; `main` without it. */
  branch?: string;
  /** The URL the step clones, as it writes it (with or without `.git`); `https://github.com/<repo>` without it. */
  url?: string;
}

export interface Served {
  /** What the step's environment adds: git's configuration, through `GIT_CONFIG_COUNT`/`KEY_n`/`VALUE_n`. */
  env: Record<string, string>;
  /** Removes the local repositories. */
  dispose: () => void;
}

const who = { GIT_AUTHOR_NAME: 'compat', GIT_AUTHOR_EMAIL: 'compat@localhost', GIT_COMMITTER_NAME: 'compat', GIT_COMMITTER_EMAIL: 'compat@localhost' };

function git(dir: string, args: string[], options: { input?: string; env?: Record<string, string> } = {}): string {
  const run = spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8', input: options.input, env: { ...process.env, ...who, ...options.env }, maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(run.stderr.trim().split('\n')[0] || `git ${args[0]} failed`);
  return run.stdout.trim();
}

/**
 * The commit a clone of `source` gets. A snapshot may lack its largest files; a clone would stop on
 * them, so then it is a commit on top of the listed one with each of them empty (as the site's own
 * checkout writes them), and stderr names them.
 */
function cloneableCommit(local: string, source: Source): string {
  const files = treeFiles(local, source.commit);
  const checked = git(local, ['cat-file', '--batch-check'], { input: files.map((f) => f.oid).join('\n') + '\n' }).split('\n');
  const missing = files.filter((_, i) => checked[i]?.endsWith(' missing'));
  if (!missing.length) return source.commit;
  process.stderr.write(`${source.repo}: ${missing.length} files the snapshot lacks are empty in the clone, e.g. ${missing.slice(0, 3).map((f) => f.file).join(', ')}\n`);
  const empty = git(local, ['hash-object', '-w', '--stdin'], { input: '' });
  const env = { GIT_INDEX_FILE: path.join(local, 'compat-index') };
  git(local, ['read-tree', source.commit], { env });
  git(local, ['update-index', '--index-info'], { env, input: missing.map((f) => `${f.mode} ${empty}\t${f.file}`).join('\n') + '\n' });
  const tree = git(local, ['write-tree'], { env });
  return git(local, ['commit-tree', tree, '-p', source.commit, '-m', `${source.commit}, with the files the snapshot lacks empty`]);
}

/**
 * Makes the listed sources cloneable for a step: returns the environment that serves them, or why
 * it cannot (a source not under `from`, a commit its snapshot does not have).
 */
export function serveSources(sources: Source[], from: string | undefined): Served | string {
  const dir = mkdtempSync(path.join(tmpdir(), 'compat-sources-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  // Only the listed URLs reach anything: every other clone fails at once, naming its URL.
  const config: [string, string][] = ['http', 'https', 'git', 'ssh'].map((p) => [`protocol.${p}.allow`, 'never']);
  for (const source of sources) {
    const bare = from && gitDir(from, source.repo);
    if (!bare) {
      dispose();
      return `source not fetched: ${fetchHint(source.repo)}`;
    }
    const local = path.join(dir, `${source.repo.replace('/', '+')}.git`);
    try {
      spawnSync('git', ['init', '-q', '--bare', local]);
      writeFileSync(path.join(local, 'objects/info/alternates'), path.resolve(bare, 'objects') + '\n');
      git(local, ['cat-file', '-e', `${source.commit}^{commit}`]);
      const branch = `refs/heads/${source.branch ?? 'main'}`;
      git(local, ['update-ref', branch, cloneableCommit(local, source)]);
      git(local, ['symbolic-ref', 'HEAD', branch]);
    } catch (error) {
      dispose();
      return `source ${source.repo} at ${source.commit.slice(0, 12)} cannot be served from ${bare}: ${(error as Error).message}`;
    }
    const url = (source.url ?? `https://github.com/${source.repo}`).replace(/\.git$/, '');
    config.push([`url.${local}.insteadOf`, url], [`url.${local}.insteadOf`, `${url}.git`]);
  }
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(config.length), GIT_TERMINAL_PROMPT: '0' };
  config.forEach(([key, value], i) => Object.assign(env, { [`GIT_CONFIG_KEY_${i}`]: key, [`GIT_CONFIG_VALUE_${i}`]: value }));
  return { env, dispose };
}
