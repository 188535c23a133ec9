/**
 * A docs plugin's `exclude` replaces Docusaurus's default (`_` partials, tests), as its option
 * validation gives the default only when the option is absent: with its own `exclude`, a `_` file is
 * a doc with a route of its own, which links may name (tests/fixtures/docusaurus-exclude). Without
 * one, a `_` file stays a partial. The corpus runner counts the docs by the same rule.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { docsFound } from '../../scripts/compat/docs-found.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const FIXTURE = path.join(FIXTURES, 'docusaurus-exclude');
let site: TempSite;
let result: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  site = tempSite('');
  result = await build({ root: ROOT, contentDir: FIXTURE, outDir: site.out });
}, 120_000);
afterAll(() => site.cleanup());

describe('a docs exclude of the site', () => {
  it('replaces the default: a `_` file is a doc with its own page, and a link to it is not broken', () => {
    expect(result.diagnostics.map(formatDiagnostic).filter((m) => m.includes('error'))).toEqual([]);
    expect(result.ok).toBe(true);
    expect(existsSync(path.join(site.out, 'docs/_limits/index.html'))).toBe(true);
  });

  it('leaves out what it names', () => {
    expect(existsSync(path.join(site.out, 'docs/drafts/next/index.html'))).toBe(false);
  });

  it('is not the other instance\'s: without an exclude of its own, its `_` file is a partial, with no page', () => {
    expect(existsSync(path.join(site.out, 'guides/start/index.html'))).toBe(true);
    expect(existsSync(path.join(site.out, 'guides/_note/index.html'))).toBe(false);
  });

  it('is how the corpus runner counts the docs Docusaurus builds', async () => {
    const { groups } = await docsFound(ROOT, FIXTURE);
    expect(groups.map((g) => [g.key, g.files.map((f) => path.relative(FIXTURE, f))])).toEqual([
      ['default/current', ['docs/_limits.mdx', 'docs/intro.mdx']],
      ['guides/current', ['guides/start.md']],
    ]);
  });
});
