/**
 * A doc card's heading as the site's own Docusaurus draws it. Before 3.10 (theme-classic 2.4.3 to
 * 3.9.2, DocCard's CardLayout) the h2 is one text, `{icon} {title}`: the label whole, 🗃️ (with its
 * variation selector) for a category. 3.10's DocCard/Heading puts the icon and the title in spans,
 * with no space, and takes a label's leading emoji for the icon. Compared with Docusaurus 2.4.3's
 * build of battlesnake, whose /api, /maps and /getting-started cards read "📄️ Webhooks" and
 * "🗃️ Objects" where this build wrote "📄️Webhooks" and "🗃Objects". The version is the site's package.json's.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';
import { pageHtml } from '../helpers/pages.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

/** The h2s of the cards on the category's generated index page. */
async function cardHeadings(core: string): Promise<string[]> {
  site = tempSite('');
  site.write('package.json', JSON.stringify({ name: 'cards', private: true, dependencies: { '@docusaurus/core': core } }));
  site.write('docusaurus.config.js', "module.exports = { title: 'Cards', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };\n");
  site.write(
    'sidebars.js',
    "module.exports = { api: [{ type: 'category', label: 'API', link: { type: 'generated-index' }, items: ['webhooks', 'launch', { type: 'category', label: 'Objects', items: ['game'] }, { type: 'link', label: 'Spec', href: 'https://example.org/spec' }] }] };\n",
  );
  site.write('docs/webhooks.md', '# Webhooks\n\nCalls your server.\n');
  site.write('docs/launch.md', '---\nsidebar_label: 🚀 Launch\n---\n\n# Launch\n\nStarts a game.\n');
  site.write('docs/game.md', '# Game\n\nOne game.\n');
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [...pageHtml(site.out, '/docs/category/api').matchAll(/<h2 class="theme-doc-card-heading[^>]*>.*?<\/h2>/g)].map((m) => m[0]);
}

describe("a doc card's heading", () => {
  it('is "{icon} {title}" as one text before Docusaurus 3.10, the label whole', async () => {
    expect(await cardHeadings('^2.4.3')).toEqual([
      '<h2 class="theme-doc-card-heading text--truncate" title="Webhooks">📄️ Webhooks</h2>',
      '<h2 class="theme-doc-card-heading text--truncate" title="🚀 Launch">📄️ 🚀 Launch</h2>',
      '<h2 class="theme-doc-card-heading text--truncate" title="Objects">🗃️ Objects</h2>',
      '<h2 class="theme-doc-card-heading text--truncate" title="Spec">🔗 Spec</h2>',
    ]);
  }, 120_000);

  it("is 3.10's icon and title in spans from 3.10, a label's leading emoji its icon", async () => {
    expect(await cardHeadings('3.10.1')).toEqual([
      '<h2 class="theme-doc-card-heading" title="Webhooks"><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title text--truncate">Webhooks</span></h2>',
      '<h2 class="theme-doc-card-heading" title="Launch"><span class="theme-doc-card-icon">🚀</span><span class="theme-doc-card-title text--truncate">Launch</span></h2>',
      '<h2 class="theme-doc-card-heading" title="Objects"><span class="theme-doc-card-icon">🗃</span><span class="theme-doc-card-title text--truncate">Objects</span></h2>',
      '<h2 class="theme-doc-card-heading" title="Spec"><span class="theme-doc-card-icon">🔗</span><span class="theme-doc-card-title text--truncate">Spec</span></h2>',
    ]);
  }, 120_000);
});
