/**
 * The theme's own links (navbar and footer items given as `to`) are checked against the route
 * table like links in Markdown: a broken one is reported at the config file, at the line that sets
 * it, naming the item, as `onBrokenLinks` says; a query string is not part of the page's route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineOfTo } from '../../build/theme-links.ts';
import { projectWith, type Project } from '../helpers/project.ts';

const CONFIG = /site\/config\.ts:(\d+): /;

const overrides = {
  onBrokenLinks: 'throw',
  navbar: {
    items: [
      { label: 'Intro', position: 'left', to: '/docs/overview/introduction' },
      { label: 'Gone', position: 'left', to: '/docs/gone' },
      { label: 'More', position: 'left', items: [{ label: 'Old blog', to: '/old-blog' }, { label: 'Blog', to: '/blog' }] },
    ],
  },
  footer: {
    style: 'dark',
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Bad anchor', to: '/docs/overview/introduction#no-such-heading' },
          { label: 'Missing', to: '/docs/missing' },
          // A page with a query string (GeyserMC/GeyserWebsite's footer: `download?project=geyser`).
          { label: 'Queried', to: '/blog?project=geyser' },
        ],
      },
    ],
    copyright: 'c',
  },
};

describe('links of the navbar and the footer', () => {
  let project: Project;
  let messages: string[];
  let ok: boolean;

  beforeAll(async () => {
    project = projectWith(overrides);
    const result = await project.build();
    ok = result.ok;
    messages = result.messages;
  });
  afterAll(() => project?.cleanup());

  it('reports each broken one at its line of the config, naming the item, and fails the build when onBrokenLinks is "throw"', () => {
    expect(ok).toBe(false);
    const errors = messages.filter((m) => m.includes(': error: broken link'));
    expect(errors.map((m) => m.replace(/^.*?: error: /, ''))).toEqual([
      'broken link in navbar item "Gone": no page at "/docs/gone". Fix the link or create the page.',
      'broken link in navbar item "More" > "Old blog": no page at "/old-blog". Fix the link or create the page.',
      'broken link in footer link "Missing" (column "Docs"): no page at "/docs/missing". Fix the link or create the page.',
    ]);
    const lines = errors.map((m) => Number(CONFIG.exec(m)?.[1]));
    expect(lines.every((line) => line > 0)).toBe(true);
    expect(new Set(lines).size).toBe(3);
  });

  it('warns about an anchor missing from the page the item links to', () => {
    expect(messages).toContainEqual(expect.stringMatching(/site\/config\.ts:\d+: warning: broken anchor in footer link "Bad anchor" \(column "Docs"\): "\/docs\/overview\/introduction#no-such-heading"/));
  });

  it('leaves links that work alone', () => {
    expect(messages.filter((m) => m.includes('"/docs/overview/introduction"') || m.includes('"/blog') || m.includes('Queried'))).toEqual([]);
  });
});

describe('a content folder built with --content and this project\'s site/config.ts', () => {
  it('borrows its navbar and footer, whose links are not checked against it', async () => {
    const project = projectWith(overrides, 'basic');
    try {
      const result = await project.build();
      expect(result.messages.filter((m) => m.includes('site/config.ts'))).toEqual([]);
    } finally {
      project.cleanup();
    }
  });
});

describe('the line a broken navbar or footer link is reported at', () => {
  it("is the item's own, written with or without the leading slash, not another `to` of the same route", () => {
    // mikro-orm's config: the navbar item writes `to: 'changelog'`; a redirect further down writes `to: '/changelog'`.
    const source = ["navbar: { items: [", "  { to: 'changelog', label: 'Changelog' },", '] },', 'redirects: [', "  { from: '/api/core/changelog', to: '/changelog' },", ']'].join('\n');
    expect(lineOfTo(source, '/changelog', 'Changelog')).toBe(2);
    expect(lineOfTo(source, '/changelog')).toBe(2);
    expect(lineOfTo(source, '/gone', 'Gone')).toBeUndefined();
    // The same route written the same way twice: the line naming the item's label.
    const twice = ["redirects: [{ from: '/old', to: '/changelog' }],", "navbar: { items: [{ to: '/changelog', label: 'Changelog' }] },"].join('\n');
    expect(lineOfTo(twice, '/changelog', 'Changelog')).toBe(2);
    expect(lineOfTo(twice, '/changelog')).toBe(1);
  });
});
