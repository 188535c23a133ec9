/**
 * When a site's packages were last installed, for the key of what is bundled with them: the file
 * each package manager writes in `node_modules` as it ends an install (npm's `.package-lock.json`,
 * yarn 1's `.yarn-integrity`, yarn 2+'s `.yarn-state.yml`, pnpm's `.modules.yaml`). A key on
 * npm's alone kept a site installed with yarn or pnpm on the bundle made before, every package a
 * stand-in (kubeedge's plugins, installed with yarn, were still "not installed"). A site in a
 * workspace (`demo/` of docusaurus-openapi-docs, yarn workspaces) is installed at the workspace's
 * root, whose node_modules Node reads from the site's folder: that install counts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MARKERS = ['.package-lock.json', '.yarn-integrity', '.yarn-state.yml', '.modules.yaml'];

export function installStamp(siteDir: string): string {
  for (const dir of [siteDir, workspaceRoot(siteDir)]) {
    const times = dir ? MARKERS.map((name) => statSync(path.join(dir, 'node_modules', name), { throwIfNoEntry: false })?.mtimeMs).filter((t) => t !== undefined) : [];
    if (times.length) return String(Math.max(...times));
  }
  return 'none';
}

/** The nearest folder above the site that declares workspaces (package.json's `workspaces`, or pnpm-workspace.yaml). */
function workspaceRoot(siteDir: string): string | undefined {
  for (let dir = path.dirname(path.resolve(siteDir)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && declaresWorkspaces(manifest)) return dir;
  }
  return undefined;
}

function declaresWorkspaces(manifest: string): boolean {
  try {
    return Boolean((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces);
  } catch {
    return false;
  }
}
