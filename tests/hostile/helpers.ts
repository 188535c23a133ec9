/** Shared by the hostile-input catalogue: a throwaway project in a fresh temp folder, the CLI run as a user runs it, and a tree snapshot that proves nothing was touched. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../helpers/fixture.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `node build/launch.mjs cli.ts ARGS` (what `npm run build -- ARGS` runs), never throwing; `entry` may be dev.ts. */
export async function cli(args: string[], options: { env?: NodeJS.ProcessEnv; entry?: string; cwd?: string; timeout?: number } = {}): Promise<CliRun> {
  const started = performance.now();
  const done = await promisify(execFile)('node', [path.join(ROOT, 'build/launch.mjs'), options.entry ?? 'cli.ts', ...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    timeout: options.timeout ?? 30_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string; killed?: boolean }) => ({ code: error.killed ? -1 : error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  return { ...done, ms: performance.now() - started };
}

/** Every entry under `dir` (not following symlinks) with a hash of its bytes or its link target. */
export function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    const full = path.join(dir, rel);
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) out[rel] = `-> ${readlinkSync(full)}`;
    else if (stat.isDirectory()) {
      out[rel + '/'] = 'dir';
      for (const entry of readdirSync(full).sort()) walk(path.join(rel, entry));
    } else out[rel] = createHash('sha256').update(readFileSync(full)).digest('hex').slice(0, 16);
  };
  walk('.');
  return out;
}

/** The last lines a failed command printed, without npm's noise: what a user reads. */
export function errorLines(run: CliRun): string[] {
  return run.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm '));
}
