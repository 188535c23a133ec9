/**
 * A doc a sidebar lists in two places (jitsi's handbook: its Android SDK page under both "SDKs" and
 * "Mobile"): previous and next come from its first place, as Docusaurus's getDocNavigation finds it
 * (plugin-content-docs 3.10.2, lib/sidebars/utils.js: findIndex), and its page opens every category
 * that holds it, as the classic theme's sidebar does (theme-common's isActiveSidebarItem: a category
 * is active when any item in it is the current page). Fixture: tests/fixtures/docusaurus-sidebar-twice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

/** Each category of the page's sidebar as `label+` (open) or `label-` (collapsed). */
function categories(html: string): string[] {
  return [...html.matchAll(/<details class="menu__details"( open="")?><summary[^>]*>([^<]+)<\/summary>/g)].map((m) => `${m[2]}${m[1] ? '+' : '-'}`);
}

describe('a doc listed twice in a sidebar', () => {
  it('goes on from its first place and opens both categories', async () => {
    const site = tempSite('docusaurus-sidebar-twice');
    sites.push(site);
    const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
    expect(result.ok).toBe(true);
    const page = (route: string) => readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
    const android = page('docs/android');
    expect(android).toMatch(/class="pagination-nav__link pagination-nav__link--prev" href="\/docs\/web"/);
    expect(android).toMatch(/class="pagination-nav__link pagination-nav__link--next" href="\/docs\/flags"/);
    expect(categories(android)).toEqual(['SDKs+', 'Mobile+']);
    // Its second neighbours still lead to it.
    expect(page('docs/flags')).toMatch(/pagination-nav__link--prev" href="\/docs\/android"/);
    expect(page('docs/ios')).toMatch(/pagination-nav__link--prev" href="\/docs\/android"/);
    expect(categories(page('docs/ios'))).toEqual(['SDKs-', 'Mobile+']);
  }, 120_000);
});
