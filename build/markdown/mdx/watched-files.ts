/**
 * The files whose change makes a bundle of the site's code (and the pages drawn with it) stale,
 * and when they are checked: once a build.
 * A file inside an installed package counts as its package's `package.json`, which an install
 * rewrites: webpack's `snapshot.managedPaths` (Docusaurus's default) takes `node_modules` the same
 * way. A theme package's component brings about a thousand files (docusaurus-theme-openapi-docs's
 * StatusCodes: redux, lodash, chalk...); checked one by one for each of pan.dev's 7,177 API pages,
 * and kept in each page's cache entry, they cost about half the build's CPU and most of its memory.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

/** The package folder a file is in: up to the last `node_modules/<name>` (or `node_modules/@scope/<name>`). */
const PACKAGE = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/** `inputs` with each installed package's files as that package's `package.json`, once. */
export function watchedFiles(inputs: string[]): string[] {
  return [...new Set(inputs.map((file) => {
    const found = PACKAGE.exec(file);
    return found ? path.join(found[1], 'package.json') : file;
  }))];
}

const stamp = (file: string) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
};

/**
 * Which build this thread is drawing (startSiteCodeBuild): within one build the site's files are
 * taken as they were when first checked, so a bundle's files are checked once a build, not again
 * for each of the thousands of pages that import it.
 */
let buildNumber = 0;
export const startSiteCodeBuild = () => void buildNumber++;

/** What a kept bundle (or failure) was made from: the files that make it stale, their stamps, and the build that last checked them. */
export interface Checked {
  watched: string[];
  stamps: string[];
  checked: number;
}

/** `inputs` as they are now: their watched files and stamps, checked in this build. */
export function checkedNow(inputs: string[]): Checked {
  const watched = watchedFiles(inputs);
  return { watched, stamps: watched.map(stamp), checked: buildNumber };
}

/** Whether `kept` is still what its files give: checked once a build. */
export function fresh(kept: Checked | undefined): boolean {
  if (kept === undefined || kept.checked === buildNumber) return kept !== undefined;
  if (!kept.watched.every((input, i) => stamp(input) === kept.stamps[i])) return false;
  kept.checked = buildNumber;
  return true;
}
