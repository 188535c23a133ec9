/** Which folder a site's files may come from (build/content/readable.ts): its repository's root, found as the rule says. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetRepositories, readable, readableRoots, repositoryOf } from '../../build/content/readable.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'readable-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A folder tree under a fresh folder: a path ending in `/` is a folder, others files with their text. */
function tree(name: string, files: Record<string, string>): string {
  const root = path.join(temp, name);
  for (const [rel, text] of Object.entries(files)) {
    const at = path.join(root, rel);
    mkdirSync(rel.endsWith('/') ? at : path.dirname(at), { recursive: true });
    if (!rel.endsWith('/')) writeFileSync(at, text);
  }
  return root;
}

describe("a site's repository", () => {
  it('is the nearest folder above the site that holds .git, a folder or a worktree\'s file', () => {
    const root = tree('git', { '.git/HEAD': 'ref: refs/heads/main\n', 'website/': '' });
    expect(repositoryOf(path.join(root, 'website'))).toEqual({ root, kind: 'repository' });
    const worktree = tree('worktree', { '.git': 'gitdir: /elsewhere\n', 'docs/site/': '' });
    expect(repositoryOf(path.join(worktree, 'docs/site'))).toEqual({ root: worktree, kind: 'repository' });
  });

  it('is a .git above a nearer workspace root (a package of a monorepo that is a workspace of its own)', () => {
    const root = tree('git-over-workspace', { '.git/HEAD': 'ref: refs/heads/main\n', 'packages/app/package.json': '{"workspaces":["a"]}', 'packages/app/website/': '' });
    expect(repositoryOf(path.join(root, 'packages/app/website'))).toEqual({ root, kind: 'repository' });
  });

  it('is marked by a .git folder with a HEAD or a gitdir: file, not by an empty .git folder or any other .git file', () => {
    for (const [name, files] of [['empty-git', { '.git/': '' }], ['other-file', { '.git': 'not a worktree\n' }]] as const) {
      const root = tree(name, { ...files, 'site/docs/': '' });
      expect(repositoryOf(path.join(root, 'site'))).toEqual({ root: path.join(root, 'site'), kind: 'folder' });
    }
  });

  it('is never the home folder, a folder above it, or /: a site under a home folder kept as a dotfiles repository is read alone', () => {
    const home = tree('home', { '.git/HEAD': 'ref: refs/heads/main\n', 'package.json': '{"workspaces":["x"]}', '.ssh/id_rsa': 'KEY', 'Downloads/site/static/': '' });
    const site = path.join(home, 'Downloads/site');
    const before = process.env.HOME;
    process.env.HOME = home;
    try {
      forgetRepositories();
      expect(repositoryOf(site)).toEqual({ root: site, kind: 'folder' });
      expect(readable(path.join(site, 'static/../../../.ssh/id_rsa'), readableRoots(site))).toBe(false);
      process.env.HOME = path.join(home, 'Downloads');
      forgetRepositories();
      expect(repositoryOf(site), 'a home folder below the .git').toEqual({ root: site, kind: 'folder' });
    } finally {
      process.env.HOME = before;
      forgetRepositories();
    }
  });

  it('is, without .git, the nearest workspace root: package.json with workspaces, pnpm-workspace.yaml or lerna.json', () => {
    for (const [name, marker, text] of [['npm', 'package.json', '{"workspaces":{"packages":["docs"]}}'], ['pnpm', 'pnpm-workspace.yaml', 'packages: [docs]\n'], ['lerna', 'lerna.json', '{}']]) {
      const root = tree(name, { [marker]: text, 'docs/package.json': '{"name":"docs"}' });
      expect(repositoryOf(path.join(root, 'docs'))).toEqual({ root, kind: 'workspace' });
    }
  });

  it('is the site folder itself where neither is found (a package.json without workspaces is no root)', () => {
    const root = tree('none', { 'package.json': '{"name":"x"}', 'site/docs/': '' });
    expect(repositoryOf(path.join(root, 'site'))).toEqual({ root: path.join(root, 'site'), kind: 'folder' });
  });
});

describe('a readable file', () => {
  it('is one whose real path, symlinks followed, is in the repository or a folder the config names', () => {
    const root = tree('links', { 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/logo.svg': '<svg/>', 'repo/website/static/': '', 'secret.txt': 'secret', 'shared-static/a.png': 'PNG' });
    const site = path.join(root, 'repo/website');
    symlinkSync('../../logo.svg', path.join(site, 'static/logo.svg'));
    symlinkSync('../../../secret.txt', path.join(site, 'static/secret.txt'));
    const roots = readableRoots(site, [path.join(root, 'shared-static')]);
    expect(readable(path.join(site, 'static/logo.svg'), roots)).toBe(true);
    expect(readable(path.join(site, '../logo.svg'), roots)).toBe(true);
    expect(readable(path.join(site, 'static/secret.txt'), roots)).toBe(false);
    expect(readable(path.join(root, 'secret.txt'), roots)).toBe(false);
    expect(readable(path.join(root, 'shared-static/a.png'), roots)).toBe(true);
    // A path that only starts like the root's is outside it.
    expect(readable(path.join(root, 'repo-other/x.png'), roots)).toBe(false);
  });

  it('is never in a .git folder, named so or reached through a symlink (a CI checkout keeps its token in .git/config)', () => {
    const root = tree('git-config', { 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/.git/config': '[http] extraheader = AUTHORIZATION: basic c2VjcmV0', 'repo/website/static/': '', 'repo/website/src/css/': '' });
    const site = path.join(root, 'repo/website');
    symlinkSync('../../.git', path.join(site, 'static/git'));
    const roots = readableRoots(site);
    expect(readable(path.join(site, 'src/css/../../../.git/config'), roots)).toBe(false);
    expect(readable(path.join(site, 'static/git/config'), roots)).toBe(false);
    expect(readable(path.join(root, 'repo/.github/workflows/ci.yml'), roots), 'a folder that only starts with .git').toBe(true);
  });
});
