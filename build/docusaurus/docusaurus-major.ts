/**
 * Which Docusaurus a site is written for: the version of `@docusaurus/core` installed for it, else
 * the lowest its package.json asks for, read once with the config (map-config.ts) and passed on.
 * A Docusaurus 2 site's Markdown was read by MDX 1, which took much that MDX 3 refuses
 * (markdown/mdx/mdx1.ts).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repositoryOf } from '../content/readable.ts';

/** `[major, minor]`: options of a minor version depend on the minor. */
export type DocusaurusVersion = [number, number];

const readJson = (file: string): Record<string, unknown> | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The site's Docusaurus: the installed `@docusaurus/core` (found as Node finds it from the site's
 * folder), which is what runs (`^3.0.0` installs a later 3.x); without one, the lowest version its
 * package.json's range allows, or, when it names none, the range of the nearest folder above that
 * does, up to the repository's top (content/readable.ts: its `.git`, else its workspace root; a workspace's website/ whose root package.json holds the
 * site's packages, as graphile/worker's holds @docusaurus/core 2.4.3); undefined without either.
 */
export function docusaurusVersion(siteDir: string): DocusaurusVersion | undefined {
  const folders = createRequire(path.join(siteDir, 'package.json')).resolve.paths('@docusaurus/core') ?? [];
  for (const folder of folders) {
    const installed = readJson(path.join(folder, '@docusaurus/core/package.json'))?.version;
    if (typeof installed === 'string') return lowestVersion(installed);
  }
  const top = repositoryOf(siteDir).root;
  for (let dir = existsSync(siteDir) ? realpathSync(siteDir) : path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const range = coreRange(readJson(path.join(dir, 'package.json')));
    if (range !== undefined) return lowestVersion(range);
    if (dir === top || path.dirname(dir) === dir) return undefined;
  }
}

/** The `@docusaurus/core` range a package.json asks for. */
function coreRange(manifest: Record<string, unknown> | undefined): string | undefined {
  const deps = (key: string) => manifest?.[key] as Record<string, unknown> | undefined;
  const range = deps('dependencies')?.['@docusaurus/core'] ?? deps('devDependencies')?.['@docusaurus/core'];
  return typeof range === 'string' ? range : undefined;
}

/** Whether `version` is before `[major, minor]`. */
export const before = (version: DocusaurusVersion, major: number, minor: number) => version[0] < major || (version[0] === major && version[1] < minor);

/** The lowest `[major, minor]` a version range allows (`^3.9.2`: 3.9). */
export function lowestVersion(range: string): DocusaurusVersion | undefined {
  const version = /(\d+)(?:\.(\d+))?/.exec(range);
  return version ? [Number(version[1]), Number(version[2] ?? 0)] : undefined;
}

/**
 * Whether a `future.v4` switch is on: written in its object, or turned on by `future.v4: true`,
 * which from @docusaurus/core 3.10 turns on every v4 switch (before 3.10 the shortcut has no
 * `mdx1CompatDisabledByDefault` or `fasterByDefault`). An unknown version is taken as the newest.
 */
export function v4SwitchOn(v4: unknown, key: string, version: DocusaurusVersion | undefined): boolean {
  if (v4 === true) return version === undefined || version[0] > 3 || version[1] >= 10;
  return typeof v4 === 'object' && v4 !== null && (v4 as Record<string, unknown>)[key] === true;
}
