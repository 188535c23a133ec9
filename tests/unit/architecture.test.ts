/**
 * Issue 33: the architecture checked in CI. The rules of .dependency-cruiser.cjs hold (a violation
 * fails with the offending import), each rule catches a bad import made on purpose in a copy of
 * the code, the layers drawn in ARCHITECTURE.md are current, and no module is over 250 lines.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHITECTURE_MD, cruise, layerOf, layersOf, layersSection, ROOT, violationLines, withSection } from '../../scripts/architecture.ts';

const MAX_LINES = 250;
// dependency-cruiser parses every module with TypeScript: seconds alone, much longer beside other suites.
const SLOW = 300_000;

let result: ICruiseResult;
beforeAll(() => {
  result = cruise();
}, SLOW);

describe('the architecture', () => {
  it('breaks none of the rules of .dependency-cruiser.cjs', () => {
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    expect(violationLines(result), 'each line names the rule and the import that breaks it').toEqual([]);
  });

  it('draws the layers of build/ in ARCHITECTURE.md as the imports are (npm run deps:graph redraws them)', () => {
    const text = readFileSync(ARCHITECTURE_MD, 'utf8');
    expect(text).toBe(withSection(text, layersSection(result)));
  });

  it('keeps every module of build/, site/ and shared/ at 250 lines or fewer', () => {
    const long: string[] = [];
    for (const folder of ['build', 'site', 'shared']) {
      for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|tsx|mjs|cjs|js)$/.test(file)) continue;
        const lines = readFileSync(path.join(ROOT, folder, file), 'utf8').replace(/\n$/, '').split('\n').length;
        if (lines > MAX_LINES) long.push(`${folder}/${file}: ${lines} lines`);
      }
    }
    expect(long, `split these along their seams into modules of at most ${MAX_LINES} lines`).toEqual([]);
  });
});

describe('each rule', () => {
  let copy: string;
  afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

  it('catches a bad import made on purpose', () => {
    copy = mkdtempSync(path.join(tmpdir(), 'site-architecture-'));
    for (const entry of ['build', 'site', 'shared', 'tsconfig.json', '.dependency-cruiser.cjs']) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    const layers = layersOf(result);
    const modules = result.modules.map((m) => m.source).sort();
    const firstOf = (layer: string) => modules.find((m) => m.startsWith('build/') && layerOf(layers, m) === layer)!;
    // A module outside the browser folders that browser code imports (such as shared/pathname.ts).
    const browser = (file: string) => /^site\/(client|islands)\//.test(file);
    const reachedByBrowser = result.modules.flatMap((m) => (browser(m.source) ? m.dependencies.map((d) => d.resolved) : [])).find((file) => /^(site|shared)\//.test(file) && !browser(file))!;
    // Each: the rule, the module given the import, and what it imports.
    const bad: [string, string, string][] = [
      ['no-cycles', 'build/sidebar-tree.ts', 'build/sidebars.ts'],
      ['shared-imports-neither-side', 'shared/url.ts', 'build/diagnostics.ts'],
      ['shared-imports-neither-side', 'shared/url.ts', 'site/types.ts'],
      ['site-never-imports-build', 'site/App.tsx', 'build/diagnostics.ts'],
      ['browser-code-no-node', 'site/client/entry.tsx', 'fs'],
      ['browser-code-reaches-no-node', reachedByBrowser, 'path'],
      ['below-imports-no-stage', firstOf('below'), firstOf('config')],
      // Every stage: an import of the next stage (the last stage: of the build above the stages).
      ...layers.slice(1, -1).map((stage, i, stages): [string, string, string] => [`stage-order-${stage.name}`, firstOf(stage.name), firstOf(stages[i + 1]?.name ?? 'build')]),
    ];
    for (const [, from, to] of bad) {
      // Type imports between modules (they count as much as any), plain imports of Node modules.
      const line = to.includes('/') ? `import type {} from '${`./${path.relative(path.dirname(from), to)}`.replace(/^\.\/\.\./, '..')}';` : `import 'node:${to}';`;
      writeFileSync(path.join(copy, from), `${readFileSync(path.join(copy, from), 'utf8')}\n${line}\n`);
    }
    const broken = cruise(copy).summary.violations;
    for (const [rule, from, to] of bad) {
      expect(
        broken.some((v) => v.rule.name === rule && (rule === 'browser-code-reaches-no-node' ? v.to === to : v.from === from && v.to === to)),
        `${rule}: ${from} imports ${to}`,
      ).toBe(true);
    }
    // The rules file names every rule checked above, and nothing else fires on the clean code.
    expect(new Set(bad.map(([rule]) => rule))).toEqual(new Set((result.summary.ruleSetUsed?.forbidden ?? []).map((r) => r.name)));
  }, SLOW);
});
