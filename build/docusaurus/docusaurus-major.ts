/**
 * Which Docusaurus a site is written for: the major version of `@docusaurus/core` its
 * package.json asks for. A Docusaurus 2 site's Markdown was read by MDX 1, which took much that
 * MDX 3 refuses (markdown/mdx/mdx1.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function docusaurusMajor(siteDir: string): number | undefined {
  let manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const range = manifest.dependencies?.['@docusaurus/core'] ?? manifest.devDependencies?.['@docusaurus/core'];
  const major = typeof range === 'string' ? /(\d+)/.exec(range)?.[1] : undefined;
  return major === undefined ? undefined : Number(major);
}
