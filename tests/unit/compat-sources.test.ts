/**
 * The corpus runner serves the other repositories a site's pre-build step clones (corpus.json's
 * `prebuild.sources`) from bare git directories, at the listed commit, under the URL the step
 * clones; the fixture `compat/sourced` makes a docs instance from one, as neoforged's does, in a
 * whole `npm run compat` run.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CorpusSite, prebuild, readCorpus } from '../../scripts/compat/corpus.ts';
import type { SiteResult } from '../../scripts/compat/run-site.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';
import { git, gitRepo } from '../helpers/git-repo.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'compat-sources-test-'));
const mirror = path.join(dir, 'mirror');
const sites = path.join(dir, 'sites');
let commits: string[];
let built: SiteResult;
let stepFailure: string | undefined;

const site = (name: string, run: string, makes: string | string[], sources: { repo: string; commit: string; branch?: string; url?: string }[]): CorpusSite => {
  mkdirSync(path.join(sites, name), { recursive: true });
  return { name, repo: `o/${name}`, commit: 'f'.repeat(40), folder: '.', docusaurus: 3, shape: '', prebuild: { note: 'clones another repository', run, makes, sources } };
};

beforeAll(() => {
  commits = gitRepo(path.join(dir, 'plugin'), path.join(mirror, 'o+plugin'), [{ 'README.md': '# The plugin\n\nVersion one.' }, { 'README.md': '# The plugin\n\nVersion two.' }]);
  // The site itself comes from a bare repository too, and the whole run is `npm run compat`'s.
  cpSync(path.join(FIXTURES, 'compat/sourced'), path.join(dir, 'sourced'), { recursive: true });
  const [commit] = gitRepo(path.join(dir, 'sourced'), path.join(mirror, 'o+sourced'), [{}]);
  const step = { note: 'clones the plugin', run: 'node scripts/initialize.js', makes: 'tools/plugin.md', sources: [{ repo: 'o/plugin', commit: commits[0] }] };
  writeFileSync(path.join(dir, 'corpus.json'), JSON.stringify({ sites: [{ name: 'sourced', repo: 'o/sourced', commit, folder: '.', docusaurus: 3, shape: '', prebuild: step }] }));
  const json = path.join(dir, 'run.json');
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/compat.ts', '--sites', sites, '--from', mirror, '--corpus', path.join(dir, 'corpus.json'), '--json', json], { cwd: ROOT, stdio: 'pipe' });
  const [row] = JSON.parse(readFileSync(json, 'utf8')) as { skipped?: string; result: SiteResult }[];
  stepFailure = row.skipped;
  built = row.result;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a site whose pre-build step clones another repository', () => {
  it("runs the site's own step on the listed commit of that repository, not its newest", () => {
    expect(stepFailure).toBeUndefined();
    const page = readFileSync(path.join(sites, 'sourced/tools/plugin.md'), 'utf8');
    expect(page).toContain('Version one.');
    expect(page).toContain(`https://github.com/o/plugin/blob/${commits[0]}/README.md`);
  });

  it('builds the docs instance the step made, and the links into it', () => {
    expect(built.errors).toEqual([]);
    expect(built.exit).toBe(0);
    expect(built.docs.map(({ key, found, written }) => ({ key, found, written }))).toEqual([
      { key: 'default/current', found: 1, written: 1 },
      { key: 'tools/current', found: 1, written: 1 },
    ]);
  });
});

describe('serving sources', () => {
  it('serves the URL the step names, with or without .git, on the branch it names', () => {
    const run = 'git clone -q -b stable https://github.com/o/plugin.git a && git clone -q https://github.com/o/plugin b && cp a/README.md a.md && cp b/README.md b.md';
    const step = site('branch', run, ['a.md', 'b.md'], [{ repo: 'o/plugin', commit: commits[1], branch: 'stable' }]);
    expect(prebuild(step, sites, mirror)).toBeUndefined();
    expect(readFileSync(path.join(sites, 'branch/a.md'), 'utf8')).toContain('Version two.');
    expect(readFileSync(path.join(sites, 'branch/b.md'), 'utf8')).toContain('Version two.');
  });

  it('lets no other URL reach the network: that clone fails at once and the step is reported', () => {
    const step = site('unlisted', 'git clone -q https://github.com/o/other x && touch made', 'made', [{ repo: 'o/plugin', commit: commits[0] }]);
    expect(prebuild(step, sites, mirror)).toBe(`prebuild failed (git clone -q https://github.com/o/other x && touch made): fatal: transport 'https' not allowed`);
  });

  it('says how to bring a source that is not fetched, and does not run the step', () => {
    const step = site('absent', 'touch made', 'made', [{ repo: 'o/absent', commit: commits[0] }]);
    expect(prebuild(step, sites, mirror)).toMatch(/^prebuild not run: source not fetched: bring github:o\/absent as a bare git directory DIR\/o\+absent/);
    expect(prebuild(step, sites, undefined)).toMatch(/^prebuild not run: source not fetched/);
    expect(prebuild({ ...step, prebuild: { ...step.prebuild!, sources: [{ repo: 'o/plugin', commit: 'a'.repeat(40) }] } }, sites, mirror)).toMatch(/^prebuild not run: source o\/plugin at aaaaaaaaaaaa cannot be served/);
  });

  it('clones a commit whose snapshot lacks a file with that file empty, as the checkout writes it', () => {
    const bare = path.join(mirror, 'o+lacking');
    const work = path.join(dir, 'lacking');
    const [commit] = gitRepo(work, bare, [{ 'big.png': 'a large image', 'README.md': 'kept' }]);
    const blob = git(work, 'rev-parse', 'HEAD:big.png');
    rmSync(path.join(bare, 'objects', blob.slice(0, 2), blob.slice(2)));
    const step = site('lacking', 'git clone -q https://github.com/o/lacking x && cp x/big.png x/README.md .', ['big.png', 'README.md'], [{ repo: 'o/lacking', commit }]);
    expect(prebuild(step, sites, mirror)).toBeUndefined();
    expect(readFileSync(path.join(sites, 'lacking/big.png'), 'utf8')).toBe('');
    expect(readFileSync(path.join(sites, 'lacking/README.md'), 'utf8')).toBe('kept');
  });

  it('runs a step again while one of what it makes is missing, and removes all of it when it fails', () => {
    const step = site('half', 'mkdir -p one && echo run >> ran.txt && test -e go && mkdir -p two', ['one', 'two'], []);
    expect(prebuild(step, sites, mirror)).toMatch(/^prebuild failed/);
    expect(readdirSync(path.join(sites, 'half'))).toEqual(['ran.txt']);
    writeFileSync(path.join(sites, 'half/go'), '');
    expect(prebuild(step, sites, mirror)).toBeUndefined();
    expect(prebuild(step, sites, mirror)).toBeUndefined();
    expect(readFileSync(path.join(sites, 'half/ran.txt'), 'utf8')).toBe('run\nrun\n');
    rmSync(path.join(sites, 'half/two'), { recursive: true });
    expect(prebuild(step, sites, mirror)).toBeUndefined();
    expect(readFileSync(path.join(sites, 'half/ran.txt'), 'utf8')).toBe('run\nrun\nrun\n');
  });

  it('refuses a source that is not named as owner/name at a full commit', () => {
    const file = path.join(dir, 'corpus.json');
    const entry = { name: 'gen', repo: 'o/gen', commit: 'e'.repeat(40), folder: '.', docusaurus: 3, shape: '', prebuild: { note: 'n', run: 'make', makes: 'out', sources: [{ repo: 'o/plugin', commit: 'main' }] } };
    writeFileSync(file, JSON.stringify({ sites: [entry] }));
    expect(() => readCorpus(file)).toThrow('lists source "o/plugin" at "main": name it as owner/name at its full 40-digit commit');
  });
});

