/**
 * Which files a build may read and publish: those of the repository that holds the site (README,
 * "Security model"). Docusaurus's webpack bundles any file a doc or component names, wherever it
 * is: rnx-kit's docs show screenshots from its monorepo's packages/, ts-node's static logo is a
 * symlink to its repository's root. This build publishes those too, and nothing outside the
 * repository, so that a path that climbs out (`../../../../etc/passwd`) or a symlink that leads out
 * never reaches the output. Symlinks are judged by where they land. Every check of "may this file
 * be read" (images, linked files, imported assets, static folders, content folders, stylesheets'
 * `url()`s) asks this module.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { displayPath } from './read-text.ts';

export const within = (inner: string, outer: string): boolean => inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/**
 * The folder a site's files may come from, and what it is: `repository`, the nearest folder that
 * holds `.git` (a folder, or a worktree's file); `workspace`, else the nearest root of an npm, yarn,
 * pnpm or lerna workspace; `folder`, else the folder itself.
 */
export interface Repository {
  root: string;
  kind: 'repository' | 'workspace' | 'folder';
}

/** A path with its symlinks resolved; a missing one as it is written. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

function declaresWorkspaces(dir: string): boolean {
  if (existsSync(path.join(dir, 'pnpm-workspace.yaml')) || existsSync(path.join(dir, 'lerna.json'))) return true;
  try {
    return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { workspaces?: unknown }).workspaces !== undefined;
  } catch {
    return false;
  }
}

/** A clone's `.git` folder (it has HEAD), or a worktree's or submodule's `.git` file that names its git folder; an empty `.git` folder or any other file is not. */
function marksRepository(dir: string): boolean {
  const git = path.join(dir, '.git');
  const stat = statSync(git, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return existsSync(path.join(git, 'HEAD'));
  if (!stat?.isFile()) return false;
  try {
    return readFileSync(git, 'utf8').startsWith('gitdir:');
  } catch {
    return false;
  }
}

/**
 * A folder that may not be a site's repository: `/`, or the home folder or above it. A site
 * unpacked without its `.git` under a home folder kept as a dotfiles repository would otherwise
 * publish `~/.ssh/`.
 */
function tooHigh(dir: string): boolean {
  return path.dirname(dir) === dir || within(realPath(homedir()), dir);
}

function ancestors(dir: string): string[] {
  const all = [dir];
  while (path.dirname(all.at(-1)!) !== all.at(-1)) all.push(path.dirname(all.at(-1)!));
  return all;
}

const found = new Map<string, Repository>();

/** Forgets the repositories found: each build looks again, as a dev server's site may gain or lose its `.git` or workspaces. */
export function forgetRepositories(): void {
  found.clear();
}

/** The repository that holds `dir` (the site folder, or a folder of it), found once per folder. */
export function repositoryOf(dir: string): Repository {
  const start = realPath(dir);
  let repository = found.get(start);
  if (!repository) {
    const up = ancestors(start).filter((d) => !tooHigh(d));
    const git = up.find(marksRepository);
    const workspace = git ? undefined : up.find(declaresWorkspaces);
    repository = git ? { root: git, kind: 'repository' } : workspace ? { root: workspace, kind: 'workspace' } : { root: start, kind: 'folder' };
    found.set(start, repository);
  }
  return repository;
}

/**
 * The folders files may be read from: the repository of `dir`, and `folders`, those the site's
 * config names (static folders, docs kept at `path: '../docs'`), which are the site's own wherever they are.
 */
export const readableRoots = (dir: string, folders: string[] = []): string[] => [repositoryOf(dir).root, ...folders];

/**
 * True when `file`, symlinks resolved, lies inside one of `roots` and not in a `.git` folder (a
 * CI checkout keeps its token in `.git/config`); a missing file is judged by its path, and
 * reported as missing later.
 */
export function readable(file: string, roots: string[]): boolean {
  const target = realPath(file);
  return roots.some((root) => {
    const real = realPath(root);
    return within(target, real) && !path.relative(real, target).split(path.sep).includes('.git');
  });
}

/** Whether `file`, symlinks resolved, is in a `.git` folder, which is never read (`readable`): for messages. */
export const inGitFolder = (file: string): boolean => realPath(file).split(path.sep).includes('.git');

const shown = (dir: string) => `${displayPath(dir) || '.'}/`;

/**
 * Why only the site folder is read, for the end of a message about a file outside it, where no
 * repository was found (a site unpacked from an archive, or copied without its `.git`); else nothing.
 */
export function noRepositoryHint(dir: string): string {
  const { root, kind } = repositoryOf(dir);
  return kind === 'folder' ? ` There is no .git or workspace root above ${shown(root)}, so only the site folder is read: build from a clone, or copy the file in.` : '';
}

/** What a file that is not `readable` is outside of, for messages: "the repository ../repo/", with the named folders that lie outside it ("and static/"). */
export function outsideOf(dir: string, folders: string[] = []): string {
  const { root, kind } = repositoryOf(dir);
  const others = folders.filter((folder) => !within(realPath(folder), root)).map(shown);
  const place = kind === 'folder' ? shown(root) : `the ${kind === 'repository' ? 'repository' : 'workspace'} ${shown(root)}`;
  return [place, ...others].join(', ').replace(/, ([^,]*)$/, ' and $1');
}
