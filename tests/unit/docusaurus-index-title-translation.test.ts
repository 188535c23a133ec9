/**
 * A generated index's title in a translated locale, as plugin-content-docs gives it (3.0.1 and 3.10.1
 * read: translateSidebar, then getCategoryGeneratedIndexMetadata's `link.title ?? category.label`): a
 * title of the link's own is replaced by its `link.generated-index.title` key alone, even when it is
 * the label, whose key translates the sidebar's label only; an index without a title takes the label,
 * translated. milkv's zh pages: "🔌 IO Boards" (a link title equal to its label, with a translated label
 * and no title key) stayed English in Docusaurus 3.0.1's build, and this build translated it (7 pages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml } from '../helpers/pages.ts';

let site: TempSite;
beforeAll(async () => {
  site = tempSite('docusaurus-i18n');
  site.write(
    'sidebars.js',
    `export default {
  docs: [
    'intro',
    { type: 'category', label: 'Boards', link: { type: 'generated-index', title: 'Boards' }, items: ['guide/install'] },
    { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guide/configure'] },
    { type: 'category', label: 'Tools', link: { type: 'generated-index', title: 'Tools' }, items: ['tools'] },
  ],
};
`,
  );
  site.write('docs/tools.md', '# Tools\n\nThe tools.\n');
  site.write(
    'i18n/zh-Hans/docusaurus-plugin-content-docs/current.json',
    JSON.stringify({
      'sidebar.docs.category.Boards': { message: '开发板' },
      'sidebar.docs.category.Guides': { message: '指南' },
      'sidebar.docs.category.Tools': { message: '工具' },
      'sidebar.docs.category.Tools.link.generated-index.title': { message: '全部工具' },
    }),
  );
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
}, 120_000);
afterAll(() => site.cleanup());

const h1 = (route: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(pageHtml(site.out, route))?.[1];

describe("a generated index's title in a translated locale", () => {
  it("keeps the link's own title, though it be the label, without a key of its own", () => {
    expect(h1('/zh-Hans/docs/category/boards')).toBe('Boards');
  });

  it("is the link's own key's translation where there is one", () => {
    expect(h1('/zh-Hans/docs/category/tools')).toBe('全部工具');
  });

  it('is the translated label without a title of its own', () => {
    expect(h1('/zh-Hans/docs/category/guides')).toBe('指南');
  });
});
