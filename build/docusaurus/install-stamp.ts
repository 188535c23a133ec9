/**
 * When a site's packages were last installed, for the key of what is bundled with them: the file
 * each package manager writes in `node_modules` as it ends an install (npm's `.package-lock.json`,
 * yarn 1's `.yarn-integrity`, yarn 2+'s `.yarn-state.yml`, pnpm's `.modules.yaml`). A key on
 * npm's alone kept a site installed with yarn or pnpm on the bundle made before, every package a
 * stand-in (kubeedge's plugins, installed with yarn, were still "not installed").
 */
import { statSync } from 'node:fs';
import path from 'node:path';

const MARKERS = ['.package-lock.json', '.yarn-integrity', '.yarn-state.yml', '.modules.yaml'];

export function installStamp(siteDir: string): string {
  const times = MARKERS.map((name) => statSync(path.join(siteDir, 'node_modules', name), { throwIfNoEntry: false })?.mtimeMs).filter((t) => t !== undefined);
  return times.length ? String(Math.max(...times)) : 'none';
}
