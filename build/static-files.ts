/**
 * The site's static files in the output: assets/img for this site, the static folders for every
 * site. A production build copies them into a new output; the dev server writes over its last
 * output, so a file deleted from a static folder is deleted from the output too, unless something
 * else wrote over it since (a page or a generated file at the same path).
 */
import path from 'node:path';
import { copyFolder, copyStatic, type CopyFile } from './assets.ts';
import { displayPath } from './content/read-text.ts';
import type { Reporter } from './diagnostics.ts';
import type { Output } from './output.ts';
import { fileStamp } from './markdown-jobs.ts';

/** The static files a dev build copied, by output path, each with the size and time it had once copied. */
export type StaticFiles = Map<string, string>;

/**
 * Copies the static files. With `previous` (the dev server's: its last copy, empty at first),
 * removes those no static folder holds any more and returns what was copied, for the next build;
 * a production build, whose output is new, records nothing.
 */
export function publishStatic(input: { output: Output; assetsDir?: string; staticDirs: string[]; siteDir: string; reporter: Reporter; copy?: CopyFile; previous?: StaticFiles; pageFiles?: Set<string> }): StaticFiles | undefined {
  const { output, reporter, copy, previous, pageFiles } = input;
  // A Docusaurus site's static file at a page's path is not copied: Docusaurus writes its pages after its static files, so the page is what it publishes.
  const atPage = (dir: string) => (rel: string) => {
    if (!pageFiles?.has(rel.split(path.sep).join('/'))) return false;
    reporter.warn(displayPath(path.join(dir, rel)), undefined, `this static file is not published: the site's page at ${rel.split(path.sep).join('/')} stands there, as in Docusaurus, which writes its pages over its static files. Remove the file, or rename it to publish it.`);
    return true;
  };
  const copied = [...(input.assetsDir ? copyStatic(input.assetsDir, output.dir, reporter, copy) : []), ...input.staticDirs.flatMap((dir) => copyFolder(dir, input.siteDir, output.dir, reporter, copy, atPage(dir)))];
  if (!previous) return undefined;
  const files: StaticFiles = new Map(copied.map((rel) => [rel, fileStamp(path.join(output.dir, rel))]));
  for (const [rel, copiedAs] of previous) {
    if (!files.has(rel) && fileStamp(path.join(output.dir, rel)) === copiedAs) output.remove(rel);
  }
  return files;
}
