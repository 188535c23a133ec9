/**
 * Where a site keeps its content and how its pages link back to it, from the loaded config:
 * the docs, blog and pages folders (relative to the site folder), and "Edit this page" links.
 */
import path from 'node:path';
import type { LoadedConfig } from './config.ts';
import type { ContentLayout } from './content/index.ts';
import type { DocMeta } from './content/types.ts';

export function contentLayout(loaded: LoadedConfig): ContentLayout & { docsDir: string; blogDir: string; pagesDir: string } {
  const { config, siteDir, docusaurus } = loaded;
  // A section Docusaurus's config turns off is not read at all; site/config.ts reports docs it cannot build.
  const dir = (enabled: boolean, folder: string) => (enabled || !docusaurus ? path.resolve(siteDir, folder) : path.join(siteDir, '\0disabled'));
  return {
    docsDir: dir(config.docs.enabled, config.docs.path),
    // With the docs plugin off there are no versions; site/config.ts still reads the folder to report its docs.
    docsVersions: loaded.versions.length ? loaded.versions : undefined,
    blogDir: dir(config.blog.enabled, config.blog.path),
    pagesDir: dir(config.pages.enabled, config.pages.path),
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

/** A doc's "Edit this page" link: the config's `editUrl` and the file's path from the edit root, joined as Docusaurus joins them. */
export function editUrlOf(loaded: LoadedConfig): (doc: DocMeta) => string | undefined {
  const { editUrl } = loaded.config.docs;
  const dirOf = new Map(loaded.versions.map((v) => [v.name, v.docsDir]));
  return (doc) => {
    if (typeof editUrl === 'function') {
      const versionDocsDirPath = posix(path.relative(loaded.editRoot, dirOf.get(doc.version)!));
      return editUrl({ version: doc.version, versionDocsDirPath, docPath: posix(doc.source.rel), permalink: doc.permalink, locale: loaded.config.i18n.defaultLocale });
    }
    // Docusaurus ignores editCurrentVersion for an editUrl function.
    const file = loaded.config.docs.editCurrentVersion ? path.join(path.resolve(loaded.siteDir, loaded.config.docs.path), doc.source.rel) : doc.source.path;
    return editUrl && editUrl.replace(/\/?$/, '/') + posix(path.relative(loaded.editRoot, file));
  };
}
