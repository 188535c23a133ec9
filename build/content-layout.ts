/**
 * Where a site keeps its content and how its pages link back to it, from the loaded config:
 * the docs, blog and pages folders (relative to the site folder), and "Edit this page" links.
 */
import path from 'node:path';
import type { BlogPlugin } from './config-validate.ts';
import type { DocsPlugin, LoadedConfig } from './config.ts';
import type { BlogSection, ContentLayout } from './content/index.ts';
import { PARTIALS } from './content/files.ts';
import type { DocMeta, PostMeta } from './content/types.ts';
import { CURRENT_VERSION } from './docusaurus/versions.ts';
import { parseWith } from './docusaurus/parse-front-matter.ts';
import { BLOG_PLUGIN, DOCS_PLUGIN, PAGES_PLUGIN, pluginTranslations, versionFolder, type SiteLocale } from './i18n/locales.ts';

/** `locale`: the locale being built, whose translation folders replace files of the docs, blog and pages folders. */
export function contentLayout(loaded: LoadedConfig, locale?: Pick<SiteLocale, 'dir' | 'locale'>): ContentLayout & { docsDir: string; blogs: BlogSection[]; pagesDir: string } {
  const { config, siteDir, docusaurus } = loaded;
  // A section the config turns off is not read at all; only site/config.ts's docs are, to report docs it cannot build.
  const dir = (enabled: boolean, folder: string) => (enabled ? path.resolve(siteDir, folder) : path.join(siteDir, '\0disabled'));
  const translations = (plugin: string, id: string | undefined, ...sub: string[]) => locale && pluginTranslations(locale.dir, plugin, id, ...sub);
  // A Docusaurus site's globs are all it leaves out (docs-options.ts gives Docusaurus's default); site/config.ts's never take the `_` partials.
  const excluding = (globs: string[]) => (docusaurus ? globs : [...PARTIALS, ...globs]);
  return {
    docsDir: dir(config.docs.enabled || !docusaurus, config.docs.path),
    // With the docs plugin off there are no versions; site/config.ts still reads the folder to report its docs.
    docsVersions: loaded.versions.length
      ? loaded.versions.map((v) => ({ ...v, include: pluginOf(loaded, v.pluginId).include, exclude: excluding(pluginOf(loaded, v.pluginId).exclude), localizedDir: translations(DOCS_PLUGIN, v.pluginId, versionFolder(v.name)) }))
      : undefined,
    blogs: loaded.blogPlugins.map((blog) => ({
      pluginId: blog.id,
      dir: path.resolve(siteDir, (locale && blog.localePaths?.[locale.locale]) ?? blog.path),
      localizedDir: translations(BLOG_PLUGIN, blog.id),
      routeBase: blog.routeBasePath,
      include: blog.include,
      exclude: excluding(blog.exclude),
      authorsFile: blog.authorsFile,
      tagsFile: blog.tagsFile,
      onInlineTags: blog.onInlineTags,
      onInlineAuthors: blog.onInlineAuthors,
    })),
    pagesDir: dir(config.pages.enabled, config.pages.path),
    pagesExclude: config.pages.exclude && excluding(config.pages.exclude),
    pagesLocalizedDir: translations(PAGES_PLUGIN, config.pages.id),
    pagesRouteBase: config.pages.routeBasePath,
    otherPages: config.pages.enabled ? config.pages.others.map((p) => ({ dir: path.resolve(siteDir, p.path), exclude: p.exclude && excluding(p.exclude), localizedDir: translations(PAGES_PLUGIN, p.id), routeBase: p.routeBasePath })) : [],
    docsInclude: config.docs.include,
    docsExclude: excluding(config.docs.exclude),
    undatedPostsUseFileTime: docusaurus,
    // `markdown.mdx1`: the site is written for Docusaurus 2 (docusaurus/markdown-options.ts).
    readsUnlisted: !config.markdown.mdx1,
    reread: loaded.markdownFrontMatter && ((file) => parseWith(loaded.markdownFrontMatter!, file)),
  };
}

/** A folder of a content plugin, by the key `markdown.admonitions` uses (`docs:<id>`, `blog:<id>`, `pages`). */
export interface PluginDir {
  dir: string;
  plugin: string;
}

/** Each content plugin's folders (its versions' and translations' too), which its mdx-loader compiles (markdown/partial-admonitions.ts). */
export function contentPluginDirs(layout: ReturnType<typeof contentLayout>): PluginDir[] {
  const of = (plugin: string, ...dirs: (string | undefined)[]) => dirs.flatMap((dir) => (dir === undefined ? [] : [{ dir, plugin }]));
  return [
    ...(layout.docsVersions ?? []).flatMap((v) => of(`docs:${v.pluginId}`, v.docsDir, v.localizedDir)),
    ...layout.blogs.flatMap((b) => of(`blog:${b.pluginId}`, b.dir, b.localizedDir)),
    ...of('pages', layout.pagesDir, layout.pagesLocalizedDir),
    ...(layout.otherPages ?? []).flatMap((p) => of('pages', p.dir, p.localizedDir)),
  ];
}

const posix = (p: string) => p.split(path.sep).join('/');

const within = (file: string, dir: string | undefined) => dir !== undefined && !path.relative(dir, file).startsWith('..');

/** The options of the docs plugin instance `id`. */
export function pluginOf(loaded: Pick<LoadedConfig, 'docsPlugins'>, id: string): DocsPlugin {
  const plugin = loaded.docsPlugins.find((p) => p.id === id);
  if (!plugin) throw new Error(`no docs plugin instance "${id}"`);
  return plugin;
}

/** The options of the blog plugin instance `id`. */
export function blogPluginOf(loaded: Pick<LoadedConfig, 'blogPlugins'>, id: string): BlogPlugin {
  const plugin = loaded.blogPlugins.find((p) => p.id === id);
  if (!plugin) throw new Error(`no blog plugin instance "${id}"`);
  return plugin;
}

/** An absolute URL (`https:`, `mailto:`...) or a path from the site root. */
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/)/i;

/**
 * "Edit this page" of a doc or post in `locale` (the default locale's without): its instance's (or
 * the blog's) `editUrl` and the file's path from the site folder, joined as Docusaurus joins them;
 * a function `editUrl` is called with Docusaurus's arguments. A translated file's link names the
 * file it translates, or the translation itself with the instance's `editLocalizedFiles`.
 */
export function editUrlOf(loaded: LoadedConfig, locale?: Pick<SiteLocale, 'dir' | 'locale'>, warn: (message: string) => void = () => undefined): (meta: DocMeta | PostMeta) => string | undefined {
  const { config, siteDir } = loaded;
  const reported = new Set<string>();
  // What an editUrl function returns is the link's href. One that is not a URL (react-native's gives JSON that its own swizzled DocItem/Footer reads) would be a link into this site to no page: no link, one warning per instance.
  const asUrl = (url: unknown, kind: string, id: string, meta: DocMeta | PostMeta): string | undefined => {
    if (typeof url !== 'string' || !url || URL_LIKE.test(url)) return typeof url === 'string' && url ? url : undefined;
    if (!reported.has(`${kind}/${id}`)) {
      reported.add(`${kind}/${id}`);
      warn(`the editUrl function of the ${kind} plugin "${id}" gives "${url.length > 40 ? `${url.slice(0, 40)}…` : url}" for ${posix(path.relative(siteDir, meta.source.path))}, which is not a URL, so its pages show no "Edit this page" link (a swizzled DocItem/Footer that reads it is not used here). Return a URL (https://...).`);
    }
    return undefined;
  };
  const layout = contentLayout(loaded, locale);
  const versions = new Map((layout.docsVersions ?? []).map((v) => [`${v.pluginId}/${v.name}`, v]));
  const blogs = new Map(layout.blogs.map((b) => [b.pluginId, b]));
  return (meta) => {
    const plugin = 'version' in meta ? pluginOf(loaded, meta.pluginId) : undefined;
    const blog = 'version' in meta ? undefined : blogPluginOf(loaded, meta.pluginId);
    const blogSection = blogs.get(meta.pluginId);
    const editUrl = (plugin ?? blog)?.editUrl;
    const version = 'version' in meta ? versions.get(`${meta.pluginId}/${meta.version}`) : undefined;
    if (typeof editUrl === 'function') {
      const common = { permalink: meta.permalink, locale: locale?.locale ?? config.i18n.defaultLocale };
      if ('version' in meta) return asUrl(editUrl({ ...common, version: meta.version, versionDocsDirPath: posix(path.relative(siteDir, version?.docsDir ?? layout.docsDir)), docPath: posix(meta.source.rel) }), 'docs', meta.pluginId, meta);
      return asUrl(editUrl({ ...common, blogDirPath: posix(path.relative(siteDir, blogSection?.dir ?? siteDir)), blogPath: posix(meta.source.rel) }), 'blog', meta.pluginId, meta);
    }
    if (!editUrl) return undefined;
    const own = 'version' in meta ? { docsDir: layout.docsDir, ...version } : { docsDir: blogSection?.dir ?? siteDir, localizedDir: blogSection?.localizedDir };
    const translated = (plugin ?? blog)?.editLocalizedFiles && within(meta.source.path, own.localizedDir);
    // Docusaurus ignores editCurrentVersion for an editUrl function.
    const edited = version && plugin?.editCurrentVersion ? (versions.get(`${plugin.id}/${CURRENT_VERSION}`) ?? own) : own;
    const dir = (translated && edited.localizedDir) || edited.docsDir;
    return editUrl.replace(/\/?$/, '/') + posix(path.relative(siteDir, path.join(dir, meta.source.rel)));
  };
}
