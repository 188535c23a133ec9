/**
 * Every HTML file of the built SpecWeave site, of the Docusaurus fixture (pages this site lacks:
 * unlisted docs, doc tags, MDX), of the React pages fixture (a site's own React pages) and of the sidebar
 * chrome fixture (the buttons of a hideable sidebar, categories in named groups), passes html-validate's standard, a11y and document
 * presets as `.htmlvalidate.mjs` configures them.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globbySync } from 'globby';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../.htmlvalidate.mjs';
import { build } from '../../build/build.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';

const validator = new HtmlValidate(new StaticConfigLoader(config));
const dir = mkdtempSync(path.join(tmpdir(), 'site-html-'));
/** Each site, and the fewest pages its build has. */
const sites: Record<string, [string | undefined, number]> = {
  'the SpecWeave site': [undefined, 20],
  'the Docusaurus fixture': [path.join(FIXTURES, 'docusaurus'), 20],
  'the React pages fixture': [path.join(FIXTURES, 'docusaurus-pages'), 7],
  'the sidebar chrome fixture (hideable, auto-collapsing)': [path.join(FIXTURES, 'docusaurus-sidebar-chrome'), 8],
};
const outOf = (name: string) => path.join(dir, name.replace(/\W+/g, '-'));

beforeAll(async () => {
  for (const [name, [contentDir]] of Object.entries(sites)) expect((await build({ root: ROOT, contentDir, outDir: outOf(name) })).ok, name).toBe(true);
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function enabledRules(v: HtmlValidate): Promise<string[]> {
  return [...(await v.getConfigFor('page.html')).getRules()].filter(([, [severity]]) => severity > 0).map(([rule]) => rule);
}

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, 'page.html');
  return report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
}

describe('valid HTML', () => {
  it('runs the three presets with only require-sri turned off', async () => {
    const rules = await enabledRules(validator);
    const presets = await enabledRules(new HtmlValidate(new StaticConfigLoader({ root: true, extends: config.extends })));
    expect(presets.length).toBeGreaterThan(50);
    expect(presets.filter((rule) => !rules.includes(rule))).toEqual(['require-sri']);
    // Each kind of error the site once had is reported on a page that still has it.
    const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
    expect(await problems(page('<h1>t</h1><button type="button" aria-controls="gone">x</button>'))).toEqual(['no-missing-references']);
    expect(await problems(page('<h1>t</h1><div role="region" aria-label="r">x</div>'))).toEqual(['prefer-native-element']);
    expect(await problems(page('<h1>t</h1><table><tr><td align="left">x</td></tr></table>'))).toEqual(['no-deprecated-attr']);
    expect(await problems(page('<h1>t</h1><h3>skipped</h3>'))).toEqual(['heading-level']);
    expect(await problems(page('<h1>t</h1><ul aria-label="list"><li>x</li></ul>'))).toEqual(['aria-label-misuse']);
    expect(await problems(page('<h1>t</h1><p>fine</p>'))).toEqual([]);
  });

  for (const [name, [, fewest]] of Object.entries(sites)) {
    it(`every page of ${name} validates with zero errors`, async () => {
      // `a.html` is a hard link to `a/index.html`: each file once.
      const inodes = new Set<number>();
      const files = globbySync('**/*.html', { cwd: outOf(name) }).filter((file) => {
        const { ino } = statSync(path.join(outOf(name), file));
        return !inodes.has(ino) && inodes.add(ino);
      });
      expect(files.length).toBeGreaterThan(fewest);
      const found: string[] = [];
      for (const file of files) {
        const report = await validator.validateFile(path.join(outOf(name), file));
        for (const result of report.results) for (const m of result.messages) found.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
      }
      expect(found).toEqual([]);
    }, 120_000);
  }
});
