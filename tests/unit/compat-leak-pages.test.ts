/**
 * The corpus runner's pages showing source against Docusaurus's own build of a site
 * (`--docusaurus-builds DIR`): two small sites of its own, each with a page Docusaurus's build
 * (made by hand, tests/fixtures/compat-docusaurus-builds) flags too and one it does not, one of them
 * with `trailingSlash: false` (`docs/x.html`) and a page Docusaurus's build lacks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageRoute } from '../../scripts/compat/leak-pages.ts';
import { runSite, type SiteResult } from '../../scripts/compat/run-site.ts';
import { formatTable } from '../../scripts/compat/table.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';

const hasLeaksTool = existsSync(path.resolve(ROOT, '../shared/tools/leaks.py'));
const BUILDS = path.join(FIXTURES, 'compat-docusaurus-builds');

describe('the route of a page file', () => {
  it('is the same for the twins a static host serves alike', () => {
    expect(pageRoute('docs/a/index.html')).toBe('/docs/a');
    expect(pageRoute('docs/a.html')).toBe('/docs/a');
    expect(pageRoute(path.join('fr', 'docs', 'a', 'index.html'))).toBe('/fr/docs/a');
    expect(pageRoute('index.html')).toBe('/');
    expect(pageRoute('docs/index.html')).toBe('/docs');
  });
});

describe.skipIf(!hasLeaksTool)("pages showing source, against Docusaurus's own build", () => {
  let compared: SiteResult;
  let alone: SiteResult;
  beforeAll(async () => {
    [compared, alone] = await Promise.all([
      runSite(ROOT, path.join(FIXTURES, 'compat', 'leaks'), { docusaurusBuild: path.join(BUILDS, 'leaks') }),
      runSite(ROOT, path.join(FIXTURES, 'compat', 'leaks')),
    ]);
  }, 120_000);

  it('counts apart the page Docusaurus flags on the same route and the one it does not', () => {
    expect(compared.exit).toBe(0);
    expect(compared.leaks).toMatchObject({ pages: 2, flagged: ['docs/both/index.html', 'docs/ours/index.html'] });
    // Docusaurus's build flags its own extra page too: not one of this build's pages, so not counted.
    expect(compared.leaks?.docusaurus).toEqual({ oursOnly: ['docs/ours/index.html'], both: 1, unmatched: [], docusaurus: { pages: 2, of: 4 } });
  });

  it('shows the figure beside the raw count, and names the pages below the table', () => {
    const lines = formatTable([{ name: 'leaks', repo: 'o/leaks', commit: 'e'.repeat(40), docusaurus: 3, result: compared }], 'today');
    expect(lines.find((l) => l.startsWith('| leaks '))).toContain("| 2 of 3; 1 not flagged in Docusaurus's build |");
    expect(lines).toContain("- leaks pages showing source that Docusaurus's own build (2 of 4 flagged) does not: docs/ours/index.html");
  });

  it('shows the raw count alone without a Docusaurus build', () => {
    expect(alone.leaks?.docusaurus).toBeUndefined();
    const lines = formatTable([{ name: 'leaks', repo: 'o/leaks', commit: 'e'.repeat(40), docusaurus: 3, result: alone }], 'today');
    expect(lines.find((l) => l.startsWith('| leaks '))).toContain('| 2 of 3 |');
  });
});

describe.skipIf(!hasLeaksTool)('npm run compat -- --docusaurus-builds DIR', () => {
  it("compares a site with DIR/<site>, matching `docs/x.html` to this build's page of the same route, and counts apart a page Docusaurus has not", () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compat.ts', '--site', path.join(FIXTURES, 'compat', 'leaks-flat'), '--docusaurus-builds', BUILDS], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("| 3 of 4; 1 not flagged in Docusaurus's build, 1 without a page there |");
    expect(run.stdout).toMatch(/- leaks-flat pages showing source that Docusaurus's own build \(2 of 4 flagged\) does not: docs\/ours(\/index)?\.html\n/);
    expect(run.stdout).toMatch(/- leaks-flat pages showing source that Docusaurus's own build has no page for: docs\/gone(\/index)?\.html\n/);
  }, 120_000);
});
