/**
 * The corpus runner checks out the submodules a site's build reads (corpus.json's `submodules`),
 * each at the commit its parent pins, from bare git directories, as devicescript's root build needs
 * them: jacdac-ts and jacdac-c, each with a submodule of its own, both microsoft/jacdac at two
 * different commits. The fixture is made here: a site `o/app` whose `lib` (o/lib, pinned at its
 * first commit) has `spec` (o/spec, by a relative URL, at its first commit), whose `vendor/spec` is
 * o/spec at its second, and whose `extra` (o/absent) is not fetched and not listed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, type CorpusSite, prebuild, readCorpus } from '../../scripts/compat/corpus.ts';
import { githubRepo } from '../../scripts/compat/write-tree.ts';
import { git, gitRepo } from '../helpers/git-repo.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'compat-submodules-test-'));
const mirror = path.join(dir, 'mirror');
const sites = path.join(dir, 'sites');
let spec: string[];
let lib: string[];
let app: string;

/** One commit of `files` and of submodules (path, URL as .gitmodules writes it, pinned commit) in `work`, then its bare clone at `bare`. */
function withSubmodules(work: string, bare: string, files: Record<string, string>, links: [string, string, string][]): string {
  const gitmodules = links.map(([at, url]) => `[submodule "${at}"]\n\tpath = ${at}\n\turl = ${url}\n`).join('');
  gitRepo(work, path.join(dir, 'unused', path.basename(bare)), [{ ...files, '.gitmodules': gitmodules }]);
  for (const [at, , commit] of links) git(work, 'update-index', '--add', '--cacheinfo', `160000,${commit},${at}`);
  git(work, 'commit', '-qm', 'pin the submodules');
  execFileSync('git', ['clone', '-q', '--bare', work, bare]);
  return git(work, 'rev-parse', 'HEAD');
}

const site = (submodules: string[], extra: Partial<CorpusSite> = {}): CorpusSite => ({ name: 'app', repo: 'o/app', commit: app, folder: 'website', docusaurus: 3, shape: '', submodules, ...extra });

beforeAll(() => {
  spec = gitRepo(path.join(dir, 'spec'), path.join(mirror, 'o+spec'), [{ 'spec.txt': 'spec one' }, { 'spec.txt': 'spec two' }, { 'spec.txt': 'spec three' }]);
  const libWork = path.join(dir, 'lib');
  lib = [withSubmodules(libWork, path.join(mirror, 'o+lib'), { 'README.md': 'lib one' }, [['spec', '../spec.git', spec[0]]])];
  writeFileSync(path.join(libWork, 'README.md'), 'lib two');
  git(libWork, 'commit', '-qam', 'newer');
  lib.push(git(libWork, 'rev-parse', 'HEAD'));
  git(path.join(mirror, 'o+lib'), 'fetch', '-q', libWork, 'main:main');
  const links: [string, string, string][] = [
    ['lib', 'https://github.com/o/lib', lib[0]],
    ['vendor/spec', 'git@github.com:o/spec.git', spec[1]],
    ['extra', 'https://github.com/o/absent.git', spec[2]],
  ];
  app = withSubmodules(path.join(dir, 'app'), path.join(mirror, 'o+app'), { 'website/docs/intro.md': '# Intro' }, links);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a site whose build reads its repository's submodules", () => {
  it('checks out each listed submodule at the commit its parent pins, one repository at two commits', () => {
    expect(checkout(site(['lib', 'lib/spec', 'vendor/spec']), sites, mirror)).toBeUndefined();
    const read = (file: string) => readFileSync(path.join(sites, 'app', file), 'utf8');
    expect(read('website/docs/intro.md')).toBe('# Intro');
    expect(read('lib/README.md')).toBe('lib one');
    expect(read('lib/spec/spec.txt')).toBe('spec one');
    expect(read('vendor/spec/spec.txt')).toBe('spec two');
    expect(existsSync(path.join(sites, 'app/extra'))).toBe(false);
  });

  it('runs the pre-build step over them', () => {
    const step = { note: 'generates a doc from the submodules', run: 'cat ../lib/README.md ../lib/spec/spec.txt ../vendor/spec/spec.txt > docs/generated.md', makes: 'docs/generated.md' };
    expect(prebuild(site([], { prebuild: step }), sites, mirror)).toBeUndefined();
    expect(readFileSync(path.join(sites, 'app/website/docs/generated.md'), 'utf8')).toBe('lib onespec onespec two');
  });

  it('says which submodule cannot be checked out and why, and leaves no half checkout', () => {
    const tried = (submodules: string[]) => {
      rmSync(path.join(sites, 'app'), { recursive: true, force: true });
      const why = checkout(site(submodules), sites, mirror);
      expect(existsSync(path.join(sites, 'app'))).toBe(false);
      return why;
    };
    expect(tried(['extra'])).toMatch(/^checkout failed: submodule extra not fetched: bring github:o\/absent as a bare git directory/);
    expect(tried(['lib/spec'])).toBe(`checkout failed: lib/spec is not a submodule of o/app at ${app.slice(0, 12)} (a submodule inside another is listed after it, by its whole path)`);
    expect(tried(['website'])).toMatch(/^checkout failed: website is not a submodule of o\/app/);
    rmSync(path.join(mirror, 'o+spec'), { recursive: true });
    gitRepo(path.join(dir, 'spec-other'), path.join(mirror, 'o+spec'), [{ 'spec.txt': 'another history' }]);
    expect(tried(['vendor/spec'])).toMatch(new RegExp(`^checkout failed: submodule vendor/spec: o/spec at ${spec[1].slice(0, 12)} is not in its snapshot`));
  });

  it('reads the URLs .gitmodules writes: https, ssh, and relative to the parent', () => {
    expect(githubRepo('https://github.com/microsoft/jacdac', 'microsoft/jacdac-c')).toBe('microsoft/jacdac');
    expect(githubRepo('git@github.com:o/spec.git', 'o/app')).toBe('o/spec');
    expect(githubRepo('../spec.git', 'o/lib')).toBe('o/spec');
    expect(githubRepo('../../other/spec', 'o/lib')).toBe('other/spec');
    expect(githubRepo('https://gitlab.com/o/spec', 'o/lib')).toBeUndefined();
    // A path on the machine, as git reads an absolute or bare URL, is no GitHub repository.
    expect(githubRepo('/other/spec', 'o/lib')).toBeUndefined();
    expect(githubRepo('spec', 'o/lib')).toBeUndefined();
  });

  it('refuses a submodule path outside the repository', () => {
    const file = path.join(dir, 'corpus.json');
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify({ sites: [{ ...site(['../lib']), commit: 'e'.repeat(40) }] }));
    expect(() => readCorpus(file)).toThrow('submodules must be paths inside the repository');
  });
});
