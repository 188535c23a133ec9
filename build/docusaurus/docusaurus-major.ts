/**
 * Which Docusaurus a site is written for: the version of `@docusaurus/core` its package.json asks
 * for, read once with the config (map-config.ts) and passed on. A Docusaurus 2 site's Markdown was
 * read by MDX 1, which took much that MDX 3 refuses (markdown/mdx/mdx1.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `[major, minor]`: options of a minor version depend on the minor. */
export type DocusaurusVersion = [number, number];

/** The version the site's package.json asks `@docusaurus/core` at; undefined without one. */
export function docusaurusVersion(siteDir: string): DocusaurusVersion | undefined {
  let manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const range = manifest.dependencies?.['@docusaurus/core'] ?? manifest.devDependencies?.['@docusaurus/core'];
  return typeof range === 'string' ? lowestVersion(range) : undefined;
}

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
