/**
 * What every Markdown file of a build is rendered with (render-jobs.ts's site context): the
 * folders its links and images resolve in, the site's Markdown options, and what MDX components
 * read of the site. Also the key of the Markdown cache on disk, which holds what a file's render
 * depends on besides the file.
 */
import type { LocaleView } from '../site/locale-view.ts';
import type { LoadedConfig } from './config.ts';
import { postTitleFromSource } from './content/doc-title.ts';
import type { DocMeta, PostMeta } from './content/types.ts';
import { docsGlobalData } from './docs-global-data.ts';
import { generatedFiles } from './react-pages/generated-files.ts';
import type { PluginDir } from './content-layout.ts';
import type { MarkdownSiteContext } from './markdown-jobs.ts';

export interface MarkdownSettingsInput {
  loaded: LoadedConfig;
  contentDir: string;
  sectionDirs: string[];
  pluginDirs: PluginDir[];
  docsDir: string;
  localizedDocsDirs: { dir: string; pluginId: string }[];
  staticDirs: string[];
  assetsDir: string;
  locale: LocaleView;
}

export function markdownSettings(run: MarkdownSettingsInput, docs: DocMeta[], posts: PostMeta[] = []): { settings: Omit<MarkdownSiteContext, 'routeByFile'>; cacheKey: unknown } {
  const { loaded } = run;
  const { config } = loaded;
  const settings: Omit<MarkdownSiteContext, 'routeByFile'> = {
    // `/img/...` comes from this project's assets/ for its own site, from the site's static folders for a Docusaurus site.
    staticDirs: loaded.docusaurus ? run.staticDirs : [run.assetsDir, ...run.staticDirs],
    contentDirs: [run.contentDir, ...run.sectionDirs],
    docsDirs: [{ dir: run.docsDir, pluginId: loaded.docsId }, ...loaded.versions.map((v) => ({ dir: v.docsDir, pluginId: v.pluginId })), ...run.localizedDocsDirs],
    siteDir: loaded.siteDir,
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
    mermaid: config.markdown.mermaid,
    liveCode: loaded.liveCode,
    math: config.markdown.math,
    mdx1: config.markdown.mdx1,
    repeatedImports: config.siteCode.repeatedImports,
    comments: config.markdown.comments,
    emoji: config.markdown.emoji,
    mdx1Compat: { admonitionTitles: config.markdown.admonitionTitles, headingIds: config.markdown.headingIds },
    admonitions: config.markdown.admonitions,
    // Only where a plugin's names are not Docusaurus's own: elsewhere every partial reads those, as its page does.
    admonitionDirs: Object.keys(config.markdown.admonitions).length ? run.pluginDirs : undefined,
    siteComponents: loaded.docusaurus,
    descriptions: loaded.docusaurus ? (loaded.docusaurusMajor === 2 ? 'docusaurus-2' : 'docusaurus-3') : undefined,
    rootReads: loaded.linkCheckReadsFiles === true,
    magicComments: config.prism.magicComments,
    markdownFormat: config.markdown.format,
    markdownPreprocessor: loaded.markdownPreprocessor?.configPath,
    themeDirs: loaded.themeDirs,
    sassPrelude: loaded.localPlugins?.sassPrelude,
    aliases: loaded.webpackAliases,
    moduleRules: loaded.localPlugins?.moduleRules.length ? loaded.localPlugins.moduleRules : undefined,
    site: {
      baseUrl: config.baseUrl,
      // All of it, as React pages get it: MDX code runs at build time only, so it adds nothing to a page's output.
      siteConfig: loaded.siteConfigData,
      i18n: { currentLocale: run.locale.locale, defaultLocale: config.i18n.defaultLocale, locales: run.locale.all.map((l) => l.locale), localeConfigs: run.locale.localeConfigs },
      messages: run.locale.messages,
      docs: docsGlobalData(loaded.docsPlugins, loaded.versions, docs, config.baseUrl),
      generated: generatedFiles(loaded.blogPlugins, posts.map((meta) => ({ meta, title: postTitleFromSource(meta) }))),
      globalData: loaded.localPlugins?.globalData,
    },
  };
  // The versions, not their docs: a doc added or removed renders again only itself (and what links to it), not every file; a page whose component lists the docs keeps the list it was rendered with until it changes.
  const docsKey = Object.fromEntries(Object.entries(settings.site!.docs!).map(([id, data]) => [id, { ...data, versions: data.versions.map(({ name, label, isLast, path }) => ({ name, label, isLast, path })) }]));
  // The same for the blogs' recent posts: a page whose code lists them keeps its list until the page changes.
  return { settings, cacheKey: { ...settings, site: { ...settings.site, docs: docsKey, generated: undefined } } };
}
