/**
 * Issue 13, item 1: the output folder belongs to the build. Each --out below once made the build
 * delete what was there (exit 0); now each is refused with one line, exit 1, and nothing touched.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKER } from '../../build/output.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';
import { cli, errorLines, tree } from './helpers.ts';

let dir: string;
// A build leaves its previous output to a process that deletes it in the background: retry while that one finishes.
afterEach(() => rmSync(dir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 }));

/**
 * A throwaway world in a fresh temp folder: a home folder with notes, a file, and a project
 * (a copy of site/, links to assets/ and node_modules/, a copy of the basic content in my-content/).
 */
function world() {
  dir = mkdtempSync(path.join(tmpdir(), 'hostile-out-'));
  const home = path.join(dir, 'home');
  mkdirSync(path.join(home, 'notes'), { recursive: true });
  writeFileSync(path.join(home, 'notes/todo.txt'), 'keep me\n');
  writeFileSync(path.join(dir, 'precious.txt'), 'keep me too\n');
  const root = path.join(dir, 'work/project');
  cpSync(path.join(ROOT, 'site'), path.join(root, 'site'), { recursive: true });
  symlinkSync(path.join(ROOT, 'assets'), path.join(root, 'assets'));
  symlinkSync(path.join(ROOT, 'shared'), path.join(root, 'shared'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const content = path.join(root, 'my-content');
  cpSync(path.join(FIXTURES, 'basic'), content, { recursive: true });
  return { root, content, home };
}

const buildArgs = (out: string, extra: string[] = []) => ['--root', path.join(dir, 'work/project'), '--content', path.join(dir, 'work/project/my-content'), '--out', out, ...extra];
const env = () => ({ HOME: path.join(dir, 'home') });

/** Runs the build with `--out out` and checks it was refused in one line naming `reason`, leaving the whole temp folder as it was. */
async function expectRefused(out: string, reason: RegExp, entry = 'cli.ts') {
  const before = tree(dir);
  const run = await cli(buildArgs(out), { env: env(), entry });
  expect(run.code).toBe(1);
  const errors = errorLines(run);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^error: --out ".*" /);
  expect(errors[0]).toMatch(reason);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(tree(dir)).toEqual(before);
}

describe('an --out the build must not touch is refused, and nothing is touched', () => {
  it('the content folder', async () => {
    const { content } = world();
    await expectRefused(content, /is the content folder/);
  });

  it('a folder inside the content folder', async () => {
    const { content } = world();
    await expectRefused(path.join(content, 'docs'), /inside the content folder/);
  });

  it('the project root', async () => {
    const { root } = world();
    await expectRefused(root, /is the project root/);
  });

  it('a parent of the project root', async () => {
    const { root } = world();
    await expectRefused(path.dirname(root), /contains the project root/);
  });

  it('a folder that contains the content folder elsewhere', async () => {
    const { content } = world();
    const elsewhere = path.join(dir, 'elsewhere');
    cpSync(content, path.join(elsewhere, 'content'), { recursive: true });
    const before = tree(dir);
    const run = await cli(['--root', path.join(dir, 'work/project'), '--content', path.join(elsewhere, 'content'), '--out', elsewhere], { env: env() });
    expect(run.code).toBe(1);
    expect(errorLines(run)).toEqual([expect.stringMatching(/^error: --out ".*" contains the content folder/)]);
    expect(tree(dir)).toEqual(before);
  });

  it('the home folder', async () => {
    const { home } = world();
    await expectRefused(home, /is the home folder/);
  });

  it('a parent of the home folder', async () => {
    world();
    await expectRefused(path.join(dir, 'home/..'), /is a parent of the home folder/);
  });

  it('the filesystem root', async () => {
    world();
    await expectRefused('/', /is the filesystem root/);
  });

  it('an existing file', async () => {
    world();
    await expectRefused(path.join(dir, 'precious.txt'), /is an existing file/);
  });

  it('a symlink to the content folder', async () => {
    const { content } = world();
    symlinkSync(content, path.join(dir, 'out-link'));
    await expectRefused(path.join(dir, 'out-link'), /is the content folder/);
  });

  it('a non-empty folder no build wrote, unless --force-out is given', async () => {
    world();
    const other = path.join(dir, 'other');
    mkdirSync(other);
    writeFileSync(path.join(other, 'thesis.tex'), 'years of work\n');
    await expectRefused(other, /no \.site-output marker.*--force-out/);
    const forced = await cli(buildArgs(other, ['--force-out']), { env: env() });
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(other, MARKER), 'utf8')).toMatch(/Written by the site build/);
  });

  it('through the dev server: npm run dev -- --content D --out D', async () => {
    const { content } = world();
    await expectRefused(content, /is the content folder/, 'dev.ts');
  });
});

describe('a folder the build wrote is its own', () => {
  it('carries the marker, so the next build replaces it without a flag', async () => {
    world();
    const out = path.join(dir, 'dist');
    expect((await cli(buildArgs(out), { env: env() })).code).toBe(0);
    expect(readFileSync(path.join(out, MARKER), 'utf8')).toMatch(/Written by the site build/);
    expect((await cli(buildArgs(out), { env: env() })).code).toBe(0);
  });

  it("an unmarked folder holding a build's _headers, 404.html and sitemap.xml (a build from before the marker) is replaced without a flag, and gets the marker", async () => {
    world();
    const out = path.join(dir, 'dist');
    expect((await cli(buildArgs(out), { env: env() })).code).toBe(0);
    rmSync(path.join(out, MARKER));
    expect((await cli(buildArgs(out), { env: env() })).code).toBe(0);
    expect(readFileSync(path.join(out, MARKER), 'utf8')).toMatch(/Written by the site build/);
  });

  it('an unmarked folder missing one of those files is still refused', async () => {
    world();
    const out = path.join(dir, 'almost');
    mkdirSync(out);
    writeFileSync(path.join(out, '_headers'), '/*\n');
    writeFileSync(path.join(out, '404.html'), '<!doctype html>\n');
    writeFileSync(path.join(out, 'notes.txt'), 'mine\n');
    await expectRefused(out, /no \.site-output marker/);
  });

  it('an empty folder is accepted', async () => {
    world();
    mkdirSync(path.join(dir, 'empty'));
    expect((await cli(buildArgs(path.join(dir, 'empty')), { env: env() })).code).toBe(0);
  });
});
