/**
 * Docusaurus 2 knew a released version's doc also by its legacy versioned id (`version-1.0/intro`),
 * and the versioned sidebars its early `docs:version` wrote name docs so (react-native-navigation's
 * nine versions). Such a sidebar resolves in a Docusaurus 2 site; Docusaurus 3 dropped those ids.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusVersion } from '../../build/docusaurus/docusaurus-major.ts';
import { docsVersions } from '../../build/docusaurus/versions.ts';
import { cliBuild, FIXTURES } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus2-versioned', 120_000);
const sidebarLinks = (route: string) => [...readFileSync(path.join(out, route, 'index.html'), 'utf8').matchAll(/<a href="([^"]*)" class="menu__link/g)].map((m) => m[1]);

describe('a Docusaurus 2 site whose versioned sidebars use legacy versioned ids', () => {
  it('builds without an error, and the released version shows its sidebar', () => {
    expect(printed.stderr).not.toMatch(/error/);
    expect(sidebarLinks('docs/guide')).toEqual(expect.arrayContaining(['/docs/intro', '/docs/guide']));
    expect(sidebarLinks('docs/next/guide')).toEqual(expect.arrayContaining(['/docs/next/intro', '/docs/next/guide']));
  });

  it('only a Docusaurus 2 site has the legacy prefix, and only on released versions', () => {
    const versions = (site: string) => docsVersions('default', {}, path.join(FIXTURES, site), path.join(FIXTURES, site, 'docs'), 'docs', undefined, 'docusaurus.config.js', (f) => f, docusaurusVersion(path.join(FIXTURES, site))?.[0]);
    expect(versions('docusaurus2-versioned').map((v) => [v.name, v.legacyIdPrefix])).toEqual([['current', undefined], ['1.0', 'version-1.0/']]);
    expect(versions('docusaurus-math').every((v) => v.legacyIdPrefix === undefined)).toBe(true);
  });
});
