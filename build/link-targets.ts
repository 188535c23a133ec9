/**
 * What a same-site link may lead to besides the build's pages, for the broken-link check: a static
 * file, a React page this build could not render (reported already), and, on a site of Docusaurus
 * before 3.1, what its check finds there. Docusaurus 2 and 3.0 check links after their plugins'
 * `postBuild`, and a link passes when the files of the output folder hold its path as written, read
 * from the output's root (`@docusaurus/core` 2.4 and 3.0.1, server/brokenLinks.js
 * `filterExistingFileLinks`: `a`, `a.html`, `a/index.html`, as the file system finds them; gone
 * from 3.1.0): so the blog's feeds and `sitemap.xml`
 * answer links to them (not this build's own extras: twins, llms.txt), a client redirect's page answers a
 * link to its `from` (atlas's `/guides/ddl`), `/a//b` finds the page `/a/b` (atlas's
 * `/concepts//migration-directory-integrity`), and a relative link passes when the root holds its path (atlas's
 * `atlas-schema/projects` from `/guides/deploying/secrets`, which both builds write resolved from
 * the page, where no page is: checked with Docusaurus 2.4.1; bento's `docs/components/inputs/file`
 * from its outputs' pages, on 3.0.0). Docusaurus 3.1 and later check routes alone
 * (@docusaurus/core 3.10, server/brokenLinks.js: a link passes when it matches a route): every link
 * its Link collects, a sidebar's `link` item to `/file.pdf` as one to a missing `/img/x.png`, is
 * reported there whatever the static folders hold. Its Markdown links to files that exist are not
 * links there but files (`require()`, no check: markdown/linked-files.ts publishes them so), and
 * `pathname://` links are not collected.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizePathname } from '../shared/pathname.ts';
import { decodePath } from './markdown/links.ts';

export interface LinkTargets {
  /** Normalised routes of React pages that were not rendered. */
  unrendered: Set<string>;
  staticDirs: string[];
  /** Whether a static file answers no link, as in the check of Docusaurus 3.1 and later; off, one does (and `/img/` is this project's own images). */
  routesOnly?: boolean;
  /** On a site of Docusaurus before 3.1: the normalised routes of the pages and the files written beside them that Docusaurus writes too (relative to the output: redirect pages, feeds, sitemap); undefined elsewhere. */
  outputFiles?: { routes: Set<string>; writtenFiles: Set<string> };
}

/** The files of the output Docusaurus before 3.1 looks for when a link names `file` (a decoded path without the base URL). */
function outputCandidates(file: string): string[] {
  const rel = file.replace(/^\/+/, '').replace(/\/+$/, '');
  return path.extname(rel) ? [rel] : [rel, `${rel}.html`, `${rel}/index.html`];
}

export function linkTargetExists(targets: LinkTargets): (link: string, rootRead?: string) => boolean {
  const { outputFiles } = targets;
  const found = (link: string) => {
    if (targets.unrendered.has(normalizePathname(link))) return true;
    if (targets.routesOnly) return false;
    if (link.startsWith('/img/')) return true;
    // A malformed %-escape (`%zz`) names no file: the link is reported as broken, at its line.
    const file = decodePath(link);
    if (file === undefined) return false;
    return targets.staticDirs.some((dir) => existsSync(path.join(dir, file)));
  };
  // The output's files as the file system finds them: `a//b` is `a/b` there.
  const inOutput = (link: string) => {
    const file = path.posix.normalize(`/${link}`);
    return outputFiles !== undefined && (outputFiles.routes.has(normalizePathname(file)) || outputCandidates(file).some((candidate) => outputFiles.writtenFiles.has(candidate)));
  };
  return (link, rootRead) => found(link) || inOutput(link) || (outputFiles !== undefined && rootRead !== undefined && (found(rootRead) || inOutput(rootRead)));
}
