/**
 * Where a build writes. A production build writes a complete new version of the site beside the
 * output, then points the output at it in one step: the output path (`dist`) is a symlink to
 * `.dist.builds/<version>`, and the swap renames a new symlink over it, which POSIX makes atomic.
 * Whatever instant the process dies at, `dist` names the previous complete site or the new one;
 * the next build removes what a killed build left. The dev server writes in place, and only the
 * files that changed.
 *
 * Every output carries a marker file, so that a later build knows the folder is its own to replace.
 */
import { spawn } from 'node:child_process';
import * as nodeFs from 'node:fs';
import path from 'node:path';
import { writeAtOnce } from './write-at-once.ts';

export const MARKER = '.site-output';
const MARKER_TEXT = 'Written by the site build (npm run build). The next build replaces this folder whole.\n';

export interface Output {
  dir: string;
  write(file: string, data: string | Uint8Array): void;
  remove(file: string): void;
  commit(): void;
  discard(): void;
}

/** The file operations the swap performs; tests pass ones that stop part-way, as a killed process would. */
export type SwapFs = Pick<typeof nodeFs, 'renameSync' | 'symlinkSync' | 'rmSync' | 'rmdirSync' | 'mkdirSync' | 'writeFileSync'>;

/** Files every build writes at the output root: an unmarked folder holding all of them is a build from before the marker. */
const UNMARKED_OUTPUT = ['_headers', '404.html', 'sitemap.xml'];

/**
 * True when `dir` was written by a build (dev or production): it carries the marker, or it is the
 * output of a build from before the marker existed, so upgrading needs no `--force-out`.
 */
export function isOwnOutput(dir: string): boolean {
  const has = (file: string) => nodeFs.existsSync(path.join(dir, file));
  return has(MARKER) || UNMARKED_OUTPUT.every(has);
}

/** Writes and removes files under `dir`, making each folder once. */
export function writer(dir: string, fs: SwapFs = nodeFs): Pick<Output, 'write' | 'remove'> {
  const made = new Set<string>();
  return {
    write(file, data) {
      const target = path.join(dir, file);
      // Routes are checked where they are made; this is the last line of defence.
      if (!target.startsWith(dir + path.sep)) throw new Error(`refusing to write ${JSON.stringify(file)} outside the output folder`);
      const folder = path.dirname(target);
      if (!made.has(folder)) {
        fs.mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      try {
        fs.writeFileSync(target, data, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A file already there may be a hard link that another path (a page's `.html` twin) or the output this one replaces shares: it is replaced, never written into.
        writeAtOnce(target, data, fs);
      }
    },
    remove(file) {
      fs.rmSync(path.join(dir, file), { recursive: true, force: true });
    },
  };
}

/** `.dist.builds`, beside `dist`: the versions of the site, of which `dist` links to one. */
export function versionsDir(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.builds`);
}

/** `<time>-<pid>`, then `.partial` while it is written, `.previous` for a folder moved aside, or `.removing[-<pid of rm>]` once replaced. */
const VERSION = /^([0-9a-z]+)-(\d+)(\.partial|\.previous|\.removing(?:-(\d+))?)?$/;

/**
 * How replaced versions go: at once, or (the CLI's choice) renamed to `.removing` and deleted by a
 * detached `rm -rf` that outlives the build, so that the build returns without waiting for
 * thousands of deletions. The `rm` first renames its folder to `.removing-<its pid>`, so a later
 * build leaves a removal under way alone and finishes one that was cut short.
 */
export type Removal = 'now' | 'background';

function remove(dir: string, removal: Removal, fs: SwapFs): void {
  if (removal === 'now' || process.platform === 'win32') {
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  const doomed = dir.replace(/(\.partial|\.previous|\.removing(-\d+)?)?$/, '.removing');
  try {
    if (doomed !== dir) fs.renameSync(dir, doomed);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // Two builds may both start a removal of one folder: the `mv` of one of them fails, and it stops.
  const child = spawn('sh', ['-c', 'mv -- "$1" "$1-$$" 2>/dev/null && exec rm -rf -- "$1-$$"', 'sh', doomed], { detached: true, stdio: 'ignore' });
  child.on('error', () => fs.rmSync(doomed, { recursive: true, force: true }));
  child.unref();
}

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function linkTarget(outDir: string): string | undefined {
  try {
    return path.resolve(path.dirname(outDir), nodeFs.readlinkSync(outDir));
  } catch {
    return undefined;
  }
}

/**
 * Removes what killed builds left: unfinished or replaced versions, and swap links, of processes
 * that are gone. Only names this module makes are touched, never the version `dist` links to.
 */
export function removeLeftovers(outDir: string, fs: SwapFs = nodeFs, removal: Removal = 'now'): void {
  const versions = versionsDir(outDir);
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  if (!nodeFs.existsSync(outDir) && nodeFs.existsSync(versions)) restorePrevious(outDir, fs);
  const current = linkTarget(outDir);
  const entries = nodeFs.existsSync(versions) ? nodeFs.readdirSync(versions) : [];
  for (const entry of entries) {
    const match = VERSION.exec(entry);
    const full = path.join(versions, entry);
    if (!match || full === current) continue;
    if (match[3] === '.partial' && alive(Number(match[2]))) continue;
    if (match[4] && alive(Number(match[4]))) continue;
    remove(full, removal, fs);
  }
  const swapLink = new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(?:link|staging)-(\\d+)(?:\\.old)?$`);
  const spool = new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.spool-(\\d+)-`);
  for (const entry of nodeFs.existsSync(parent) ? nodeFs.readdirSync(parent) : []) {
    const match = swapLink.exec(entry);
    if (match && !alive(Number(match[1]))) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    // A spool folder (spool.ts) is its build's until that build ends: this process's are those of its builds under way.
    const spooled = spool.exec(entry);
    if (spooled && Number(spooled[1]) !== process.pid && !alive(Number(spooled[1]))) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
}

/**
 * A build killed between moving a plain output folder aside and linking the new one leaves no
 * `dist`: link the folder back, which was not the build's to lose. A version of the build's own is
 * not linked again: without `dist`, its user deleted it (a swap of links never leaves `dist`
 * missing), and the loop after this removes it, so deleting `dist` frees its space by the next build.
 */
function restorePrevious(outDir: string, fs: SwapFs): void {
  const previous = nodeFs
    .readdirSync(versionsDir(outDir))
    .map((entry) => ({ entry, match: VERSION.exec(entry) }))
    .filter(({ match }) => match?.[3] === '.previous')
    .sort((a, b) => parseInt(b.match![1], 36) - parseInt(a.match![1], 36));
  if (previous.length) link(outDir, previous[0].entry, fs);
}

/** Points `outDir` at a version by renaming a new symlink over it: one atomic step. */
function link(outDir: string, version: string, fs: SwapFs): void {
  const temp = path.join(path.dirname(outDir), `.${path.basename(outDir)}.link-${process.pid}`);
  fs.rmSync(temp, { force: true });
  fs.symlinkSync(path.join(path.basename(versionsDir(outDir)), version), temp);
  try {
    fs.renameSync(temp, outDir);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** The last version's time: two builds of one process within a millisecond still get two names. */
let lastVersionTime = 0;

export function createStaging(outDir: string, fs: SwapFs = nodeFs, removal: Removal = 'now'): Output {
  removeLeftovers(outDir, fs, removal);
  const versions = versionsDir(outDir);
  lastVersionTime = Math.max(Date.now(), lastVersionTime + 1);
  const version = `${lastVersionTime.toString(36)}-${process.pid}`;
  const dir = path.join(versions, `${version}.partial`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, MARKER), MARKER_TEXT);
  return {
    dir,
    ...writer(dir, fs),
    commit() {
      const complete = path.join(versions, version);
      fs.renameSync(dir, complete);
      const previous = linkTarget(outDir);
      let movedAside: string | undefined;
      if (previous === undefined && nodeFs.existsSync(outDir)) {
        // A plain folder (a dev build's, or one replaced with --force-out) cannot be swapped atomically; it is moved aside first.
        if (nodeFs.readdirSync(outDir).length === 0) fs.rmdirSync(outDir);
        else fs.renameSync(outDir, (movedAside = path.join(versions, `${version}.previous`)));
      }
      try {
        link(outDir, version, fs);
      } catch (error) {
        if (movedAside) fs.renameSync(movedAside, outDir);
        fs.rmSync(complete, { recursive: true, force: true });
        throw error;
      }
      for (const old of [previous, movedAside]) if (old && path.dirname(old) === versions) remove(old, removal, fs);
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A folder of `output` (a locale's, `fr`) as an output of its own; '' is `output` itself. The whole output is committed or discarded, not its folders. */
export function subOutput(output: Output, folder: string): Output {
  if (!folder) return output;
  const dir = path.join(output.dir, folder);
  return { dir, ...writer(dir), commit() {}, discard() {} };
}

/** Writes straight into `outDir` (emptied first when `fresh`); nothing to commit or discard. */
export function inPlace(outDir: string, fresh: boolean): Output {
  if (fresh) {
    nodeFs.rmSync(outDir, { recursive: true, force: true });
    nodeFs.rmSync(versionsDir(outDir), { recursive: true, force: true });
  }
  nodeFs.mkdirSync(outDir, { recursive: true });
  nodeFs.writeFileSync(path.join(outDir, MARKER), MARKER_TEXT);
  return { dir: outDir, ...writer(outDir), commit() {}, discard() {} };
}
