/**
 * The fuzzer's own machinery: a failure is reported in a few lines however large its input, with
 * a path that replays it and the whole input kept as a site folder; a case that hangs is stopped
 * and named rather than hanging the run.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc } from '../fuzz/grammar.ts';
import { fuzzFolder } from '../fuzz/properties.ts';
import { caseAt, runLevel, summarize } from '../fuzz/run.ts';
import { startWatchdog } from '../fuzz/watchdog.ts';
import { ROOT } from '../helpers/fixture.ts';

const folder = fuzzFolder();
const watchdog = startWatchdog({ cpuMs: 60_000, wallMs: 600_000 });
afterAll(async () => {
  await watchdog.stop();
  folder.cleanup();
});

const text = (d: unknown) => (d as Doc).text;

describe('a failure is reported in a few lines', () => {
  it('a long input is shortened to its start and end, and kept whole as a site folder', async () => {
    const long: Doc = { ext: 'md', text: `# Long\n\n${'word '.repeat(20_000)}end\n` };
    const result = await runLevel({ name: 'documents', seed: 7, runs: 3, examples: [long], dir: folder.dir, watchdog, check: async (d) => {
      if (text(d).length > 50_000) throw new Error(`too long: ${'x'.repeat(100_000)}`);
    } });
    const report = result.failure!;
    expect(report.length).toBeLessThan(5_000);
    expect(report).toContain('documents: example 0 failed');
    expect(report).toContain(`The input: {"ext":"md","text":"# Long\\n\\nword word word`);
    expect(report).toContain('…[99,772 more characters]…');
    const kept = /The whole input is kept at (\S+) /.exec(report)![1];
    expect(readFileSync(path.join(kept, 'docs/intro.md'), 'utf8')).toBe(long.text);
    rmSync(path.dirname(kept), { recursive: true });
  });

  it('a generated failure is shrunk, and its printed path gives that same input back', async () => {
    const fails = async (d: unknown) => {
      if (String(text(d)).includes('Beta')) throw new Error('Beta met');
    };
    const result = await runLevel({ name: 'documents', seed: 11, runs: 200, dir: folder.dir, watchdog, check: fails });
    const replay = /Replay it with: npm run fuzz -- --seed 11 --path (\S+) --sites 0/.exec(result.failure!)!;
    const input = caseAt('documents', 11, replay[1]);
    await expect(fails(input)).rejects.toThrow('Beta met');
    expect(result.failure).toContain(`The input: ${summarize(input)}`);
    rmSync(path.dirname(/kept at (\S+) /.exec(result.failure!)![1]), { recursive: true });
  });

  it('bytes show as their count and first bytes', () => {
    expect(summarize({ ext: 'md', text: new Uint8Array(300).fill(255) })).toBe(`{"ext":"md","text":"<300 bytes: ${'ff'.repeat(24)}…>"}`);
  });
});

describe('a case that hangs is stopped and named', () => {
  it('the watchdog ends the process and says which case, where the run would hang', async () => {
    const script = path.join(folder.dir, 'hang.ts');
    writeFileSync(script, `import { startWatchdog } from ${JSON.stringify(path.join(ROOT, 'tests/fuzz/watchdog.ts'))};\nconst w = startWatchdog({ cpuMs: 500, wallMs: 600_000 });\nw.begin('documents case 7 (seed 1)');\nfor (;;) {}\n`);
    const ended = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), [script], { cwd: ROOT, timeout: 60_000 }).then(
      () => ({ signal: null, stderr: 'ended by itself' }),
      (error: { signal: string | null; stderr: string; killed: boolean }) => ({ signal: error.killed ? 'killed by the test' : error.signal, stderr: error.stderr }),
    );
    expect(ended.stderr).toContain('fuzz: documents case 7 (seed 1) ran past 0.5 s of CPU time or 600 s in all: a hang, or work that grows too fast. Stopped.');
    expect(ended.signal).not.toBe('killed by the test');
  }, 90_000);

  it('many short cases whose CPU time adds up past the bound are not taken for one (a 100,000-case run was stopped at case 1,192)', async () => {
    // Looking a thousand times a second, the watcher's loop is soon optimised: plain reads of the shared clock were kept from an earlier turn, a case long over.
    const script = path.join(folder.dir, 'many.mts');
    const burn = 'const burn = (ms: number) => { const c = process.cpuUsage(); while ((process.cpuUsage(c).user + process.cpuUsage(c).system) / 1000 < ms); };';
    writeFileSync(script, `import { startWatchdog } from ${JSON.stringify(path.join(ROOT, 'tests/fuzz/watchdog.ts'))};\nconst w = startWatchdog({ cpuMs: 300, wallMs: 600_000 }, 1);\n${burn}\nfor (let i = 0; i < 2000; i++) { w.begin(\`case \${i}\`); burn(2); w.end(); await new Promise((r) => setTimeout(r, 1)); }\nawait w.stop();\nconsole.log('every case ran');\n`);
    const { stdout, stderr } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), [script], { cwd: ROOT, timeout: 120_000 }).catch((error: { stdout: string; stderr: string }) => error);
    expect({ stdout, stderr }).toEqual({ stdout: 'every case ran\n', stderr: '' });
  }, 150_000);
});
