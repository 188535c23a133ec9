/**
 * "Last updated" dates and authors from git, read with one `git log` over the content folder
 * rather than one process per file. Outside a git checkout, pages simply have no date.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface LastUpdate {
  date: Date;
  author: string;
}

/** `git log` of a folder, with its files named relative to it; empty outside a git checkout. */
function gitLog(dir: string): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['log', '--format=%x00%ct%x00%an', '--name-only', '--relative', '--', '.'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => resolve(error ? '' : stdout));
  });
}

/** Started early and awaited when the routes need it: git runs beside the build's own work. */
export async function lastUpdates(contentDir: string): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  let current: LastUpdate | undefined;
  for (const line of (await gitLog(contentDir)).split('\n')) {
    if (line.startsWith('\0')) {
      const [, seconds, author] = line.split('\0');
      current = { date: new Date(Number(seconds) * 1000), author };
    } else if (line && current) {
      // Newest commits come first, so the first mention of a file is its last update. Git names
      // files relative to the folder as the build names it, even when that is a symlink.
      const file = path.join(contentDir, line);
      if (!updates.has(file)) updates.set(file, current);
    }
  }
  return updates;
}
