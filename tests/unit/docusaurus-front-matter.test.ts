/**
 * Front matter Docusaurus accepts (it reads YAML with js-yaml through gray-matter, and validates
 * with Joi, which converts) builds: Windows line ends, a quoted value wrapped onto a line of its
 * own, numbers written as text, dates in any form `new Date()` reads, a key after a flow list on
 * the same line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../build/content/yaml-file.ts';
import { cliBuild } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-front-matter', 120_000);
const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

describe('front matter Docusaurus accepts', () => {
  it('builds, with one warning: the day that does not exist', () => {
    expect(printed.stderr.trim().split('\n')).toEqual([expect.stringMatching(/blog\/rolled-over\.md:3: warning: date "2025-02-30" is not a real day; it is read as 2025-03-02/)]);
  });

  it('reads front matter with Windows line ends, and YAML only js-yaml reads: a quoted title wrapped onto a new line', () => {
    expect(page('docs/intro')).toContain('<title>A title wrapped onto the next line | Front matter fixture</title>');
    expect(parseYaml('title: "a\nb"')).toEqual({ value: { title: 'a b' } });
  });

  it('takes a number written as text', () => {
    const sidebar = page('docs/intro');
    expect(sidebar.indexOf('href="/docs/other"')).toBeLessThan(sidebar.indexOf('href="/docs/intro"'));
    expect(sidebar.indexOf('href="/docs/other"')).toBeGreaterThan(-1);
  });

  it('reads dates with a time and in words, in UTC', () => {
    expect(page('blog/with-time')).toContain('<time dateTime="2024-03-15T08:37:46.000Z">');
    expect(page('blog/in-words')).toContain('<time dateTime="2024-03-16T00:00:00.000Z">');
  });

  it('reads a key after a flow list on the same line as js-yaml 3 does: a second key', () => {
    const post = page('blog/two-keys-a-line');
    expect(post).toContain('<meta name="description" content="Read as js-yaml 3 reads it."/>');
    expect(post).toContain('href="/blog/tags/release"');
    expect(parseYaml('a:\n  b: {x: 1} c: "q" d: 2')).toEqual({ value: { a: { b: { x: 1 }, c: 'q', d: 2 } } });
    // js-yaml 3 refuses it in a sequence's item, and so does this build.
    expect(parseYaml('a:\n  - b: [1] c: 2')).toMatchObject({ line: 2 });
  });

  it('still refuses YAML both readers reject, at its line', () => {
    expect(parseYaml('title: ok\ntags: [a, b\nnext: 1')).toMatchObject({ line: 3 });
  });
});
