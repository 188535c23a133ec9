/** The sidebar generated from a docs folder: order, labels and folders as Docusaurus gives them. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../build/content/index.ts';
import { createReporter } from '../../build/diagnostics.ts';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { autogenerate } from '../../build/sidebar-generated.ts';
import { sidebarForPage } from '../../build/routes/doc-sidebar.ts';
import type { SidebarNode } from '../../build/sidebar-tree.ts';
import type { SidebarCategory, SidebarEntry } from '../../site/types.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

/** The tree as text: a category as `label/` with its items indented, a link as its label. */
function outline(nodes: SidebarNode[], depth = 0): string[] {
  return nodes.flatMap((n) => (n.type === 'link' ? [`${'  '.repeat(depth)}${n.label}`] : n.type === 'html' ? [] : [`${'  '.repeat(depth)}${n.label}/ -> ${n.href}`, ...outline(n.items, depth + 1)]));
}

function generate(files: Record<string, string>, dirName = ''): string[] {
  site = tempSite('');
  for (const [rel, text] of Object.entries(files)) site.write(`docs/${rel}`, text);
  const reporter = createReporter();
  const docs = loadContent(site.content, { docs: 'docs', blog: 'blog' }, reporter).docs;
  expect(reporter.diagnostics).toEqual([]);
  return outline(autogenerate(docs, path.join(site.content, 'docs'), dirName, (d) => d.sidebarLabel ?? d.title ?? d.id));
}

describe('the generated sidebar', () => {
  it("orders as Docusaurus's sortBy(position, source) does: positions first, then file and folder names code unit by code unit", () => {
    expect(
      generate({
        'page-10.md': '---\ntitle: Ten\n---\n',
        'page-2.md': '---\ntitle: Two\n---\n',
        'Zebra.md': '---\ntitle: Zebra\n---\n',
        'apple.md': '---\ntitle: Apple\n---\n',
        'first.md': '---\ntitle: First\nsidebar_position: 1\n---\n',
        'second.md': '---\ntitle: Second\nsidebar_position: 2\n---\n',
      }),
      // Not a natural order: "page-10.md" < "page-2.md" and "Zebra.md" < "apple.md".
    ).toEqual(['First', 'Second', 'Zebra', 'Apple', 'Ten', 'Two']);
  });

  it('nests folders as categories, labelled and placed by _category_ files, else by the doc they link to, else by number prefixes', () => {
    expect(
      generate({
        'intro.md': '---\ntitle: Intro\nsidebar_position: 1\n---\n',
        'guides/_category_.json': '{ "label": "The Guides", "position": 2 }',
        'guides/b.md': '---\ntitle: B\n---\n',
        'guides/a.md': '---\ntitle: A\n---\n',
        'guides/deep/x.md': '---\ntitle: X\n---\n',
        '03-reference/index.md': '---\ntitle: Reference\n---\n',
        '03-reference/api.md': '---\ntitle: API\n---\n',
        'hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n',
      }),
    ).toEqual([
      'Intro',
      'The Guides/ -> /docs/guides/a',
      '  A',
      '  B',
      '  deep/ -> /docs/guides/deep/x',
      '    X',
      // A folder's index doc is its category's page, not an item of it, and names it.
      'Reference/ -> /docs/reference/',
      '  API',
    ]);
  });

  it("labels and places a category by its index doc's sidebar_label (or title) and sidebar_position, as Docusaurus does", () => {
    expect(
      generate({
        'a.md': '---\ntitle: A\nsidebar_position: 2\n---\n',
        'tools/index.md': '---\ntitle: Tools index\nsidebar_label: All the tools\nsidebar_position: 1\n---\n',
        'tools/saw.md': '---\ntitle: Saw\n---\n',
        'more/more.md': '---\ntitle: More of it\nsidebar_position: 3\n---\n',
        'more/x.md': '---\ntitle: X\n---\n',
      }),
    ).toEqual(['All the tools/ -> /docs/tools/', '  Saw', 'A', 'More of it/ -> /docs/more/', '  X']);
  });

  it('keeps names that look like a date or a version whole, as Docusaurus does not read them as number prefixes', () => {
    expect(
      generate({
        '2021-11-notes/a.md': '---\ntitle: A\n---\n',
        '7.0-changes.md': '---\ntitle: Changes\n---\n',
        '10-last.md': '---\ntitle: Last\n---\n',
        '2-first.md': '---\ntitle: First\n---\n',
      }),
    ).toEqual(['First', 'Last', '2021-11-notes/ -> /docs/2021-11-notes/a', '  A', 'Changes']);
  });

  it("takes a folder's index doc by its file name as it is, number prefix and all: `01-index.md` is an item, `02-tools.md` in `02-tools/` the page", () => {
    // Nor is `01-index.md` served at its folder: Docusaurus's slug for it is its id, `a/index`.
    expect(
      generate({
        'a/01-index.md': '---\ntitle: Numbered index\n---\n',
        'a/b.md': '---\ntitle: B\n---\n',
        '02-tools/02-tools.md': '---\ntitle: Tools\n---\n',
        '02-tools/saw.md': '---\ntitle: Saw\n---\n',
      }),
    ).toEqual(['Tools/ -> /docs/tools/', '  Saw', 'a/ -> /docs/a/index', '  Numbered index', '  B']);
  });

  it('reads a _category_.json that is YAML but not strict JSON, as Docusaurus does; one that is neither is an error', () => {
    // A leading zero is no JSON number; Docusaurus reads category files as YAML, which takes it (IAB Tech Lab's uid2docs).
    expect(generate({ 'a.md': '---\ntitle: A\nsidebar_position: 1\n---\n', 'sdks/_category_.json': '{\n  "label": "SDKs",\n  "position": 04\n}', 'sdks/x.md': '---\ntitle: X\n---\n', 'zz/_category_.json': '{ "position": 3 }', 'zz/y.md': '---\ntitle: Y\n---\n' })).toEqual([
      'A',
      'zz/ -> /docs/zz/y',
      '  Y',
      'SDKs/ -> /docs/sdks/x',
      '  X',
    ]);
    site = tempSite('');
    site.write('docs/a.md', '# A\n');
    site.write('docs/b/_category_.json', '{\n  "label": "B",\n  "position": [1,\n}');
    const reporter = createReporter();
    loadContent(site.content, { docs: 'docs', blog: 'blog' }, reporter);
    expect(reporter.diagnostics).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('malformed JSON') })]);
  });

  it('covers only the folder an autogenerated item names', () => {
    expect(generate({ 'intro.md': '# Intro\n', 'guides/a.md': '---\ntitle: A\n---\n', 'guides/more/b.md': '---\ntitle: B\n---\n' }, 'guides')).toEqual([
      'A',
      'more/ -> /docs/guides/more/b',
      '  B',
    ]);
  });

  it("links a category where its _category_ file says: a doc (then not an item of it), or nowhere (link: null)", () => {
    expect(
      generate({
        'guides/_category_.json': '{ "label": "Guides", "link": { "type": "doc", "id": "b" } }',
        'guides/a.md': '---\ntitle: A\n---\n',
        'guides/b.md': '---\ntitle: B\n---\n',
        'ref/_category_.yml': 'label: Reference\nlink: null\n',
        'ref/index.md': '---\ntitle: Ref index\n---\n',
        'ref/api.md': '---\ntitle: API\n---\n',
      }),
    ).toEqual(['Guides/ -> /docs/guides/b', '  A', 'Reference/ -> /docs/ref/api', '  API', '  Ref index']);
  });
});

describe('category pages of a generated sidebar, built', () => {
  const page = (route: string) => readFileSync(path.join(site!.out, route, 'index.html'), 'utf8');
  const sidebarLinks = (html: string) => [...html.slice(html.indexOf('class="doc-sidebar theme-doc-sidebar-container"'), html.indexOf('</aside>')).matchAll(/<a href="([^"]+)" class="([^"]+)"/g)].map((m) => `${m[1]}${m[2].includes('active') ? ' (active)' : ''}`);
  const pager = (html: string) => [...html.matchAll(/class="pagination-nav__link pagination-nav__link--(prev|next)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

  it("gives a folder's index doc the sidebar, itself marked, and previous/next links", async () => {
    site = tempSite('');
    site.write('docs/intro.md', '---\nsidebar_position: 1\n---\n# Intro\n');
    site.write('docs/guides/index.md', '# Guides\n\nEvery guide.\n');
    site.write('docs/guides/one.md', '# One\n');
    expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).diagnostics).toEqual([]);
    const guides = page('docs/guides');
    expect(sidebarLinks(guides)).toEqual(['/docs/intro', '/docs/guides/ (active)', '/docs/guides/one']);
    expect(pager(guides)).toEqual(['prev /docs/intro', 'next /docs/guides/one']);
  }, 60_000);

  it('shows a category that has only its own page as a link to it, and leaves out a generated index of nothing, as Docusaurus does', async () => {
    site = tempSite('');
    site.write('docs/intro.md', '---\nsidebar_position: 1\n---\n# Intro\n');
    site.write('docs/web/index.md', '# Web Clients\n');
    site.write('sidebars.js', "module.exports = { docs: ['intro', { type: 'autogenerated', dirName: '.' }, { type: 'category', label: 'Nothing yet', link: { type: 'generated-index' }, items: [] }] };");
    expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).diagnostics).toEqual([]);
    const intro = page('docs/intro');
    expect(sidebarLinks(intro)).toEqual(['/docs/intro (active)', '/docs/web/']);
    expect(intro).toMatch(/<li class="[^"]*theme-doc-sidebar-item-link[^"]*"><a href="\/docs\/web\/" class="[^"]*">Web Clients<\/a>/);
    expect(intro).not.toContain('Nothing yet');
    expect(existsSync(path.join(site.out, 'docs/category/nothing-yet'))).toBe(false);
  }, 60_000);

  it('gives a _category_ generated-index link a page of cards, applies its className, and names the _category_ file when its doc link is wrong', async () => {
    site = tempSite('');
    site.write('docs/intro.md', '# Intro\n');
    site.write('docs/tools/_category_.json', '{ "label": "Tools", "className": "tools-cat", "link": { "type": "generated-index", "description": "Every tool." } }');
    site.write('docs/tools/hammer.md', '---\ndescription: Drives nails.\nsidebar_position: 1\n---\n# Hammer\n');
    site.write('docs/tools/chisel.md', '---\nsidebar_label: 🪚 Chisel\nsidebar_position: 2\n---\n# Chisel\n\nCuts wood.\n');
    site.write('docs/tools/power/_category_.json', '{ "label": "Power tools", "position": 3 }');
    site.write('docs/tools/power/drill.md', '# Drill\n');
    expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).diagnostics).toEqual([]);
    const index = page('docs/category/tools');
    expect(index).toContain('<p>Every tool.</p>');
    // Each card's title is an h2 of its icon and title, as the classic theme's DocCard draws it: a page's
    // icon, the label's own leading emoji, a category's with how many items it holds (its own, not its pages).
    expect(index).toContain('<li class="category-card"><a class="theme-doc-card-container" href="/docs/tools/hammer"><h2 class="theme-doc-card-heading" title="Hammer"><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title text--truncate">Hammer</span></h2><p class="theme-doc-card-description text--truncate" title="Drives nails.">Drives nails.</p></a></li>');
    expect(index).toContain('<h2 class="theme-doc-card-heading" title="Chisel"><span class="theme-doc-card-icon">🪚</span><span class="theme-doc-card-title text--truncate">Chisel</span></h2><p class="theme-doc-card-description text--truncate" title="Cuts wood.">');
    expect(index).toContain('<a class="theme-doc-card-container" href="/docs/tools/power/drill"><h2 class="theme-doc-card-heading" title="Power tools"><span class="theme-doc-card-icon">🗃</span><span class="theme-doc-card-title text--truncate">Power tools</span></h2><p class="theme-doc-card-description text--truncate" title="1 item">1 item</p></a>');
    expect(sidebarLinks(index)).toContain('/docs/category/tools (active)');
    expect(index).toMatch(/class="menu__item menu__list-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-\d menu__item--category menu__item--linked tools-cat"/);

    site.write('docs/tools/_category_.json', '{ "label": "Tools", "link": { "type": "doc", "id": "saw" } }');
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/docs\/tools\/_category_\.json: error: category link names doc "saw", which does not exist\. Fix the id, or remove the link\.$/)]);
  }, 60_000);
});

describe("one page's view of a sidebar", () => {
  const link = (label: string): SidebarNode => ({ type: 'link', label, href: `/docs/${label}` });
  const nodes: SidebarNode[] = [
    { type: 'category', label: 'A', collapsed: true, items: [link('a1'), link('a2')] },
    { type: 'category', label: 'B', collapsed: true, link: '/docs/b', items: [link('b1'), { type: 'category', label: 'B2', collapsed: true, items: [link('b21')] }] },
    link('c'),
  ];
  /** Each category as `label+` (open) or `label-` (closed), with its items when it has them. */
  const shown = (entries: SidebarEntry[]): string => entries.map((e) => (e.type === 'category' ? `${e.label}${e.collapsed ? '-' : '+'}${e.items.length ? `(${shown(e.items)})` : ''}` : e.type === 'link' ? e.label : '')).join(' ');

  it('opens the categories on the way to the page, and its own category page', () => {
    expect(shown(sidebarForPage(nodes, '/docs/b21'))).toBe('A-(a1 a2) B+(b1 B2+(b21)) c');
    expect(shown(sidebarForPage(nodes, '/docs/b'))).toBe('A-(a1 a2) B+(b1 B2-(b21)) c');
    expect(shown(sidebarForPage(nodes, '/docs/c', undefined, false))).toBe('A- B- c');
    expect(sidebarForPage(nodes, '/docs/c', undefined, false)[1]).toMatchObject({ href: '/docs/b', items: [] });
  });

  it('shares the entries off the page\'s trail between pages, so that a batch of routes carries them once', () => {
    const [onA, onB21, onC] = ['/docs/a1', '/docs/b21', '/docs/c'].map((page) => sidebarForPage(nodes, page));
    expect(onA[1]).toBe(onC[1]);
    expect(onB21[0]).toBe(onC[0]);
    expect(onA[2]).toBe(onB21[2]);
    expect(onB21[1]).not.toBe(onC[1]);
    expect((onB21[1] as SidebarCategory).items[0]).toBe((onC[1] as SidebarCategory).items[0]);
    expect(sidebarForPage(nodes, '/docs/c', undefined, false)[0]).not.toBe(onC[0]);
    const pages = Array.from({ length: 50 }, () => sidebarForPage(nodes, '/docs/c'));
    expect(serialize(pages).length).toBeLessThan(3 * serialize(pages[0]).length);
  });
});
