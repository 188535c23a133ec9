/**
 * "Last updated" dates and authors from git, read with one `git log` over the content folder
 * rather than one process per file. Outside a git checkout, pages simply have no date.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';

export interface LastUpdate {
  date: Date;
  author: string;
}

export function lastUpdates(contentDir: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  let output: string;
  let top: string;
  try {
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    output = execFileSync('git', ['log', '--format=%x00%at%x00%an', '--name-only', '--', '.'], {
      cwd: contentDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return updates;
  }
  const realContentDir = realpathSync(contentDir);
  let current: LastUpdate | undefined;
  for (const line of output.split('\n')) {
    if (line.startsWith('\0')) {
      const [, seconds, author] = line.split('\0');
      current = { date: new Date(Number(seconds) * 1000), author };
    } else if (line && current) {
      // Newest commits come first, so the first mention of a file is its last update. Git names
      // files by their real path; pages know them under the content folder, which may be a symlink.
      const file = path.join(contentDir, path.relative(realContentDir, path.join(top, line)));
      if (!updates.has(file)) updates.set(file, current);
    }
  }
  return updates;
}
