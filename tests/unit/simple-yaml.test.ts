/**
 * Issue 21: simple front matter is read without the `yaml` package (content/simple-yaml.ts). It
 * must give exactly what the package gives, or decline: checked on tricky lines and on the front
 * matter of every Markdown file in the repository.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globbySync } from 'globby';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSimpleYaml } from '../../build/content/simple-yaml.ts';
import { ROOT } from '../helpers/fixture.ts';

/** What the fast path gives, checked against the `yaml` package whenever it gives anything. */
function agreed(text: string) {
  const simple = parseSimpleYaml(text);
  if (simple !== undefined) expect(simple, JSON.stringify(text)).toEqual(parse(text, { uniqueKeys: true }) ?? {});
  return simple;
}

describe('simple front matter', () => {
  it('reads plain words, small integers and booleans as the yaml package does', () => {
    expect(agreed('title: Getting started\nsidebar_position: 3\ndraft: false\n')).toEqual({ title: 'Getting started', sidebar_position: 3, draft: false });
    expect(agreed('description: Two  spaces, a comma [and] brackets  \n\nslug: intro')).toEqual({ description: 'Two  spaces, a comma [and] brackets', slug: 'intro' });
    expect(agreed('')).toEqual({});
  });

  it('reads quoted text, every boolean and null word, and a long encoded value as the yaml package does', () => {
    expect(agreed('title: "Get a tenant: v1 # [x]"\nsidebar_class_name: \'get api-method\'\nempty: ""')).toEqual({ title: 'Get a tenant: v1 # [x]', sidebar_class_name: 'get api-method', empty: '' });
    expect(agreed('a: True\nb: FALSE\nc: null\nd: ~\ne: Null')).toEqual({ a: true, b: false, c: null, d: null, e: null });
    // What docusaurus-plugin-openapi-docs writes into each page: the operation, deflated and base64-encoded.
    const api = `eJzVV1tv2zYU/ivEwdBtmOJLkqKtn5a1SZoivaBx0YfUC2jp2GJLkSp5mCYz9N+HQ${'x/+Q'.repeat(5000)}==`;
    expect(agreed(`id: get-x\napi: ${api}\ncustom_edit_url: null\nhide_title: true`)).toEqual({ id: 'get-x', api, custom_edit_url: null, hide_title: true });
  });

  it('declines what it cannot be sure of', () => {
    const declined = [
      'title: "an \\"escape\\""',
      'title: "a\\nnewline"',
      "title: 'it''s'",
      'title: "quoted" # comment',
      'title: "quoted"then',
      'title: "unclosed',
      'title: "a\ttab"',
      'title: a: b',
      'title: a # comment',
      'url: https://example.com',
      'position: 007',
      'position: -1',
      'position: 1.5',
      'position: 1e3',
      'position: 0x1f',
      'flag: yes\nflag: no',
      'value:',
      'true: x',
      'null: x',
      '__proto__: x',
      'tags: [a, b]',
      'tags:\n  - a',
      'description: a long\n  continued line',
      '# comment\ntitle: x',
      'title: x\r',
      'title:\tx',
      'title: .inf',
      'title: &anchor x',
      'title: x\ntitle: y',
      'key:value',
      ' title: indented',
    ];
    for (const text of declined) expect(agreed(text), JSON.stringify(text)).toBeUndefined();
  });

  it('agrees with the yaml package on the front matter of every Markdown file here', () => {
    let read = 0;
    for (const file of globbySync(['content/**/*.{md,mdx}', 'tests/fixtures/**/*.{md,mdx}'], { cwd: ROOT })) {
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(ROOT, file), 'utf8'));
      let parsedByYaml = true;
      try {
        if (match) parse(match[1], { uniqueKeys: true });
      } catch {
        parsedByYaml = false;
      }
      if (match && parsedByYaml && agreed(match[1])) read++;
    }
    // Most of this site's front matter is simple: the fast path is used, not always declined.
    expect(read).toBeGreaterThan(20);
  });
});
