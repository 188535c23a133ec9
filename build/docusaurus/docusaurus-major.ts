/**
 * Which Docusaurus a site is written for: the major version of `@docusaurus/core` its
 * package.json asks for. A Docusaurus 2 site's Markdown was read by MDX 1, which took much that
 * MDX 3 refuses (markdown/mdx/mdx1.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function docusaurusMajor(siteDir: string): number | undefined {
  return docusaurusVersion(siteDir)?.[0];
}

/** The lowest `[major, minor]` the site's `@docusaurus/core` range allows (`^3.9.2`: 3.9), which options of a minor version depend on. */
export function docusaurusVersion(siteDir: string): [number, number] | undefined {
  let manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const range = manifest.dependencies?.['@docusaurus/core'] ?? manifest.devDependencies?.['@docusaurus/core'];
  const version = typeof range === 'string' ? /(\d+)(?:\.(\d+))?/.exec(range) : undefined;
  return version ? [Number(version[1]), Number(version[2] ?? 0)] : undefined;
}

/**
 * Whether a `future.v4` switch is on: written in its object, or turned on by `future.v4: true`,
 * which from @docusaurus/core 3.10 turns on every v4 switch (before 3.10 the shortcut has no
 * `mdx1CompatDisabledByDefault` or `fasterByDefault`). An unknown version is taken as the newest.
 */
export function v4SwitchOn(v4: unknown, key: string, version: [number, number] | undefined): boolean {
  if (v4 === true) return version === undefined || version[0] > 3 || version[1] >= 10;
  return typeof v4 === 'object' && v4 !== null && (v4 as Record<string, unknown>)[key] === true;
}
