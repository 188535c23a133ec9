/**
 * The client bundle's file names depend on its bytes alone, not on the folder the generator is
 * checked out in: two checkouts (one a git worktree, whose node_modules is a link to another
 * checkout's) must name the same bundle the same, or every page differs between their outputs.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../build/assets.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'site-client-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A checkout of the client's sources at `rel`, its node_modules linked to this one's as a worktree's is. */
function checkout(rel: string): string {
  const root = path.join(dir, rel);
  mkdirSync(root, { recursive: true });
  for (const part of ['site', 'shared', 'tsconfig.json', 'package.json']) cpSync(path.join(ROOT, part), path.join(root, part), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

/** Every file the client build wrote, by name, with its text. */
function written(out: string): Record<string, string> {
  const js = path.join(out, 'assets/js');
  return Object.fromEntries(readdirSync(js).sort().map((name) => [name, readFileSync(path.join(js, name), 'utf8')]));
}

describe('the client bundle built in two checkouts', () => {
  it('has the same file names and bytes whichever folder it is built in', async () => {
    const [a, b] = [checkout('a'), checkout('deeper/still/b')];
    const builtA = await buildClient(path.join(a, 'site'), path.join(a, 'out'));
    const builtB = await buildClient(path.join(b, 'site'), path.join(b, 'out'));
    expect(builtB.entry).toBe(builtA.entry);
    expect(builtB).toEqual(builtA);
    expect(written(path.join(b, 'out'))).toEqual(written(path.join(a, 'out')));
  }, 120_000);
});
