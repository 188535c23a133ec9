/** `hide_title` as Docusaurus reads it: it hides the title drawn from front matter, never the page's own `# H1`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite } from '../helpers/fixture.ts';

const site = tempSite();
const h1s = (route: string) => [...readFileSync(path.join(site.out, route, 'index.html'), 'utf8').matchAll(/<h1[^>]*>.*?<\/h1>/g)].map((m) => m[0]);

beforeAll(async () => {
  site.write('docs/hidden.md', '---\ntitle: Front-matter title\nhide_title: true\n---\n\nNo heading of its own.\n');
  site.write('docs/own-heading.md', '---\ntitle: Sidebar name\nhide_title: true\n---\n\n# Its own heading\n\nText.\n');
  site.write('docs/drawn-heading.md', '---\ntitle: Sidebar name\nhide_title: true\n---\n\n<h1 class="hero">Drawn by the page</h1>\n\nText.\n');
  site.write('docs/shown.md', '---\ntitle: Shown title\n---\n\nText.\n');
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
}, 120_000);
afterAll(() => site.cleanup());

describe('hide_title', () => {
  it('hides the front-matter title of a page without its own # heading (kept for screen readers)', () => {
    expect(h1s('docs/hidden')).toEqual(['<h1 class="visually-hidden">Front-matter title</h1>']);
  });

  it('keeps the page\'s own # heading', () => {
    expect(h1s('docs/own-heading')).toEqual(['<h1>Its own heading</h1>']);
  });

  it('adds no hidden title beside an <h1> the page draws itself (homarr\'s JSX headings): one h1, as in Docusaurus', () => {
    expect(h1s('docs/drawn-heading')).toEqual(['<h1 class="hero">Drawn by the page</h1>']);
  });

  it('shows the front-matter title when hide_title is not set', () => {
    expect(h1s('docs/shown')).toEqual(['<h1>Shown title</h1>']);
  });
});
