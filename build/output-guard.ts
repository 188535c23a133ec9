/**
 * The output folder belongs to the build and to nothing else. A build empties its output, so
 * before it writes anything it refuses an output that could hold something else: the content
 * folder or the project root (or a folder containing or inside them), the home folder, `/`, a
 * file, or a non-empty folder that no build wrote (no marker) unless the user passes
 * `--force-out`.
 */
import { accessSync, constants, existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { isOwnOutput } from './output.ts';

export interface OutputPlan {
  outDir: string;
  contentDir: string;
  root: string;
  /** `--force-out`: replace a non-empty folder that carries no marker. */
  force?: boolean;
}

/** The path with every existing part resolved through symlinks, so `--out ./link-to-content` is caught. */
function real(p: string): string {
  const missing: string[] = [];
  let at = path.resolve(p);
  while (!existsSync(at) && path.dirname(at) !== at) {
    missing.unshift(path.basename(at));
    at = path.dirname(at);
  }
  try {
    return path.join(realpathSync(at), ...missing);
  } catch {
    return path.resolve(p);
  }
}

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : outer + path.sep);

/** Why the build must not write to `plan.outDir`, as one line saying what to do; undefined when it may. */
export function refuseOutput(plan: OutputPlan): string | undefined {
  const out = real(plan.outDir);
  const shown = JSON.stringify(plan.outDir);
  const pick = 'Choose a new folder for --out, such as dist.';
  if (out === path.parse(out).root) return `--out ${shown} is the filesystem root. ${pick}`;
  const home = real(homedir());
  if (within(home, out)) return `--out ${shown} is ${out === home ? 'the home folder' : 'a parent of the home folder'}; the build empties its output. ${pick}`;
  for (const [name, dir] of [
    ['project root', real(plan.root)],
    ['content folder', real(plan.contentDir)],
  ] as const) {
    if (out === dir) return `--out ${shown} is the ${name}; the build empties its output. ${pick}`;
    if (within(dir, out)) return `--out ${shown} contains the ${name}; the build empties its output. ${pick}`;
    if (name === 'content folder' && within(out, dir)) return `--out ${shown} is inside the content folder, which the build reads. ${pick}`;
  }
  let stat;
  try {
    stat = lstatSync(plan.outDir);
  } catch {
    return unwritable(path.dirname(path.resolve(plan.outDir)), plan.outDir);
  }
  if (stat.isSymbolicLink() && !existsSync(plan.outDir)) return `--out ${shown} is a symlink to nothing. Remove it or choose another --out.`;
  if (!statSync(plan.outDir).isDirectory()) return `--out ${shown} is an existing file, not a folder. ${pick}`;
  if (!isOwnOutput(plan.outDir) && readdirSync(plan.outDir).length > 0 && !plan.force) {
    return `--out ${shown} is a folder that a build of this site did not write (it has no .site-output marker); its files would be deleted. Choose an empty or new folder, or pass --force-out to replace it.`;
  }
  return unwritable(path.dirname(path.resolve(plan.outDir)), plan.outDir) ?? unwritable(out, plan.outDir);
}

/** A folder the build cannot write to, said before anything is written rather than half-way through the swap. */
function unwritable(folder: string, outDir: string): string | undefined {
  let at = folder;
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  try {
    accessSync(at, constants.W_OK);
    return undefined;
  } catch {
    return `cannot write to ${JSON.stringify(at)}, where --out ${JSON.stringify(outDir)} must be written. Make it writable or choose another --out.`;
  }
}
