/**
 * An MDX document reads its front matter as `frontMatter`, as Docusaurus's mdx-loader gives it to
 * the document: in text (`{frontMatter.title}`) and in a component's props, and a partial reads its
 * own. moodle's 154 release notes (`<ReleaseNoteIntro releaseName={frontMatter.moodleVersion} />`)
 * could not render their intro, and great-expectations', home-assistant's and bitwarden's
 * `{frontMatter.…}` showed nothing. bitwarden's ADR table calls `frontMatter.date.toISOString()`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { withYamlDates } from '../../build/markdown/mdx/front-matter-dates.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
let text: string;
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-mdx-front-matter'), outDir: fixture.out });
  const html = readFileSync(path.join(fixture.out, 'release', 'index.html'), 'utf8');
  text = html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
}, 120_000);
afterAll(() => fixture.cleanup());

describe("an MDX document's frontMatter", () => {
  it('is its front matter, in text and in the props of a component', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(text).toContain('These are the notes of Widget 4.2.');
    expect(text).toContain('Version 4.2.0 is a feature release.');
  });

  it('gives an unquoted YAML date as a Date and a quoted one as text, as gray-matter (js-yaml) reads them', () => {
    expect(text).toContain('Published 2024-01-31; reviewed as text (2024-02-01).');
  });

  it("is a partial's own front matter in the partial", () => {
    expect(text).toContain('Upgrading from Widget 3 keeps every setting (Widget 3 came out in 2021).');
  });
});

describe('dates in a front matter of shared values', () => {
  it('reads each shared value once, so aliases of aliases (2^60 leaves as a tree) cost what they hold', () => {
    let nested: unknown = ['plain text'];
    for (let i = 0; i < 60; i++) nested = [nested, nested];
    const file = path.join(FIXTURES, 'docusaurus-mdx-front-matter', 'docs', 'release.mdx');
    const read = withYamlDates({ nested, published: '2024-01-31' }, file);
    expect(read.published).toBeInstanceOf(Date);
    expect(read.nested).toBeInstanceOf(Array);
  }, 10_000);
});
