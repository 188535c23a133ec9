/**
 * A loaded `docusaurus.config.*` as this generator's site config: the classic preset's (or the
 * content plugins') docs, blog and pages options, `themeConfig`, and the top-level fields. What
 * has no equivalent here is one warning each, naming it and saying what the build does instead.
 */
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID } from '../../shared/docs-plugin.ts';
import type { SiteConfigInput } from '../../site/config-types.ts';
import { blogFields, type BlogFields } from './blog-options.ts';
import { docsFields, sidebarPathOf, type DocsFields } from './docs-options.ts';
import { notRun } from './markdown-plugins.ts';
import { markdownOptions } from './markdown-options.ts';
import { siteCodeOptions } from './site-code-options.ts';
import { localeConfigs } from './locale-configs.ts';
import { docusaurusVersion } from './docusaurus-major.ts';
import { announcementBar, colorMode, footer, metadata, navbarItems, navbarLogo, prism } from './theme-config.ts';
import { obj, str, bool, strings, policy, siteUrl, baseUrlOf, withoutBaseUrl, type Raw } from './option-values.ts';
import { presetUnrunRoutes, unrunPluginRoutes, type UnrunPluginRoutes } from './plugin-routes.ts';
import { isLocalPlugin } from './local-plugins.ts';
import { wrappedContentKind } from './wrapped-content.ts';
import { themeComponents } from './theme-packages.ts';
import { presetCodeIn, sitemapFiles } from './sitemap-files.ts';

/** One `@docusaurus/plugin-content-docs` instance as the config declares it. */
export interface MappedDocsInstance {
  /** Its `id` as its options give it, "default" without one (the preset's docs too: kusionstack's is "docs"). */
  id: string;
  /** Its options as written, for its versions (docusaurus/versions.ts). */
  options: Raw;
  /** Its options mapped onto the site config's docs fields, not yet validated. */
  fields: DocsFields;
  /** The sidebars file (absolute), `false` for none, undefined for one generated sidebar. */
  sidebarPath: string | false | undefined;
}

/** One `@docusaurus/plugin-content-blog` instance as the config declares it. */
export interface MappedBlogInstance {
  /** Its `id` as its options give it, "default" without one (the preset's blog too). */
  id: string;
  /** Its options as written, for its remark plugins (remark-plugins.ts). */
  options: Raw;
  /** Its options mapped onto the site config's blog fields, not yet validated. */
  fields: BlogFields;
}

export interface MappedConfig {
  config: SiteConfigInput;
  /** Every docs plugin instance that is on, the one of `config.docs` (the preset's) first. */
  docsInstances: MappedDocsInstance[];
  /** The id of the instance whose fields are `config.docs`: the preset's docs' own `id`, "default" without one. */
  docsId: string;
  /** Every blog plugin instance that is on, the preset's first; the first one's fields are also `config.blog`. */
  blogInstances: MappedBlogInstance[];
  /** Messages about what is not supported; `file` when one file is concerned rather than the config. */
  warnings: { file?: string; message: string }[];
  /** The options of each `@docusaurus/plugin-client-redirects` entry (build/redirects.ts). */
  redirects: Raw[];
  /** The plugins not run that declare a route base: links into it are not checked (checks.ts). */
  unrunRoutes: UnrunPluginRoutes[];
  /** The pages plugin's options as written, unless it is off. */
  pagesOptions: Raw | undefined;
  themeDirs: string[]; // The folders of the site's theme packages' components (theme-packages.ts).
  /** The major version of `@docusaurus/core` the site's package.json asks for. */
  docusaurusMajor: number | undefined;
  /** The sitemaps Docusaurus writes (sitemap-files.ts). */
  sitemapFiles: string[];
}

const PLUGIN_NAMES: Record<string, 'docs' | 'blog' | 'pages'> = {
  '@docusaurus/plugin-content-docs': 'docs',
  'content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  'content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  'content-pages': 'pages',
};

const REDIRECTS_PLUGIN = new Set(['@docusaurus/plugin-client-redirects', 'client-redirects']);

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
]);

// remarkPlugins and beforeDefaultRemarkPlugins are run (remark-plugins.ts), and sidebarItemsGenerator (sidebar-items-generator.ts).
const DOC_OPTIONS_NOT_RUN = ['rehypePlugins', 'beforeDefaultRehypePlugins', 'recmaPlugins', 'docItemComponent', 'docLayoutComponent', 'docCategoryGeneratedIndexComponent', 'blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogArchiveComponent', 'blogAuthorsListComponent', 'blogAuthorsPostsComponent'];

/** `[name, options]`, a name, or a plugin function, as Docusaurus's `plugins`/`presets`/`themes` lists hold them. */
function entries(value: unknown): { name: string; options: Raw }[] {
  return (Array.isArray(value) ? value : []).flatMap((entry) => {
    if (typeof entry === 'string') return [{ name: entry, options: {} }];
    if (Array.isArray(entry)) return [{ name: typeof entry[0] === 'string' ? entry[0] : 'a plugin function', options: obj(entry[1]) }];
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

/** The config's `stylesheets`: a URL, or an object of the link's attributes with its `href`. */
function stylesheets(value: unknown): { href: string; attributes: Record<string, string> }[] {
  return (Array.isArray(value) ? value : []).flatMap((entry) => {
    if (typeof entry === 'string') return entry ? [{ href: entry, attributes: {} }] : [];
    const { href, rel: _rel, ...rest } = obj(entry);
    if (typeof href !== 'string' || !href) return [];
    const attributes = Object.fromEntries(Object.entries(rest).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : v === true ? [[k, '']] : typeof v === 'number' ? [[k, String(v)]] : [])));
    return [{ href, attributes }];
  });
}

export function mapDocusaurusConfig(raw: Raw, siteDir: string): MappedConfig {
  const warnings: MappedConfig['warnings'] = [];
  const warn = (message: string) => warnings.push({ message });
  // The site's package.json, read once: the options below and the docs versions (config.ts) take the version from here.
  const version = docusaurusVersion(siteDir);
  const major = version?.[0];
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
  const otherDocs: { id: string; options: Raw }[] = [];
  const blogs: { id: string; options: Raw }[] = presetBlog ? [{ id: str(presetBlog.id) ?? DEFAULT_DOCS_PLUGIN_ID, options: presetBlog }] : [];
  const redirects: Raw[] = [];
  for (const plugin of entries(packages(raw.plugins, siteDir))) {
    const kind = PLUGIN_NAMES[plugin.name];
    const id = str(plugin.options.id) ?? DEFAULT_DOCS_PLUGIN_ID;
    if (REDIRECTS_PLUGIN.has(plugin.name)) redirects.push(plugin.options);
    // A docs entry without an id takes the place of the preset's docs when those are the default instance; beside docs with an id of their own, it is the default one.
    else if (kind === 'docs' && (id !== DEFAULT_DOCS_PLUGIN_ID || docsId !== DEFAULT_DOCS_PLUGIN_ID)) otherDocs.push({ id, options: plugin.options });
    else if (kind === 'blog') {
      // A plugin entry without an id takes the preset's place, as the default instance.
      const same = id === DEFAULT_DOCS_PLUGIN_ID ? blogs.findIndex((b) => b.id === id) : -1;
      if (same >= 0) blogs[same] = { id, options: plugin.options };
      else blogs.push({ id, options: plugin.options });
    } else if (kind && id === DEFAULT_DOCS_PLUGIN_ID) {
      if (kind === 'docs') docs = plugin.options;
      if (kind === 'pages') pages = plugin.options;
    } else if (kind) warn(`plugin "${plugin.name}" with id "${id}" is not built: one ${kind} instance is supported, the default one.`);
    else if (!BUILT_IN.has(plugin.name)) {
      warn(`plugin "${plugin.name}" is not supported and is not run; the build goes on without it.`);
      const routes = unrunPluginRoutes(plugin.name, plugin.options);
      if (routes) unrunRoutes.push(routes);
    }
  }
  const themes = entries(packages(raw.themes, siteDir));
  // The classic theme listed on its own (jellyfin's themes, without the preset) takes its customCss there.
  for (const theme of themes.filter((t) => t.name === '@docusaurus/theme-classic')) customCss.push(...(strings(theme.options.customCss) ?? []));
  const themeDirs = themes.filter((t) => t.name !== '@docusaurus/theme-classic' && !BUILT_IN.has(t.name)).flatMap((t) => themeComponents(t.name, t.options, raw, siteDir, warn));
  if (presetBlog === undefined && !blogs.length) blogs.push({ id: DEFAULT_DOCS_PLUGIN_ID, options: {} });
  for (const options of [docs, ...blogs.map((b) => b.options), ...otherDocs.map((d) => d.options), pages]) if (options) for (const key of DOC_OPTIONS_NOT_RUN) if (notRun(options[key])) warn(`option "${key}" is not supported and is ignored; the generator renders Markdown and pages its own way.`);

  const theme = obj(raw.themeConfig);
  for (const key of Object.keys(theme)) {
    if (!['navbar', 'footer', 'announcementBar', 'colorMode', 'prism', 'image', 'metadata', 'mermaid'].includes(key)) {
      warn(`themeConfig.${key} is not supported and is ignored${key === 'algolia' ? '; the built-in search is used instead' : ''}.`);
    }
  }
  for (const key of ['scripts', 'clientModules', 'headTags']) if (Array.isArray(raw[key]) && raw[key].length) warn(`"${key}" is not supported: pages load only the generator's own scripts, and the site's stylesheets.`);
  for (const sheet of customCss.filter((c) => /\.less$/i.test(c))) warn(`custom CSS ${path.relative(siteDir, path.resolve(siteDir, sheet))} is Less, which is not compiled: it is not loaded (CSS, Sass and SCSS are).`);

  const title = str(raw.title) ?? '';
  const tagline = str(raw.tagline) ?? '';
  const i18n = obj(raw.i18n);
  const defaultLocale = str(i18n.defaultLocale) ?? 'en';
  const locales = strings(i18n.locales) ?? [defaultLocale];

  const docsInstances = [...(docs ? [{ id: docsId, options: docs }] : []), ...otherDocs].map(({ id, options }) => ({ id, options, fields: docsFields(options), sidebarPath: sidebarPathOf(options, siteDir) }));
  const blogInstances = blogs.map(({ id, options }) => ({ id, options, fields: blogFields(options, title, warn, version) }));
  const navbar = obj(theme.navbar);
  const hooks = obj(obj(raw.markdown).hooks);
  const repository = str(raw.organizationName) && str(raw.projectName) ? `https://github.com/${raw.organizationName}/${raw.projectName}` : undefined;

  const baseUrl = baseUrlOf(raw.baseUrl) ?? '/';
  const underBase = (url: string | undefined) => url && withoutBaseUrl(url, baseUrl);

  const config: SiteConfigInput = {
    title,
    tagline,
    url: siteUrl(raw.url) ?? '',
    baseUrl,
    favicon: underBase(str(raw.favicon)),
    socialCard: underBase(str(theme.image)),
    repository,
    i18n: { defaultLocale, locales, path: str(i18n.path) ?? 'i18n', localeConfigs: localeConfigs(obj(i18n.localeConfigs)) },
    navbar: {
      title: str(navbar.title) ?? '',
      logo: navbarLogo(obj(navbar.logo), title, baseUrl),
      hideOnScroll: navbar.hideOnScroll === true,
      items: navbarItems(Array.isArray(navbar.items) ? navbar.items : [], baseUrl, warn),
    },
    footer: footer(obj(theme.footer), baseUrl, warn),
    announcementBar: announcementBar(obj(theme.announcementBar)),
    colorMode: colorMode(obj(theme.colorMode)),
    metadata: metadata(theme.metadata),
    prism: prism(obj(theme.prism), warn),
    markdown: markdownOptions(raw, version, [docs, ...blogs.map((b) => b.options), pages], { docs: docsInstances, blogs: blogInstances, pages }),
    siteCode: siteCodeOptions(raw, version),
    staticDirectories: strings(raw.staticDirectories) ?? ['static'],
    onBrokenLinks: policy(raw.onBrokenLinks ?? 'throw'),
    onBrokenMarkdownLinks: policy(hooks.onBrokenMarkdownLinks ?? raw.onBrokenMarkdownLinks ?? 'warn'),
    docs: { enabled: docs !== false, ...docsFields(docs || {}) },
    blog: blogInstances[0]?.fields ?? { ...blogFields({}, title, warn, version), enabled: false },
    pages: { enabled: pages !== false, path: str((pages || {}).path) ?? 'src/pages', exclude: strings((pages || {}).exclude), id: str((pages || {}).id) },
    style: { look: 'infima', customCss: customCss.filter((c) => !/\.less$/i.test(c)), stylesheets: stylesheets(raw.stylesheets) },
    home: { title: title, description: tagline || title, showcase: false },
    head: major === 2 ? 'docusaurus2' : 'docusaurus',
    ...(bool(raw.trailingSlash) === undefined ? {} : { trailingSlash: bool(raw.trailingSlash) }),
  };
  return { config, docsInstances, docsId, blogInstances, warnings, redirects, unrunRoutes, pagesOptions: pages || undefined, themeDirs, docusaurusMajor: major, sitemapFiles: sitemapFiles(entries(raw.presets), entries(raw.plugins), raw.noIndex === true, presetCodeIn(siteDir)) };
}
