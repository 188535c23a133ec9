/** Temporary content folders for tests: a copy of a fixture with some files changed. */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const FIXTURES = path.join(ROOT, 'tests/fixtures');

export interface TempSite {
  dir: string;
  content: string;
  out: string;
  write(rel: string, text: string | Buffer): void;
  remove(rel: string): void;
  cleanup(): void;
}

// Every temp site goes when its test file ends, even one a test replaced before its cleanup ran
// (a test that builds several variants keeps only the last in its `site`). Each test file imports
// this module afresh, so the hook is that file's; scripts outside vitest (pathological.ts) import
// it too, and clean up themselves.
const created = new Set<string>();
if (process.env.VITEST) afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Copies `tests/fixtures/<name>` into a temp folder; `out` is a sibling output folder. */
export function tempSite(name = 'basic'): TempSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  created.add(dir);
  const content = path.join(dir, 'content');
  if (name) cpSync(path.join(FIXTURES, name), content, { recursive: true });
  else mkdirSync(content);
  return {
    dir,
    content,
    out: path.join(dir, 'dist'),
    write(rel, text) {
      const file = path.join(content, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    },
    remove(rel) {
      rmSync(path.join(content, rel), { recursive: true, force: true });
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CliBuild {
  out: string;
  /** What `npm run build` printed, filled in before the file's tests run. */
  printed: { stdout: string; stderr: string };
}

/** Builds `tests/fixtures/<name>` unchanged with `npm run build` before the file's tests; removes the output after. */
export function cliBuild(name: string, timeout: number): CliBuild {
  const dir = mkdtempSync(path.join(tmpdir(), `site-${name}-`));
  const build: CliBuild = { out: path.join(dir, 'dist'), printed: { stdout: '', stderr: '' } };
  beforeAll(async () => {
    const args = ['run', '--silent', 'build', '--', '--content', path.join(FIXTURES, name), '--out', build.out];
    const { stdout, stderr } = await promisify(execFile)('npm', args, { cwd: ROOT });
    Object.assign(build.printed, { stdout, stderr });
  }, timeout);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return build;
}

/** Builds `tests/fixtures/<name>` unchanged before the file's tests, expecting no diagnostic; removes the output after. */
export function builtFixture(name: string, timeout = 120_000): { out: string } {
  const site = tempSite('');
  beforeAll(async () => {
    const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, name), outDir: site.out });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  }, timeout);
  afterAll(() => site.cleanup());
  return { out: site.out };
}
