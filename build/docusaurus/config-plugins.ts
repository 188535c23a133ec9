/**
 * What the `presets`, `plugins` and `themes` of a Docusaurus config declare: the content plugin
 * instances (docs, blog, pages), the redirects plugin's options, the customCss and theme packages,
 * and the routes of plugins not run. What is not supported is one warning each.
 */
import { DEFAULT_DOCS_PLUGIN_ID } from '../../shared/docs-plugin.ts';
import { notRun } from './markdown-plugins.ts';
import { obj, str, strings, type Raw } from './option-values.ts';
import { presetUnrunRoutes, unrunPluginRoutes, type UnrunPluginRoutes } from './plugin-routes.ts';
import { isLocalPlugin } from './local-plugins.ts';
import { wrappedContentKind } from './wrapped-content.ts';
import { pluginThemeDir, presetThemes, themeComponents } from './theme-packages.ts';
import { packageName } from './package-name.ts';

const PLUGIN_NAMES: Record<string, 'docs' | 'blog' | 'pages'> = {
  '@docusaurus/plugin-content-docs': 'docs',
  'content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  'content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  'content-pages': 'pages',
};

const REDIRECTS_PLUGIN = new Set(['@docusaurus/plugin-client-redirects', 'client-redirects']);

/** The theme of live code blocks (markdown/live-code.ts), which this generator draws itself. */
const LIVE_CODEBLOCK = ['@docusaurus/theme-live-codeblock', 'live-codeblock'];

/** `themeConfig.liveCodeBlock` as the live code blocks' theme validates it, for a site that lists that theme. */
export interface LiveCodeSettings {
  playgroundPosition: 'top' | 'bottom';
}

/** Plugins and themes whose job this generator does itself, so they need no warning. */
const BUILT_IN = new Set([
  '@docusaurus/theme-mermaid',
  'mermaid',
  '@docusaurus/plugin-sitemap',
  'sitemap',
  '@docusaurus/theme-classic',
  'classic',
  '@docusaurus/preset-classic',
  '@docusaurus/theme-search-algolia',
  '@easyops-cn/docusaurus-search-local',
  '@docusaurus/plugin-svgr',
  // Sass and SCSS are compiled by the `sass` package (custom-css.ts, markdown/mdx/sass-plugin.ts).
  'docusaurus-plugin-sass',
  'docusaurus-plugin-module-alias', // Its aliases are read (webpack-aliases.ts).
  ...LIVE_CODEBLOCK,
]);

// remarkPlugins and beforeDefaultRemarkPlugins are run (remark-plugins.ts), and sidebarItemsGenerator (sidebar-items-generator.ts).
const DOC_OPTIONS_NOT_RUN = ['rehypePlugins', 'beforeDefaultRehypePlugins', 'recmaPlugins', 'docItemComponent', 'docLayoutComponent', 'docCategoryGeneratedIndexComponent', 'blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogArchiveComponent', 'blogAuthorsListComponent', 'blogAuthorsPostsComponent'];

/** The warning for a plugin package this build does not run (package-postcss.ts takes it back for one whose configurePostCss it runs). */
export const notRunWarning = (name: string) => `plugin "${name}" is not supported and is not run; the build goes on without it.`;

/** `[name, options]`, a name, or a plugin function, as Docusaurus's `plugins`/`presets`/`themes` lists hold them; a name given as its package's resolved file is the package's (package-name.ts). */
export function entries(value: unknown): { name: string; options: Raw }[] {
  return (Array.isArray(value) ? value : []).flatMap((entry) => {
    if (typeof entry === 'string') return [{ name: packageName(entry), options: {} }];
    if (Array.isArray(entry)) return [{ name: typeof entry[0] === 'string' ? packageName(entry[0]) : 'a plugin function', options: obj(entry[1]) }];
    if (typeof entry === 'function') return [{ name: entry.name || 'a plugin function', options: {} }];
    return entry ? [{ name: 'a plugin object', options: {} }] : [];
  });
}

/**
 * The packages a `plugins` or `themes` list names: the site's own plugins are run (local-plugins.ts), which says what of them is not;
 * one that wraps a content plugin is that plugin's entry, with its options (wrapped-content.ts).
 */
const packages = (value: unknown, siteDir: string) =>
  (Array.isArray(value) ? value : []).flatMap((entry) => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry];
    const wraps = wrappedContentKind(plugin, siteDir);
    return wraps ? [[`@docusaurus/plugin-content-${wraps}`, options]] : isLocalPlugin(plugin) ? [] : [entry];
  });

/** A content plugin instance: its `id` ("default" without one) and its options as written. */
export interface ContentInstance {
  id: string;
  options: Raw;
  /** A blog listed under `plugins` after the plugin of the site's pages (the preset's, or one listed before it): Docusaurus orders its routes after theirs. */
  afterPages?: boolean;
}

export interface ConfigPlugins {
  /** The default docs instance's options (the preset's, or a plugin entry's without an id); `false` when it is off. */
  docs: Raw | false;
  /** Its id: the preset's docs' own `id`, "default" without one. */
  docsId: string;
  /** The other docs instances, in the order the config lists them. */
  otherDocs: ContentInstance[];
  /** Every blog instance that is on, the preset's first. */
  blogs: ContentInstance[];
  pages: Raw | false;
  /** The other pages instances (an entry with an `id` of its own), in the order the config lists them. */
  otherPages: ContentInstance[];
  /** The options of each `@docusaurus/plugin-client-redirects` entry. */
  redirects: Raw[];
  unrunRoutes: UnrunPluginRoutes[];
  customCss: string[];
  /** The folders of the site's theme packages' components (theme-packages.ts). */
  themeDirs: string[];
  liveCode?: LiveCodeSettings;
}

/** The instances and options the config's presets, plugins and themes declare; `warn` takes what is not supported. */
export function configPlugins(raw: Raw, siteDir: string, warn: (message: string) => void): ConfigPlugins {
  // Without a preset, Docusaurus has only the content plugins the config lists (playwright's, jellyfin's, immer's): no docs, blog or pages of its own.
  const hasPreset = entries(raw.presets).length > 0;
  let [docs, pages]: (Raw | false)[] = [hasPreset && {}, hasPreset && {}];
  let presetBlog: Raw | false | undefined = hasPreset ? undefined : false;
  const customCss: string[] = [];
  const unrunRoutes: UnrunPluginRoutes[] = [];
  for (const preset of entries(raw.presets)) {
    const o = preset.options;
    // A preset that wraps the classic one passes its docs/blog/pages/theme options on (docusaurus-plugin-internaldocs-fb's, Meta's sites).
    const wraps = ['docs', 'blog', 'pages', 'theme'].some((key) => key in o);
    if (!/classic/.test(preset.name)) {
      warn(`preset "${preset.name}" is not supported; ${wraps ? "its docs, blog, pages and theme options are read as the classic preset's, and its own plugins are not run" : "its plugins are not run and the build uses the classic preset's defaults"}.`);
      unrunRoutes.push(...presetUnrunRoutes(preset.name, o));
      if (!wraps) continue;
    }
    if ('docs' in o) docs = o.docs === false ? false : obj(o.docs);
    presetBlog = o.blog === false ? false : obj(o.blog);
    if ('pages' in o) pages = o.pages === false ? false : obj(o.pages);
    customCss.push(...(strings(obj(o.theme).customCss) ?? []));
    for (const key of ['googleAnalytics', 'gtag', 'googleTagManager']) if (o[key]) warn(`preset option "${key}" is not supported; no analytics script is added to pages.`);
  }
  // The preset's docs and blog have the id their options give, as Docusaurus passes them on: their versions and translations are named by it (kusionstack's `docs_versions.json`).
  const docsId = (docs && str(docs.id)) || DEFAULT_DOCS_PLUGIN_ID;
  const otherDocs: ContentInstance[] = [];
  const otherPages: ContentInstance[] = [];
  const blogs: ContentInstance[] = presetBlog ? [{ id: str(presetBlog.id) ?? DEFAULT_DOCS_PLUGIN_ID, options: presetBlog }] : [];
  const redirects: Raw[] = [];
  const plugins = entries(packages(raw.plugins, siteDir));
  // Docusaurus orders plugins as the preset lists them (docs, blog, pages), then the config's `plugins`: where the default pages plugin stands decides which of two routes on one path its router finds.
  let pagesAt = pages ? -1 : Infinity;
  // A theme is a plugin with getThemePath: Docusaurus takes one listed under `plugins` as under `themes` (core's loadThemeAliases reads every plugin's), only lower in its aliases' order.
  // Its folder is taken without a word of its own: the plugin is still not run (a PWA's service worker, a search index), which its warning below says.
  const pluginThemeDirs = plugins.flatMap((p) => (PLUGIN_NAMES[p.name] || REDIRECTS_PLUGIN.has(p.name) || BUILT_IN.has(p.name) ? [] : pluginThemeDir(p.name, siteDir) ?? []));
  for (const plugin of plugins) {
    const kind = PLUGIN_NAMES[plugin.name];
    const id = str(plugin.options.id) ?? DEFAULT_DOCS_PLUGIN_ID;
    if (REDIRECTS_PLUGIN.has(plugin.name)) redirects.push(plugin.options);
    // A docs entry without an id takes the place of the preset's docs when those are the default instance; beside docs with an id of their own, it is the default one.
    else if (kind === 'docs' && (id !== DEFAULT_DOCS_PLUGIN_ID || docsId !== DEFAULT_DOCS_PLUGIN_ID)) otherDocs.push({ id, options: plugin.options });
    else if (kind === 'blog') {
      // A plugin entry without an id takes the preset's place, as the default instance.
      const same = id === DEFAULT_DOCS_PLUGIN_ID ? blogs.findIndex((b) => b.id === id) : -1;
      const instance = { id, options: plugin.options, ...(pagesAt < plugins.indexOf(plugin) && { afterPages: true }) };
      if (same >= 0) blogs[same] = instance;
      else blogs.push(instance);
    } else if (kind && id === DEFAULT_DOCS_PLUGIN_ID) {
      if (kind === 'docs') docs = plugin.options;
      if (kind === 'pages') [pages, pagesAt] = [plugin.options, plugins.indexOf(plugin)];
    } else if (kind === 'pages') otherPages.push({ id, options: plugin.options });
    else if (kind) warn(`plugin "${plugin.name}" with id "${id}" is not built: one ${kind} instance is supported, the default one.`);
    else if (!BUILT_IN.has(plugin.name)) {
      warn(notRunWarning(plugin.name));
      const routes = unrunPluginRoutes(plugin.name, plugin.options);
      if (routes) unrunRoutes.push(routes);
    }
  }
  const themes = [...entries(packages(raw.themes, siteDir)), ...plugins.filter((p) => p.name === '@docusaurus/theme-classic')];
  // The classic theme listed on its own (jellyfin's themes, without the preset) takes its customCss there.
  for (const theme of themes.filter((t) => t.name === '@docusaurus/theme-classic')) customCss.push(...(strings(theme.options.customCss) ?? []));
  const listed = [...themes, ...plugins].map((t) => t.name);
  const themeDir = (t: { name: string; options: Raw; from?: string }) => (t.name === '@docusaurus/theme-classic' || BUILT_IN.has(t.name) ? [] : themeComponents(t.name, t.options, raw, siteDir, warn, t.from));
  const themeDirs = [...themes.flatMap(themeDir), ...pluginThemeDirs, ...presetThemes(entries(raw.presets), listed, siteDir).flatMap(themeDir)];
  if (presetBlog === undefined && !blogs.length) blogs.push({ id: DEFAULT_DOCS_PLUGIN_ID, options: {} });
  for (const options of [docs, ...blogs.map((b) => b.options), ...otherDocs.map((d) => d.options), pages, ...otherPages.map((p) => p.options)]) if (options) for (const key of DOC_OPTIONS_NOT_RUN) if (notRun(options[key])) warn(`option "${key}" is not supported and is ignored; the generator renders Markdown and pages its own way.`);
  const liveCode: LiveCodeSettings | undefined = listed.some((name) => LIVE_CODEBLOCK.includes(name)) ? { playgroundPosition: obj(obj(raw.themeConfig).liveCodeBlock).playgroundPosition === 'top' ? 'top' : 'bottom' } : undefined;
  return { docs, docsId, otherDocs, blogs, pages, otherPages, redirects, unrunRoutes, customCss, themeDirs, liveCode };
}
