/**
 * Issue 13, item 6: the swap is safe at every step. The output path is a symlink to a complete
 * version of the site, replaced by renaming a new symlink over it; these tests stop the swap at
 * each of its file operations, as a killed process would, and kill real builds at random moments.
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../build/build.ts';
import { createStaging, inPlace, MARKER, versionsDir, writer, type Removal, type SwapFs } from '../../build/output.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';
import { snapshotDir } from '../helpers/snapshot.ts';
import { tree } from './helpers.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(path.join(tmpdir(), 'hostile-swap-')));

class Killed extends Error {}

/** File operations that die at the `at`-th mutating call: that call and every later one throw, so no cleanup runs. */
function dyingFs(at: number): SwapFs & { calls: number } {
  const state = { calls: 0 };
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      if (state.calls++ >= at) throw new Killed(`killed at call ${at}`);
      return fn(...args);
    };
  return Object.assign(state, {
    renameSync: guard(fs.renameSync),
    symlinkSync: guard(fs.symlinkSync),
    rmSync: guard(fs.rmSync),
    rmdirSync: guard(fs.rmdirSync),
    mkdirSync: guard(fs.mkdirSync),
    writeFileSync: guard(fs.writeFileSync),
  }) as SwapFs & { calls: number };
}

/** File operations whose `at`-th mutating call fails once (a full disk, a permission), the others working. */
function failingFs(at: number): SwapFs {
  let calls = 0;
  const once =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      if (calls++ === at) throw Object.assign(new Error('EIO: simulated failure'), { code: 'EIO' });
      return fn(...args);
    };
  return { renameSync: once(fs.renameSync), symlinkSync: once(fs.symlinkSync), rmSync: once(fs.rmSync), rmdirSync: once(fs.rmdirSync), mkdirSync: once(fs.mkdirSync), writeFileSync: once(fs.writeFileSync) };
}

function publish(out: string, text: string, ops?: SwapFs, removal?: Removal): void {
  const staging = createStaging(out, ops, removal);
  staging.write('index.html', text);
  staging.write('docs/a/index.html', text);
  staging.commit();
}

const siteAt = (out: string) => (existsSync(path.join(out, MARKER)) ? `${readFileSync(path.join(out, 'index.html'), 'utf8')}+${readFileSync(path.join(out, 'docs/a/index.html'), 'utf8')}` : 'no site');

/** The output is the linked version and nothing else: no staging folders, no swap links. */
function expectNoLeftovers(out: string): void {
  const name = path.basename(out);
  expect(readdirSync(path.dirname(out)).filter((entry) => entry.includes(name)).sort()).toEqual([path.basename(versionsDir(out)), name].sort());
  expect(readdirSync(versionsDir(out))).toEqual([path.basename(fs.realpathSync(out))]);
}

describe('a build killed at any step of the swap', () => {
  it('leaves the previous complete site or the new one, and the next build removes what it left', () => {
    fresh();
    const out = path.join(dir, 'dist');
    publish(out, 'v1');
    let steps = 0;
    for (let at = 0; ; at++) {
      const ops = dyingFs(at);
      let killed = false;
      try {
        publish(out, 'v2', ops);
      } catch (error) {
        if (!(error instanceof Killed)) throw error;
        killed = true;
      }
      expect(['v1+v1', 'v2+v2']).toContain(siteAt(out));
      publish(out, 'v1');
      expect(siteAt(out)).toBe('v1+v1');
      expectNoLeftovers(out);
      if (!killed) break;
      steps++;
    }
    expect(steps).toBeGreaterThan(5);
  });

  it('replacing a plain folder (a dev build\'s): a kill between moving it aside and linking is repaired by the next build', () => {
    fresh();
    const out = path.join(dir, 'dist');
    for (let at = 0; ; at++) {
      rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir);
      const dev = inPlace(out, true);
      dev.write('index.html', 'v1');
      dev.write('docs/a/index.html', 'v1');
      let killed = false;
      try {
        publish(out, 'v2', dyingFs(at));
      } catch (error) {
        if (!(error instanceof Killed)) throw error;
        killed = true;
      }
      // The one moment a plain folder is not there is repaired before the next build writes anything.
      createStaging(out).discard();
      expect(['v1+v1', 'v2+v2']).toContain(siteAt(out));
      if (!killed) break;
    }
  });
});

describe('the replaced version removed in the background (the CLI)', () => {
  /** A process that has exited: its pid names no running process. */
  const deadPid = () => spawnSync('true').pid!;

  it('is renamed out of the way at once and deleted by a process of its own after the build returns', async () => {
    fresh();
    const out = path.join(dir, 'dist');
    publish(out, 'v1');
    const first = fs.realpathSync(out);
    publish(out, 'v2', undefined, 'background');
    expect(siteAt(out)).toBe('v2+v2');
    expect(existsSync(first)).toBe(false);
    await vi.waitFor(() => expectNoLeftovers(out), { timeout: 10_000, interval: 50 });
  });

  it('leaves a removal under way alone and finishes one cut short', async () => {
    fresh();
    const out = path.join(dir, 'dist');
    publish(out, 'v1');
    const versions = versionsDir(out);
    const busy = spawn('sleep', ['30']);
    try {
      const folders = { underWay: `a0-1.removing-${busy.pid}`, cutShort: `a1-1.removing-${deadPid()}`, notStarted: 'a2-1.removing' };
      for (const folder of Object.values(folders)) {
        fs.mkdirSync(path.join(versions, folder, 'docs'), { recursive: true });
        writeFileSync(path.join(versions, folder, 'docs/page.html'), 'old');
      }
      publish(out, 'v2', undefined, 'background');
      expect(siteAt(out)).toBe('v2+v2');
      await vi.waitFor(() => expect(readdirSync(versions).sort()).toEqual([folders.underWay, path.basename(fs.realpathSync(out))].sort()), { timeout: 10_000, interval: 50 });
    } finally {
      busy.kill();
    }
  });

  it('a version being removed is never linked when dist is missing', () => {
    fresh();
    const out = path.join(dir, 'dist');
    publish(out, 'v1');
    const doomed = path.join(versionsDir(out), 'zzzzzzzz-1.removing');
    fs.cpSync(fs.realpathSync(out), doomed, { recursive: true });
    writeFileSync(path.join(doomed, 'index.html'), 'half removed');
    rmSync(out);
    createStaging(out).discard();
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(versionsDir(out))).toEqual([]);
  });
});

describe('dist deleted by its user', () => {
  it('stays deleted: the next build links back no version of its own, removes them, and a failed build leaves no output', async () => {
    fresh();
    const out = path.join(dir, 'dist');
    publish(out, 'v1');
    publish(out, 'v2');
    expect(readdirSync(versionsDir(out))).toHaveLength(1);
    rmSync(out);
    const content = path.join(dir, 'content');
    cpSync(path.join(FIXTURES, 'basic'), content, { recursive: true });
    writeFileSync(path.join(content, 'docs/broken.md'), '---\ntitle: [unclosed\n---\n# Broken\n');
    const result = await build({ root: ROOT, contentDir: content, outDir: out });
    expect(result.ok).toBe(false);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(versionsDir(out))).toEqual([]);
  });
});

describe('a swap step that fails', () => {
  /** The output as a production build leaves it (a link to a version) or as the dev server does (a plain folder). */
  const starts = {
    linked: (out: string) => publish(out, 'v1'),
    plain: (out: string) => {
      const dev = inPlace(out, true);
      dev.write('index.html', 'v1');
      dev.write('docs/a/index.html', 'v1');
    },
  };
  for (const [name, start] of Object.entries(starts)) {
    it(`restores the previous site, whichever step it was (output ${name})`, () => {
      fresh();
      const out = path.join(dir, 'dist');
      for (let at = 0; at < 10; at++) {
        start(out);
        try {
          publish(out, 'v2', failingFs(at));
          continue;
        } catch {
          expect(siteAt(out)).toBe('v1+v1');
          expect(readdirSync(dir).filter((entry) => entry.includes('.link-'))).toEqual([]);
        }
      }
    });
  }
});

/** Makes a folder read-only even for root (chattr +i), as a read-only mount or a locked deploy folder would be. */
function readOnly(folder: string): () => void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', ['+i', folder]);
    return () => execFileSync('chattr', ['-i', folder]);
  }
  fs.chmodSync(folder, 0o555);
  return () => fs.chmodSync(folder, 0o755);
}

describe('an output that cannot be written', () => {
  const setup = async () => {
    fresh();
    const content = path.join(dir, 'content');
    cpSync(path.join(FIXTURES, 'basic'), content, { recursive: true });
    const out = path.join(dir, 'site/dist');
    const first = await build({ root: ROOT, contentDir: content, outDir: out });
    expect(first.ok).toBe(true);
    writeFileSync(path.join(content, 'docs/intro.md'), '# Changed\n');
    return { content, out };
  };

  it('a read-only output folder: exit 1, the previous output intact, no leftovers', async () => {
    const { content, out } = await setup();
    const before = tree(path.dirname(out));
    const unlock = readOnly(fs.realpathSync(out));
    try {
      const result = await build({ root: ROOT, contentDir: content, outDir: out });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^cannot write to ".*", where --out ".*" must be written\. Make it writable/)]);
    } finally {
      unlock();
    }
    expect(tree(path.dirname(out))).toEqual(before);
  });

  it('an unwritable parent folder: exit 1, nothing written', async () => {
    const { content, out } = await setup();
    const before = tree(path.dirname(out));
    const unlock = readOnly(path.dirname(out));
    try {
      const result = await build({ root: ROOT, contentDir: content, outDir: out });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^cannot write to ".*"/)]);
    } finally {
      unlock();
    }
    expect(tree(path.dirname(out))).toEqual(before);
  });
});

describe('real builds killed at random moments', () => {
  it('always leave the last good site whole, and the next build cleans up', async () => {
    fresh();
    const content = path.join(dir, 'content');
    cpSync(path.join(FIXTURES, 'basic'), content, { recursive: true });
    const out = path.join(dir, 'dist');
    // The exit is listened for from the spawn on: a build that ends before its kill must not be waited for forever.
    const cliBuild = () => {
      const child = spawn('node', [path.join(ROOT, 'build/launch.mjs'), 'cli.ts', '--content', content, '--out', out], { cwd: ROOT, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      return { child, exited };
    };
    expect(await cliBuild().exited).toBe(0);
    const good = [snapshotDir(out)];
    const intro = path.join(content, 'docs/intro.md');
    const original = readFileSync(intro, 'utf8');
    // Each build publishes a new version with the same files: one more word in a title, from a letter the index already has.
    for (const [delay, word] of [[200, 'again'], [500, 'anew'], [800, 'afresh'], [1100, 'aloud']] as const) {
      writeFileSync(intro, original.replace('# Introduction', `# Introduction ${word}`));
      const run = cliBuild();
      await new Promise((resolve) => setTimeout(resolve, delay));
      run.child.kill('SIGKILL');
      await run.exited;
      const now = snapshotDir(out);
      // Either the last good site, or the one this build finished before it was killed.
      if (JSON.stringify(now) !== JSON.stringify(good.at(-1))) good.push(now);
      expect(now[MARKER]).toBeDefined();
      expect(now['index.html']).toBeDefined();
      expect(Object.keys(now).length).toBe(Object.keys(good[0]).length);
    }
    expect(await cliBuild().exited).toBe(0);
    // The CLI leaves the replaced version to a process of its own.
    await vi.waitFor(() => expectNoLeftovers(out), { timeout: 10_000, interval: 50 });
  }, 180_000);
});

describe('a file the output holds already', () => {
  it("is replaced, never written into: a hard link to it (a page's .html twin, a file linked from the output this one replaces) keeps what it held", () => {
    const out = fresh();
    const { write } = writer(out);
    write('page/index.html', 'the last version\n');
    linkSync(path.join(out, 'page/index.html'), path.join(out, 'linked.html'));
    write('page/index.html', 'this version\n');
    expect(readFileSync(path.join(out, 'page/index.html'), 'utf8')).toBe('this version\n');
    expect(readFileSync(path.join(out, 'linked.html'), 'utf8')).toBe('the last version\n');
    expect(readdirSync(path.join(out, 'page'))).toEqual(['index.html']);
  });

  it('is an error when it is a folder, which leaves no temporary file behind', () => {
    const out = fresh();
    mkdirSync(path.join(out, 'page/twin.md'), { recursive: true });
    expect(() => writer(out).write('page/twin.md', 'text\n')).toThrow(/EISDIR/);
    expect(readdirSync(path.join(out, 'page'))).toEqual(['twin.md']);
  });
});
