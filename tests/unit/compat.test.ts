/**
 * The corpus runner (`npm run compat`) on small Docusaurus sites of its own: one versioned
 * site that builds, with a draft and a partial Docusaurus leaves out, a link to a React page that
 * cannot be rendered, a broken link the build reports and text that shows JSX; one with two blogs;
 * and one whose only doc stops the build, so that its post has no page either.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryOf } from '../../build/content/readable.ts';
import { checkout, type CorpusSite, install, prebuild, prepare, readCorpus } from '../../scripts/compat/corpus.ts';
import { whyFailed } from '../../scripts/compat/why-failed.ts';
import { runSite, type SiteResult, warningKind } from '../../scripts/compat/run-site.ts';
import { formatTable } from '../../scripts/compat/table.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';
import { git, gitRepo } from '../helpers/git-repo.ts';

const hasLeaksTool = existsSync(path.resolve(ROOT, '../shared/tools/leaks.py'));
let versioned: SiteResult;
let broken: SiteResult;
let ignored: SiteResult;
let blogs: SiteResult;

beforeAll(async () => {
  [versioned, broken, ignored, blogs] = await Promise.all(['versioned', 'broken', 'ignored', 'blogs'].map((name) => runSite(ROOT, path.join(FIXTURES, 'compat', name))));
}, 120_000);

describe('a site that builds', () => {
  it('exits 0 and counts the docs Docusaurus builds, per version, and their pages', () => {
    expect(versioned.exit).toBe(0);
    expect(versioned.docs.map(({ key, found, written }) => ({ key, found, written }))).toEqual([
      { key: 'default/current', found: 2, written: 2 },
      { key: 'default/1.0', found: 1, written: 1 },
    ]);
    expect(versioned.pages).toBeGreaterThanOrEqual(3);
  });

  it('counts warnings by kind', () => {
    expect(versioned.warnings.get('broken link')).toBe(1);
    expect(versioned.warnings.get('the React page for "…" is left out')).toBe(1);
  });

  it('reports links that resolve to no file and that the build did not report, under the base URL', () => {
    expect(versioned.unreported?.count).toBe(1);
    expect(versioned.unreported?.examples[0]).toMatch(/^\/play \(1 pages/);
    expect(versioned.unreported?.ignored).toBe(false);
  });

  it("says so when the site's onBrokenLinks: 'ignore' silences Docusaurus's check too", () => {
    expect(ignored.exit).toBe(0);
    expect(ignored.unreported).toMatchObject({ count: 1, ignored: true });
    const lines = formatTable([{ name: 'ignored', repo: 'o/ignored', commit: 'd'.repeat(40), docusaurus: 3, result: ignored }], 'today');
    expect(lines.find((l) => l.startsWith('| ignored '))).toContain('| 1 (site ignores broken links) |');
  });

  it.skipIf(!hasLeaksTool)('counts pages that show source syntax', () => {
    expect(versioned.leaks).toMatchObject({ pages: 1, of: 4 });
  });

  it('measures wall time and peak memory', () => {
    expect(versioned.wallS).toBeGreaterThan(0);
    expect(versioned.peakMb).toBeGreaterThan(10);
  });
});

describe("a site built as its own build script builds it", () => {
  it("passes the script's options to the build: --locale en builds the default locale alone", async () => {
    const i18n = path.join(FIXTURES, 'docusaurus-i18n');
    const [all, english] = await Promise.all([runSite(ROOT, i18n), runSite(ROOT, i18n, { args: ['--locale', 'en'] })]);
    expect(english.exit).toBe(0);
    expect(english.pages).toBeGreaterThan(0);
    expect(all.pages).toBeGreaterThan(2 * english.pages);
    const lines = formatTable([{ name: 'i18n', repo: 'o/i18n', commit: 'a'.repeat(40), docusaurus: 3, buildArgs: ['--locale', 'en'], result: english }], 'today');
    expect(lines.find((l) => l.startsWith('| i18n '))).toMatch(/^\| i18n \(o\/i18n\) `--locale en` \| aaaaaaaa \|/);
  }, 120_000);
});

describe('a site whose config needs a variable its deploy sets', () => {
  it('builds with the corpus entry\'s env, and stops without it', async () => {
    const site = path.join(FIXTURES, 'compat', 'env');
    const given = await runSite(ROOT, site, { env: { FIXTURE_SEARCH_KEY: 'public-search-key' } });
    const without = await runSite(ROOT, site);
    expect(process.env.FIXTURE_SEARCH_KEY).toBeUndefined();
    expect(without.exit).toBe(1);
    expect(without.errors[0]?.message).toContain('FIXTURE_SEARCH_KEY is not set');
    expect(given.exit).toBe(0);
    expect(given.docs).toEqual([{ key: 'default/current', found: 1, written: 1, missing: [] }]);
  }, 120_000);

  it('refuses an env that is not an object of strings', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'corpus-env-'));
    const file = path.join(dir, 'corpus.json');
    const site = { name: 'one', repo: 'o/one', commit: 'e'.repeat(40), folder: '.', docusaurus: 3, shape: '' };
    writeFileSync(file, JSON.stringify({ sites: [{ ...site, env: { KEY: 1 } }] }));
    expect(() => readCorpus(file)).toThrow('env must be an object of strings');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a site whose default locale has translations of its own', () => {
  it('counts a doc or post whose page comes from the default locale\'s translation as having a page', async () => {
    const translated = await runSite(ROOT, path.join(FIXTURES, 'compat', 'default-translated'));
    expect(translated.exit).toBe(0);
    expect(translated.docs).toEqual([{ key: 'default/current', found: 2, written: 2, missing: [] }]);
    expect(translated.posts).toEqual([{ key: 'default', found: 1, written: 1, missing: [] }]);
  }, 120_000);
});

describe('a site with blogs', () => {
  it('counts the posts Docusaurus builds, per blog instance (no draft, no partial; unlisted and future posts have pages too), and their pages', () => {
    expect(blogs.exit).toBe(0);
    expect(blogs.posts).toEqual([
      { key: 'default', found: 3, written: 3, missing: [] },
      { key: 'events', found: 1, written: 1, missing: [] },
    ]);
    expect(versioned.posts).toEqual([]);
  });

  it('shows them in the table: posts with a page of those found, and a row per blog', () => {
    const lines = formatTable([{ name: 'blogs', repo: 'o/blogs', commit: 'f'.repeat(40), docusaurus: 3, result: blogs }], 'today');
    expect(lines.find((l) => l.startsWith('| blogs '))).toMatch(/\| 0 \| 1\/1 \| 4\/4, 2 blogs \|/);
    expect(lines).toContain('| blogs | blog default | 3 | 3 |');
    expect(lines).toContain('| blogs | blog events | 1 | 1 |');
  });
});

describe('a site that fails', () => {
  it('exits 1 with the error that stopped it, and still counts the docs Docusaurus would build', () => {
    expect(broken.exit).toBe(1);
    expect(broken.errors[0].file).toMatch(/compat\/broken\/docs\/intro\.md$/);
    expect(broken.docs).toEqual([{ key: 'default/current', found: 1, written: 0, missing: [expect.stringMatching(/intro\.md$/)] }]);
    expect(broken.unreported).toBeUndefined();
  });

  it('counts the posts it would build, none with a page, and names them below the table', () => {
    expect(broken.posts).toEqual([{ key: 'default', found: 1, written: 0, missing: [expect.stringMatching(/compat\/broken\/blog\/one\.md$/)] }]);
    const lines = formatTable([{ name: 'broken', repo: 'o/broken', commit: 'b'.repeat(40), docusaurus: 3, result: broken }], 'today');
    expect(lines.find((l) => l.startsWith('| broken '))).toMatch(/\| 1 \| 0\/1[^|]*\| 0\/1 \|/);
    expect(lines.find((l) => l.startsWith('- broken blog default:'))).toMatch(/no page for 1 posts, e\.g\. .*blog\/one\.md$/);
  });
});

describe('the table', () => {
  it('has a row per site and names why a site failed', () => {
    const lines = formatTable(
      [
        { name: 'versioned', repo: 'o/versioned', commit: 'a'.repeat(40), docusaurus: 3, result: versioned },
        { name: 'broken', repo: 'o/broken', commit: 'b'.repeat(40), docusaurus: 2, result: broken },
        { name: 'absent', repo: 'o/absent', commit: 'c'.repeat(40), docusaurus: 3, skipped: 'not fetched' },
      ],
      'today',
    );
    expect(lines[0]).toBe('Corpus run of today: 1 of 2 sites built exit 0; 1 not built (below).');
    expect(lines.find((l) => l.startsWith('| versioned '))).toMatch(/\| 0 \| 3\/3, 2 versions\/instances \|/);
    expect(lines.find((l) => l.startsWith('| absent '))).toContain('not fetched');
    expect(lines.find((l) => l.startsWith('- broken: exit 1'))).toMatch(/intro\.md/);
  });

  it('counts apart the sites Docusaurus itself cannot build here, and says why', () => {
    const lines = formatTable(
      [
        { name: 'versioned', repo: 'o/versioned', commit: 'a'.repeat(40), docusaurus: 3, result: versioned },
        { name: 'broken', repo: 'o/broken', commit: 'b'.repeat(40), docusaurus: 2, result: broken, notHere: 'its own MDX compiler refuses intro.md' },
        { name: 'uninstallable', repo: 'o/u', commit: 'c'.repeat(40), docusaurus: 3, skipped: 'install failed', notHere: 'a package the registry here lacks' },
        { name: 'absent', repo: 'o/absent', commit: 'd'.repeat(40), docusaurus: 3, skipped: 'not fetched' },
      ],
      'today',
    );
    expect(lines[0]).toBe('Corpus run of today: 1 of 2 sites built exit 0; 2 not built (below); of the 2 sites Docusaurus itself can build on this machine (the other 2 are below), 1 exit 0.');
    expect(lines).toContain('- broken: Docusaurus cannot build it on this machine either: its own MDX compiler refuses intro.md');
    expect(lines).toContain('- uninstallable: Docusaurus cannot build it on this machine either: a package the registry here lacks');
  });

  it('marks a site built after its install failed, and says why, beside its figures', () => {
    const lines = formatTable([{ name: 'offline', repo: 'o/offline', commit: 'a'.repeat(40), docusaurus: 3, result: versioned, installFailed: 'install failed (npm ci): npm error 404' }], 'today');
    expect(lines[0]).toBe('Corpus run of today: 1 of 1 sites built exit 0.');
    expect(lines.find((l) => l.startsWith('| offline '))).toMatch(/^\| offline \(o\/offline\) \(install failed, below\) \| aaaaaaaa \| 3 \| 0 \| 3\/3/);
    expect(lines).toContain('- offline: install failed (npm ci): npm error 404; built without its packages');
  });
});

describe('warning kinds', () => {
  it('take names, paths and numbers out of a message, up to its first clause', () => {
    expect(warningKind('theme "x" is not supported; pages use the generator\'s own theme.')).toBe('theme "…" is not supported');
    expect(warningKind('custom CSS src/css/custom.css is not loaded; pages use ...')).toBe('custom CSS … is not loaded');
    expect(warningKind('broken link in navbar item "Docs": no page at "/x".')).toBe('broken link in navbar item "…"');
    expect(warningKind('{users.map(u => {\n    return <b>{u}</b>\n  })} could not be evaluated (u is not defined)')).toBe('{users.map(u => { return … })} could not be evaluated');
  });
});

describe('checking a site out', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compat-checkout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the listed commit of the listed paths from a bare git directory, and says how to fetch one that is missing', () => {
    const [commit] = gitRepo(path.join(dir, 'work'), path.join(dir, 'mirror', 'o+site'), [{ 'a.md': 'first' }, { 'a.md': 'second' }]);
    const site: CorpusSite = { name: 'site', repo: 'o/site', commit, folder: '.', docusaurus: 3, shape: '' };
    expect(checkout(site, path.join(dir, 'sites'), path.join(dir, 'mirror'))).toBeUndefined();
    expect(readFileSync(path.join(dir, 'sites/site/a.md'), 'utf8')).toBe('first');
    expect(checkout({ ...site, name: 'other', repo: 'o/other' }, path.join(dir, 'sites'), path.join(dir, 'mirror'))).toMatch(/^not fetched: bring github:o\/other/);
  });

  it("marks the checkout's root as its repository's with a .git folder holding only HEAD, which the build takes for the repository's root and git passes over; a checkout made before gets it too", () => {
    const [commit] = gitRepo(path.join(dir, 'marked-work'), path.join(dir, 'marked-mirror', 'o+marked'), [{ 'website/docs/a.md': 'a', 'packages/x/shot.png': 'PNG' }]);
    const site: CorpusSite = { name: 'marked', repo: 'o/marked', commit, folder: 'website', docusaurus: 3, shape: '' };
    // The sites folder inside a git repository (a corpus kept in a clone): git must find that one, not the marker.
    const outer = path.join(dir, 'outer');
    mkdirSync(outer);
    git(outer, 'init', '-q');
    const sites = path.join(outer, 'sites');
    expect(checkout(site, sites, path.join(dir, 'marked-mirror'))).toBeUndefined();
    const root = path.join(sites, 'marked');
    expect(readdirSync(path.join(root, '.git'))).toEqual(['HEAD']);
    expect(repositoryOf(path.join(root, 'website'))).toEqual({ root: realpathSync(root), kind: 'repository' });
    expect(spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: path.join(root, 'website'), encoding: 'utf8' }).stdout.trim()).toBe(realpathSync(outer));
    // An older runner's marker, an empty folder, gets its HEAD; a checkout that lost it gets it again.
    rmSync(path.join(root, '.git/HEAD'));
    expect(checkout(site, sites, path.join(dir, 'marked-mirror'))).toBeUndefined();
    expect(readdirSync(path.join(root, '.git'))).toEqual(['HEAD']);
    rmSync(path.join(root, '.git'), { recursive: true });
    expect(checkout(site, sites, path.join(dir, 'marked-mirror'))).toBeUndefined();
    expect(existsSync(path.join(root, '.git/HEAD'))).toBe(true);
  });

  it('checks out a clone whose history git reads where the entry asks for it, a blob the snapshot lacks written empty', () => {
    const work = path.join(dir, 'history-work');
    const mirror = path.join(dir, 'history-mirror', 'o+history');
    const [first, second] = gitRepo(work, mirror, [{ 'docs/a.md': 'first', 'img/big.png': 'a large image' }, { 'docs/a.md': 'second', 'docs/b.md': 'b' }]);
    const blob = git(work, 'rev-parse', `${first}:img/big.png`);
    rmSync(path.join(mirror, 'objects', blob.slice(0, 2), blob.slice(2)));
    const site: CorpusSite = { name: 'history', repo: 'o/history', commit: second, folder: '.', docusaurus: 3, shape: '', history: true };
    expect(checkout(site, path.join(dir, 'sites'), path.join(dir, 'history-mirror'))).toBeUndefined();
    const root = path.join(dir, 'sites/history');
    expect(readFileSync(path.join(root, 'docs/a.md'), 'utf8')).toBe('second');
    expect(readFileSync(path.join(root, 'img/big.png'), 'utf8')).toBe('');
    // What Docusaurus's last-update reader asks git (@docusaurus/utils gitUtils.js: git log -- file, run in the file's folder).
    const log = (file: string) => spawnSync('git', ['log', '--format=%H', '--', file], { cwd: path.join(root, 'docs'), encoding: 'utf8' });
    expect(log('a.md').stdout.trim().split('\n')).toEqual([second, first]);
    expect(log('b.md').stdout.trim()).toBe(second);
    expect(git(root, 'rev-parse', 'HEAD')).toBe(second);
    // Without it, the checkout has no history: git finds no repository there.
    expect(checkout({ ...site, name: 'no-history', history: undefined }, path.join(dir, 'sites'), path.join(dir, 'history-mirror'))).toBeUndefined();
    expect(spawnSync('git', ['log', '--', 'a.md'], { cwd: path.join(dir, 'sites/no-history/docs'), encoding: 'utf8' }).status).not.toBe(0);
  });

  it("leaves a checkout's own .git file alone, and goes on", () => {
    const [commit] = gitRepo(path.join(dir, 'file-work'), path.join(dir, 'file-mirror', 'o+file'), [{ 'website/docs/a.md': 'a' }]);
    const site: CorpusSite = { name: 'file', repo: 'o/file', commit, folder: 'website', docusaurus: 3, shape: '' };
    expect(checkout(site, path.join(dir, 'sites'), path.join(dir, 'file-mirror'))).toBeUndefined();
    const marker = path.join(dir, 'sites/file/.git');
    rmSync(marker, { recursive: true });
    writeFileSync(marker, 'gitdir: ../elsewhere\n');
    expect(checkout(site, path.join(dir, 'sites'), path.join(dir, 'file-mirror'))).toBeUndefined();
    expect(readFileSync(marker, 'utf8')).toBe('gitdir: ../elsewhere\n');
  });

  it('writes a file whose blob the snapshot lacks empty, so that the site still finds it', () => {
    const work = path.join(dir, 'lacking');
    const mirror = path.join(dir, 'lacking-mirror', 'o+lacking');
    const [commit] = gitRepo(work, mirror, [{ 'img/big.png': 'a large image', 'z.md': 'after it' }]);
    const blob = git(work, 'rev-parse', 'HEAD:img/big.png');
    rmSync(path.join(mirror, 'objects', blob.slice(0, 2), blob.slice(2)));
    const site: CorpusSite = { name: 'lacking', repo: 'o/lacking', commit, folder: '.', docusaurus: 3, shape: '' };
    expect(checkout(site, path.join(dir, 'sites'), path.join(dir, 'lacking-mirror'))).toBeUndefined();
    expect(readFileSync(path.join(dir, 'sites/lacking/img/big.png'), 'utf8')).toBe('');
    expect(readFileSync(path.join(dir, 'sites/lacking/z.md'), 'utf8')).toBe('after it');
    // A site whose build first copies a folder over the root (playwright.dev's `cp -r nodejs/* .`).
    expect(checkout({ ...site, name: 'overlaid', overlay: 'img' }, path.join(dir, 'sites'), path.join(dir, 'lacking-mirror'))).toBeUndefined();
    expect(existsSync(path.join(dir, 'sites/overlaid/big.png'))).toBe(true);
  });

  it("runs a site's install command once, in its config's folder, when its packages are not there", () => {
    const sites = path.join(dir, 'installing');
    const site: CorpusSite = { name: 'pkgs', repo: 'o/pkgs', commit: 'd'.repeat(40), folder: 'website', docusaurus: 3, shape: '', install: 'mkdir -p node_modules/x && echo run >> ../ran.txt' };
    mkdirSync(path.join(sites, 'pkgs/website'), { recursive: true });
    expect(install(site, sites)).toBeUndefined();
    expect(existsSync(path.join(sites, 'pkgs/website/node_modules/x'))).toBe(true);
    expect(install(site, sites)).toBeUndefined();
    expect(readFileSync(path.join(sites, 'pkgs/ran.txt'), 'utf8')).toBe('run\n');
    const failing = { ...site, name: 'failing', install: 'mkdir node_modules && echo no registry >&2 && exit 3' };
    mkdirSync(path.join(sites, 'failing/website'), { recursive: true });
    expect(install(failing, sites)).toMatch(/^install failed \(.*\): no registry$/);
    expect(existsSync(path.join(sites, 'failing/website/node_modules'))).toBe(false);
    expect(install({ ...site, name: 'none', install: undefined }, sites)).toBeUndefined();
  });

  it("gives a site's install the npm log level of its own, not the runner's (`npm run --silent compat`), and says how a silent failure ended", () => {
    const sites = path.join(dir, 'installing-quietly');
    const before = process.env.npm_config_loglevel;
    process.env.npm_config_loglevel = 'silent';
    try {
      const site: CorpusSite = { name: 'quiet', repo: 'o/quiet', commit: 'd'.repeat(40), folder: '.', docusaurus: 3, shape: '', install: 'echo "npm error loglevel ${npm_config_loglevel:-unset}" >&2; exit 1' };
      mkdirSync(path.join(sites, 'quiet'), { recursive: true });
      expect(install(site, sites)).toBe(`install failed (${site.install}): npm error loglevel unset`);
      mkdirSync(path.join(sites, 'mute'), { recursive: true });
      expect(install({ ...site, name: 'mute', install: 'exit 3' }, sites)).toBe('install failed (exit 3): exit 3, no output');
    } finally {
      if (before === undefined) delete process.env.npm_config_loglevel;
      else process.env.npm_config_loglevel = before;
    }
  });

  it("runs a site's pre-build step once, after its install, in its config's folder, until what it makes is there", () => {
    const sites = path.join(dir, 'prebuilding');
    const step = { note: 'compiles its plugins', run: 'test -d node_modules && mkdir -p plugins/dist && echo run >> ../ran.txt', makes: 'plugins/dist' };
    const site: CorpusSite = { name: 'gen', repo: 'o/gen', commit: 'e'.repeat(40), folder: 'website', docusaurus: 3, shape: '', install: 'mkdir node_modules', prebuild: step };
    mkdirSync(path.join(sites, 'gen/website'), { recursive: true });
    expect(install(site, sites) ?? prebuild(site, sites)).toBeUndefined();
    expect(existsSync(path.join(sites, 'gen/website/plugins/dist'))).toBe(true);
    expect(prebuild(site, sites)).toBeUndefined();
    expect(readFileSync(path.join(sites, 'gen/ran.txt'), 'utf8')).toBe('run\n');
    // A step that fails, or ends without making its output, is reported, and what it left is removed so that the next run tries again.
    const failing = { ...site, name: 'failing-step', prebuild: { ...step, run: 'mkdir -p plugins/dist/half && echo "tsc: error TS2307" >&2 && exit 2' } };
    mkdirSync(path.join(sites, 'failing-step/website'), { recursive: true });
    expect(prebuild(failing, sites)).toBe('prebuild failed (mkdir -p plugins/dist/half && echo "tsc: error TS2307" >&2 && exit 2): tsc: error TS2307');
    expect(existsSync(path.join(sites, 'failing-step/website/plugins/dist'))).toBe(false);
    expect(prebuild({ ...failing, prebuild: { ...step, run: 'true' } }, sites)).toBe('prebuild failed (true): it did not make plugins/dist');
    // A step the corpus only describes (it needs more network than the npm registry) is not run.
    expect(prebuild({ ...failing, prebuild: { note: 'clones other repositories: not run' } }, sites)).toBeUndefined();
  });

  it('still builds a site whose install failed, without its packages, and keeps why; a failed pre-build step leaves it unbuilt', () => {
    const sites = path.join(dir, 'preparing');
    const site: CorpusSite = { name: 'offline', repo: 'o/offline', commit: 'f'.repeat(40), folder: 'website', docusaurus: 3, shape: '', install: 'mkdir node_modules && echo "npm error 404 Not Found - GET https://registry.npmjs.org/x" >&2 && exit 1' };
    mkdirSync(path.join(sites, 'offline/website'), { recursive: true });
    expect(prepare(site, sites)).toEqual({ installFailed: `install failed (${site.install}): npm error 404 Not Found - GET https://registry.npmjs.org/x` });
    expect(existsSync(path.join(sites, 'offline/website/node_modules'))).toBe(false);
    const step = { note: 'compiles its plugins with tsc', run: 'test -d node_modules || { echo "sh: 1: tsc: not found" >&2; exit 127; }', makes: 'dist' };
    const withStep = { ...site, name: 'offline-step', prebuild: step };
    mkdirSync(path.join(sites, 'offline-step/website'), { recursive: true });
    expect(prepare(withStep, sites)).toEqual({ installFailed: expect.stringMatching(/^install failed/), skipped: `prebuild failed (${step.run}): sh: 1: tsc: not found` });
    mkdirSync(path.join(sites, 'fine/website'), { recursive: true });
    expect(prepare({ ...site, name: 'fine', install: 'mkdir node_modules' }, sites)).toEqual({});
  });

  it("names a failed command's first error, not npm's log pointer", () => {
    const npm = ['npm warn deprecated uuid@8.3.2: no longer supported', 'npm error code E404', 'npm error 404 Not Found - GET https://registry.npmjs.org/@o/gone/-/gone-1.0.1.tgz', 'npm error 404', 'npm error A complete log of this run can be found in: /root/.npm/_logs/x.log'];
    expect(whyFailed(npm.join('\n'))).toBe('npm error 404 Not Found - GET https://registry.npmjs.org/@o/gone/-/gone-1.0.1.tgz');
    expect(whyFailed('compiling\nsrc/a.ts(3,1): error TS2307: Cannot find module\n1 error\n')).toBe('src/a.ts(3,1): error TS2307: Cannot find module');
    expect(whyFailed('fetching\nno registry\n')).toBe('no registry');
    const offline = ['npm error code ECONNREFUSED', 'npm error syscall connect', 'npm error errno ECONNREFUSED', 'npm error FetchError: request to http://127.0.0.1:9/x failed, reason: connect ECONNREFUSED 127.0.0.1:9'];
    expect(whyFailed(offline.join('\n'))).toBe(offline[3]);
  });

  it('refuses build options that are not a list of strings', () => {
    const file = path.join(dir, 'corpus.json');
    const site = { name: 'one', repo: 'o/one', commit: 'e'.repeat(40), folder: '.', docusaurus: 3, shape: '' };
    writeFileSync(file, JSON.stringify({ sites: [{ ...site, buildArgs: '--locale en' }] }));
    expect(() => readCorpus(file)).toThrow('buildArgs must be a list of strings');
    writeFileSync(file, JSON.stringify({ sites: [{ ...site, buildArgs: ['--locale', 'en'] }] }));
    expect(readCorpus(file)[0].buildArgs).toEqual(['--locale', 'en']);
  });

  it('refuses a corpus entry whose pre-build step does not name what it makes', () => {
    const file = path.join(dir, 'corpus.json');
    const site = { name: 'gen', repo: 'o/gen', commit: 'e'.repeat(40), folder: '.', docusaurus: 3, shape: '', prebuild: { note: 'n', run: 'make' } };
    writeFileSync(file, JSON.stringify({ sites: [site] }));
    expect(() => readCorpus(file)).toThrow('runs prebuild "make": name what it makes (prebuild.makes)');
    writeFileSync(file, JSON.stringify({ sites: [{ ...site, prebuild: { ...site.prebuild, makes: 'out' } }] }));
    expect(readCorpus(file)[0].prebuild?.makes).toBe('out');
  });
});
