/**
 * Where a site keeps its content and how its pages link back to it, from the loaded config:
 * the docs, blog and pages folders (relative to the site folder), and "Edit this page" links.
 */
import path from 'node:path';
import type { DocsPlugin, LoadedConfig } from './config.ts';
import type { ContentLayout } from './content/index.ts';
import type { DocMeta, PostMeta } from './content/types.ts';

export function contentLayout(loaded: LoadedConfig): ContentLayout & { docsDir: string; blogDir: string; pagesDir: string } {
  const { config, siteDir, docusaurus } = loaded;
  // A section the config turns off is not read at all; only site/config.ts's docs are, to report docs it cannot build.
  const dir = (enabled: boolean, folder: string) => (enabled ? path.resolve(siteDir, folder) : path.join(siteDir, '\0disabled'));
  return {
    docsDir: dir(config.docs.enabled || !docusaurus, config.docs.path),
    // With the docs plugin off there are no versions; site/config.ts still reads the folder to report its docs.
    docsVersions: loaded.versions.length ? loaded.versions.map((v) => ({ ...v, include: pluginOf(loaded, v.pluginId).include, exclude: pluginOf(loaded, v.pluginId).exclude })) : undefined,
    blogDir: dir(config.blog.enabled, config.blog.path),
    pagesDir: dir(config.pages.enabled, config.pages.path),
    pagesExclude: config.pages.exclude,
    docsInclude: config.docs.include,
    docsExclude: config.docs.exclude,
    authorsFile: config.blog.authorsFile,
    tagsFile: config.blog.tagsFile,
    onInlineTags: config.blog.onInlineTags,
    onInlineAuthors: config.blog.onInlineAuthors,
    undatedPostsUseFileTime: docusaurus,
  };
}

const posix = (p: string) => p.split(path.sep).join('/');

/** The options of the docs plugin instance `id`. */
export function pluginOf(loaded: Pick<LoadedConfig, 'docsPlugins'>, id: string): DocsPlugin {
  const plugin = loaded.docsPlugins.find((p) => p.id === id);
  if (!plugin) throw new Error(`no docs plugin instance "${id}"`);
  return plugin;
}

/**
 * "Edit this page" of a doc or post: its instance's (or the blog's) `editUrl` and the file's path
 * from the site folder, joined as Docusaurus joins them; a function `editUrl` is called with
 * Docusaurus's arguments.
 */
export function editUrlOf(loaded: LoadedConfig): (meta: DocMeta | PostMeta, section: 'docs' | 'blog') => string | undefined {
  const { config, siteDir } = loaded;
  const layout = contentLayout(loaded);
  const dirOf = new Map(loaded.versions.map((v) => [`${v.pluginId}/${v.name}`, v.docsDir]));
  return (meta, section) => {
    const plugin = 'pluginId' in meta ? pluginOf(loaded, meta.pluginId) : undefined;
    const editUrl = plugin ? plugin.editUrl : config.blog.editUrl;
    if (typeof editUrl === 'function') {
      const common = { permalink: meta.permalink, locale: config.i18n.defaultLocale };
      if ('version' in meta) {
        const versionDocsDirPath = posix(path.relative(siteDir, dirOf.get(`${meta.pluginId}/${meta.version}`) ?? layout.docsDir));
        return editUrl({ ...common, version: meta.version, versionDocsDirPath, docPath: posix(meta.source.rel) });
      }
      return editUrl({ ...common, blogDirPath: posix(path.relative(siteDir, layout.blogDir)), blogPath: posix(meta.source.rel) });
    }
    // Docusaurus ignores editCurrentVersion for an editUrl function.
    const file = plugin?.editCurrentVersion ? path.join(path.resolve(siteDir, plugin.path), meta.source.rel) : meta.source.path;
    return editUrl && editUrl.replace(/\/?$/, '/') + posix(path.relative(siteDir, file));
  };
}
