/** Every HTML file of the built site passes html-validate's recommended rules, with no rule turned off. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globbySync } from 'globby';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'site-html-'));
const out = path.join(dir, 'dist');
beforeAll(async () => {
  expect((await build({ root: ROOT, outDir: out })).ok).toBe(true);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('valid HTML', () => {
  it('uses the recommended rules with none turned off', () => {
    expect(JSON.parse(readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8'))).toEqual({ extends: ['html-validate:recommended'] });
  });

  it('every page of dist/ validates with zero errors', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const files = globbySync('**/*.html', { cwd: out });
    expect(files.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(path.join(out, file));
      for (const result of report.results) for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});
