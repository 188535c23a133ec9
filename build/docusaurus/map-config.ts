/**
 * A loaded `docusaurus.config.*` as this generator's site config: the classic preset's (or the
 * content plugins') docs, blog and pages options, `themeConfig`, and the top-level fields. What
 * has no equivalent here is one warning each, naming it and saying what the build does instead.
 */
import path from 'node:path';
import type { SiteConfigInput } from '../../site/config-types.ts';
import { blogFields, type BlogFields } from './blog-options.ts';
import { docsFields, sidebarPathOf, type DocsFields } from './docs-options.ts';
import { markdownOptions } from './markdown-options.ts';
import { siteCodeOptions } from './site-code-options.ts';
import { localeConfigs } from './locale-configs.ts';
import { before, docusaurusVersion } from './docusaurus-major.ts';

/** theme-classic's BlogListPaginator before 3.5 (2.4.3, 3.0.1 to 3.4.0; 3.5.2 writes "Newer entries"). */
const PAGINATOR_BEFORE_3_5 = { 'theme.blog.paginator.newerEntries': 'Newer Entries', 'theme.blog.paginator.olderEntries': 'Older Entries' };
import { announcementBar, colorMode, docsSidebar, footer, metadata, navbarItems, navbarLogo, prism, tableOfContents } from './theme-config.ts';
import { obj, str, bool, strings, policy, siteUrl, baseUrlOf, withoutBaseUrl, type Raw } from './option-values.ts';
import type { UnrunPluginRoutes } from './plugin-routes.ts';
import { configPlugins, type LiveCodeSettings, entries } from './config-plugins.ts';
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
  /** Docusaurus orders its routes after the site's pages' (config-plugins.ts). */
  afterPages?: boolean;
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
  liveCode?: LiveCodeSettings; // Live code blocks, when the site lists their theme (markdown/live-code.ts).
  /** The major version of the site's `@docusaurus/core` (installed, else the range its package.json asks for). */
  docusaurusMajor: number | undefined;
  /** Whether the site's Docusaurus passes a link its output's files answer (link-targets.ts): before 3.1, as 2.x did. */
  linkCheckReadsFiles: boolean;
  /** The sitemaps Docusaurus writes (sitemap-files.ts). */
  sitemapFiles: string[];
}

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
  // The site's Docusaurus (installed, else its package.json's range), read once: the options below and the docs versions (config.ts) take the version from here.
  const version = docusaurusVersion(siteDir);
  const major = version?.[0];
  const { docs, docsId, otherDocs, blogs, pages, otherPages, redirects, unrunRoutes, customCss, themeDirs, liveCode } = configPlugins(raw, siteDir, warn);
  const theme = obj(raw.themeConfig);
  for (const key of Object.keys(theme)) {
    if (!['navbar', 'footer', 'announcementBar', 'colorMode', 'prism', 'image', 'metadata', 'mermaid', 'docs', 'tableOfContents', 'hideableSidebar', 'autoCollapseSidebarCategories', ...(liveCode ? ['liveCodeBlock'] : [])].includes(key)) {
      warn(`themeConfig.${key} is not supported and is ignored${key === 'algolia' ? '; the built-in search is used instead' : ''}.`);
    }
  }
  if (Array.isArray(raw.clientModules) && raw.clientModules.length) warn(`"clientModules" is not supported: pages load only the generator's own scripts, and the site's stylesheets.`);
  for (const sheet of customCss.filter((c) => /\.less$/i.test(c))) warn(`custom CSS ${path.relative(siteDir, path.resolve(siteDir, sheet))} is Less, which is not compiled: it is not loaded (CSS, Sass and SCSS are).`);

  const title = str(raw.title) ?? '';
  const tagline = str(raw.tagline) ?? '';
  const i18n = obj(raw.i18n);
  const defaultLocale = str(i18n.defaultLocale) ?? 'en';
  const locales = strings(i18n.locales) ?? [defaultLocale];

  const docsInstances = [...(docs ? [{ id: docsId, options: docs }] : []), ...otherDocs].map(({ id, options }) => ({ id, options, fields: docsFields(options), sidebarPath: sidebarPathOf(options, siteDir) }));
  const blogInstances = blogs.map(({ id, options, afterPages }) => ({ id, options, fields: blogFields(options, title, warn, version), ...(afterPages && { afterPages }) }));
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
    docsSidebar: docsSidebar(theme, warn, version !== undefined && !before(version, 2, 1)),
    footer: footer(obj(theme.footer), baseUrl, warn),
    announcementBar: announcementBar(obj(theme.announcementBar)),
    colorMode: colorMode(obj(theme.colorMode)),
    metadata: metadata(theme.metadata),
    tableOfContents: tableOfContents(obj(theme.tableOfContents)),
    prism: prism(obj(theme.prism), warn),
    markdown: markdownOptions(raw, version, [docs, ...blogs.map((b) => b.options), pages], { docs: docsInstances, blogs: blogInstances, pages }),
    siteCode: siteCodeOptions(raw, version),
    staticDirectories: strings(raw.staticDirectories) ?? ['static'],
    onBrokenLinks: policy(raw.onBrokenLinks ?? 'throw'),
    onBrokenMarkdownLinks: policy(hooks.onBrokenMarkdownLinks ?? raw.onBrokenMarkdownLinks ?? 'warn'),
    onBrokenAnchors: version && before(version, 3, 1) ? 'ignore' : policy(raw.onBrokenAnchors ?? 'warn'), // Docusaurus checks anchors from 3.1 (core's brokenLinks.js); 2.x and 3.0 have no check, no option
    docs: { enabled: docs !== false, ...docsFields(docs || {}) },
    blog: blogInstances[0]?.fields ?? { ...blogFields({}, title, warn, version), enabled: false },
    pages: { enabled: pages !== false, ...pagesFields(pages || {}), others: otherPages.map((p) => pagesFields(p.options)) },
    style: { look: 'infima', customCss: customCss.filter((c) => !/\.less$/i.test(c)), stylesheets: stylesheets(raw.stylesheets) },
    home: { title: title, description: tagline || title, showcase: false },
    head: major === 2 ? 'docusaurus2' : 'docusaurus',
    ...(version && before(version, 3, 8) && { repeatsSiteTitle: true }),
    ...(version && before(version, 3, 5) && { themeStrings: PAGINATOR_BEFORE_3_5 }),
    ...(version && before(version, 3, 10) && { inlineCardHeading: true }),
    ...(str(raw.titleDelimiter) !== undefined && { titleDelimiter: str(raw.titleDelimiter) }),
    ...(bool(raw.trailingSlash) === undefined ? {} : { trailingSlash: bool(raw.trailingSlash) }),
  };
  return { config, docsInstances, docsId, blogInstances, warnings, redirects, unrunRoutes, pagesOptions: pages || undefined, themeDirs, liveCode, docusaurusMajor: major, linkCheckReadsFiles: version !== undefined && before(version, 3, 1), sitemapFiles: sitemapFiles(entries(raw.presets), entries(raw.plugins), raw.noIndex === true, presetCodeIn(siteDir)) };
}

/** A pages instance's folder, exclusions, id and route base, with the pages plugin's defaults. */
function pagesFields(options: Raw) {
  return { path: str(options.path) ?? 'src/pages', exclude: strings(options.exclude), id: str(options.id), routeBasePath: str(options.routeBasePath) ?? '/' };
}
