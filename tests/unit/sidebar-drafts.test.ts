/**
 * A sidebars file that names drafts (tests/fixtures/docusaurus-sidebar-drafts, as moderne-docs names
 * its unfinished workshop page): the build leaves the drafts out and drops what names them, as
 * Docusaurus's production build does, instead of stopping on "sidebar names doc ..., which does not
 * exist" (moderne-docs stopped so, with none of its 8,635 docs built).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let messages: string[];
beforeAll(async () => {
  site = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-sidebar-drafts'), outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
}, 120_000);
afterAll(() => site.cleanup());

/** The sidebar of a page: each link's label and address, each category without a page as its label and `-`. */
const sidebarOf = (route: string) => {
  const html = readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
  const aside = html.slice(html.indexOf('theme-doc-sidebar-container'), html.indexOf('</aside>'));
  return [...aside.matchAll(/<a href="([^"]*)"[^>]*>([^<]+)<|<summary[^>]*>([^<]+)</g)].map((m) => (m[3] ? `${m[3]} -` : `${m[2]} ${m[1]}`));
};

describe('a sidebar naming drafts', () => {
  it('builds without an error, and without the drafts', () => {
    expect(messages.filter((m) => m.includes('error'))).toEqual([]);
    expect(existsSync(path.join(site.out, 'docs/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(site.out, 'docs/wip'))).toBe(false);
    expect(existsSync(path.join(site.out, 'docs/later'))).toBe(false);
  });

  it("drops the items naming drafts, a category's draft link, and a category left empty with its generated index page", () => {
    expect(sidebarOf('docs/intro')).toEqual(['Intro /docs/intro', 'Drafted overview -', 'Guide /docs/guide']);
    expect(existsSync(path.join(site.out, 'docs/only-drafts'))).toBe(false);
  });
});
