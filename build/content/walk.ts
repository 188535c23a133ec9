/**
 * Lists the files of a folder the way content discovery must see them: each real file once, a
 * symlink followed only while it lands in the site's repository (readable.ts), and a link that leads back to a
 * folder already read (a loop, or a second name for a folder) reported as a warning and skipped.
 * Real folders are read before symlinks, so a file keeps the path it really has.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { createReporter, type Reporter } from '../diagnostics.ts';
import { displayPath } from './read-text.ts';
import { noRepositoryHint, outsideOf, readable, readableRoots, within } from './readable.ts';

/**
 * The innermost of `dirs` that holds `file`: for a file outside the docs, its blog or pages folder,
 * from which a blog post's `/zitification.md` is the post of that name, as Docusaurus's blog
 * resolves a post's `.md` links from its own folder (ziti's posts link so).
 */
export function innermostDir(dirs: string[], file: string): string | undefined {
  return dirs.filter((dir) => within(file, dir)).sort((a, b) => b.length - a.length)[0];
}

/** What content discovery never reads: dot files and folders (.git) and installed packages. */
const SKIPPED = (name: string) => name.startsWith('.') || name === 'node_modules';

/** What a static folder keeps out of the output: only a checkout's `.git` and macOS's `.DS_Store`; `.nojekyll` and `.well-known/` are published. */
export const STATIC_SKIPPED = (name: string) => name === '.git' || name === '.DS_Store';

/**
 * Relative paths (forward slashes) of the files under `dir` that `wanted` accepts, leaving out the
 * names `skip` names; symlinks must land in `dir` or in the repository of `siteDir`, the site folder
 * (the site folder itself where it is in none: readable.ts); a link to a file that is not wanted is not judged.
 */
export function listFiles(dir: string, siteDir: string, reporter: Reporter, wanted: (rel: string) => boolean = () => true, skip = SKIPPED): string[] {
  const roots = readableRoots(siteDir, [dir]);
  const visited = new Set<string>();
  const files = new Map<string, string>();
  const links: { at: string; rel: string; from: string }[] = [];
  const walk = (at: string, real: string, rel: string) => {
    // A folder reached again inside a followed link's target was read already.
    if (visited.has(real)) return;
    visited.add(real);
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (skip(entry.name)) continue;
      const childAt = path.join(at, entry.name);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) links.push({ at: childAt, rel: childRel, from: real });
      else if (entry.isDirectory()) walk(childAt, path.join(real, entry.name), childRel);
      else if (entry.isFile() && wanted(childRel)) files.set(path.join(real, entry.name), childRel);
    }
  };
  walk(dir, realpathSync(dir), '');
  // Links come last, so that they only add what no real path reached; each may queue more links.
  for (let i = 0; i < links.length; i++) {
    const { at, rel, from } = links[i];
    if (!wanted(rel) && !statSync(at, { throwIfNoEntry: false })?.isDirectory()) continue;
    let target: string;
    try {
      target = realpathSync(at);
    } catch {
      reporter.warn(displayPath(at), undefined, 'symlink to nothing (or a loop of links); skipped. Remove it or fix its target.');
      continue;
    }
    if (!readable(target, roots)) {
      reporter.error(displayPath(at), undefined, `symlink leads outside ${outsideOf(siteDir, [dir])} (to ${target}); only files inside it are published. Copy the file in or remove the link.${noRepositoryHint(siteDir)}`);
      continue;
    }
    const stat = statSync(target);
    if (!stat.isDirectory() && !stat.isFile()) {
      // Reading a named pipe waits for a writer that never comes: the build would hang.
      reporter.warn(displayPath(at), undefined, 'symlink to something that is neither a file nor a folder (a named pipe, socket or device); skipped. Remove the link.');
      continue;
    }
    if (stat.isDirectory()) {
      const loop = within(from, target);
      if (loop || visited.has(target)) {
        reporter.warn(displayPath(at), undefined, `symlink ${loop ? 'loop' : 'to a folder already read'}: it leads back to ${displayPath(target) || '.'}, so its files are read once, from there. Remove the link.`);
        continue;
      }
      const before = links.length;
      walk(at, target, rel);
      // Links found under a followed link resolve relative to where they really are.
      for (let j = before; j < links.length; j++) links[j].from = path.join(target, path.relative(at, path.dirname(links[j].at)));
    } else if (!files.has(target)) files.set(target, rel);
  }
  return [...files.values()];
}

/** How many Markdown files a section folder holds, from its listing alone (no file is read). */
export function countMarkdownFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  // Node's recursive readdir follows symlinks, so a link to a parent folder would never end.
  return listFiles(dir, path.dirname(dir), createReporter(), (f) => /\.mdx?$/.test(f)).length;
}
