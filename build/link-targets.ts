/**
 * What a same-site link may lead to besides the build's pages, for the broken-link check: a static
 * file, a React page this build could not render (reported already), and, on a Docusaurus 2 site,
 * a file the build wrote beside the pages, such as a client redirect's page. Docusaurus 2 checks
 * links after its plugins' `postBuild` against the files of its output folder
 * (`@docusaurus/core` 2.4, server/brokenLinks.js `filterExistingFileLinks`: `/a`, `/a.html`,
 * `/a/index.html`), so atlas's links to `/guides/ddl`, a redirect's `from`, are not broken
 * there; Docusaurus 3 checks against its routes alone, so they are.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizePathname } from '../shared/pathname.ts';
import { decodePath } from './markdown/links.ts';

export interface LinkTargets {
  /** Normalised routes of React pages that were not rendered. */
  unrendered: Set<string>;
  staticDirs: string[];
  /** Files written beside the pages (relative to the output), which count on a Docusaurus 2 site only; undefined elsewhere. */
  writtenFiles?: Set<string>;
}

/** The files of the output Docusaurus 2 looks for when a link names `file` (a decoded path without the base URL). */
function outputCandidates(file: string): string[] {
  const rel = file.replace(/^\/+/, '').replace(/\/+$/, '');
  return path.extname(rel) ? [rel] : [rel, `${rel}.html`, `${rel}/index.html`];
}

export function linkTargetExists(targets: LinkTargets): (link: string) => boolean {
  return (link) => {
    if (targets.unrendered.has(normalizePathname(link))) return true;
    // A malformed %-escape (`%zz`) names no file: the link is reported as broken, at its line.
    const file = decodePath(link);
    if (file === undefined) return false;
    if (targets.staticDirs.some((dir) => existsSync(path.join(dir, file)))) return true;
    return targets.writtenFiles !== undefined && outputCandidates(file).some((candidate) => targets.writtenFiles!.has(candidate));
  };
}
