/**
 * What a site's Markdown is rendered with depends on which site it is (markdown-settings.ts): the
 * site's MDXComponents drawing `.md` and Docusaurus's descriptions (by its major version) are a
 * Docusaurus site's, never SpecWeave's own. `loaded.docusaurus` is a boolean: comparing it with
 * undefined once gave the own site the site components too.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/config.ts';
import { markdownSettings } from '../../build/markdown-settings.ts';
import type { LocaleView } from '../../site/locale-view.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';

const locale: LocaleView = { locale: 'en', htmlLang: 'en', direction: 'ltr', calendar: 'gregory', all: [], localeConfigs: {}, messages: {} };

async function flags(contentDir: string, ownContent: boolean) {
  const loaded = await loadSiteConfig(path.join(ROOT, 'site'), ROOT, contentDir, ownContent);
  const run = { loaded, contentDir, sectionDirs: [], pluginDirs: [], docsDir: contentDir, localizedDocsDirs: [], staticDirs: [], assetsDir: contentDir, locale };
  const { settings } = markdownSettings(run, []);
  return [settings.siteComponents, settings.descriptions];
}

describe('markdown settings by site', () => {
  it("give SpecWeave's own site neither the site components nor Docusaurus's descriptions", async () => {
    expect(await flags(path.join(ROOT, 'content'), true)).toEqual([false, undefined]);
  });

  it("give a Docusaurus site both, the descriptions of its major version", async () => {
    expect(await flags(path.join(FIXTURES, 'docusaurus-excerpt'), false)).toEqual([true, 'docusaurus-3']);
    expect(await flags(path.join(FIXTURES, 'docusaurus2-excerpt'), false)).toEqual([true, 'docusaurus-2']);
  }, 60_000);
});
