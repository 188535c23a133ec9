/** Reads a content folder (docs/, blog/, pages/) into the content model. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID } from '../../shared/docs-plugin.ts';
import { byText } from '../../shared/text-order.ts';
import { forFile, type Reporter } from '../diagnostics.ts';
import { loadTags, postMeta, type BlogData } from './blog.ts';
import { loadAuthors, type InlinePolicy } from './blog-authors.ts';
import { checkCategoryFiles } from './category-files.ts';
import { docMeta } from './docs.ts';
import { readSection, type SourceCache, type SourceFile } from './files.ts';
import { displayPath } from './read-text.ts';
import { pageMeta, reactPages } from './pages.ts';
import { CURRENT_VERSION, type DocsVersion } from '../docusaurus/versions.ts';
import type { DocMeta, PageMeta, PostMeta, ReactPageMeta } from './types.ts';

export interface ContentModel {
  dir: string;
  docs: DocMeta[];
  /** Docs left out as drafts (`draft: true`): a sidebar item naming one is dropped, as Docusaurus's sidebars drop it, not an unknown id. */
  drafts: Pick<DocMeta, 'pluginId' | 'version' | 'id'>[];
  posts: PostMeta[];
  pages: PageMeta[];
  /** The site's own React pages (`src/pages/*.tsx`), rendered by the React pages stage. */
  reactPages: ReactPageMeta[];
  /** Each blog plugin instance's authors and tags, in the layout's order. */
  blogs: BlogData[];
}

/** One blog plugin instance's folder and how its posts are read. */
/** A pages folder: the pages plugin's `path`, `exclude`, translations folder and `routeBasePath`. */
export interface PagesSection {
  dir: string;
  exclude?: string[];
  localizedDir?: string;
  routeBase: string;
}

export interface BlogSection {
  pluginId: string;
  dir: string;
  /** Its translations in the locale being built: a file there replaces the blog folder's file of the same path. */
  localizedDir?: string;
  /** Every post's route starts with it (`blog.routeBasePath`). */
  routeBase: string;
  /** Globs of posts to read and to leave out, relative to the blog folder. */
  include?: string[];
  exclude?: string[];
  /** File names relative to the blog folder; '' for none. */
  authorsFile?: string;
  tagsFile?: string;
  onInlineTags?: InlinePolicy;
  onInlineAuthors?: InlinePolicy;
}

/** Where a site keeps its content and how it reads it; by default this project's own layout. */
export interface ContentLayout {
  docsDir?: string;
  /** The docs versions to read, each from its folder at its route base, with its instance's globs (else `docsInclude`/`docsExclude`) and its translations folder; by default the docs folder alone. */
  docsVersions?: (Pick<DocsVersion, 'pluginId' | 'name' | 'docsDir' | 'routeBase' | 'localizedDir'> & { include?: string[]; exclude?: string[] })[];
  /** The blog plugin instances to read; by default the blog folder alone. */
  blogs?: BlogSection[];
  pagesDir?: string;
  /** Where the pages folder's pages are served (the pages plugin's `routeBasePath`), "/" by default. */
  pagesRouteBase?: string;
  /** Further pages folders (pages plugin instances with an id of their own), each with its route base. */
  otherPages?: PagesSection[];
  /** Globs of pages to leave out, relative to the pages folder (the pages plugin's `exclude`). */
  pagesExclude?: string[];
  /** The pages' translations in the locale being built: a file there replaces the pages folder's file of the same path. */
  pagesLocalizedDir?: string;
  /** Globs of docs to read and to leave out, relative to the docs folder. */
  docsInclude?: string[];
  docsExclude?: string[];
  /** A post without a date takes its file's modification time (Docusaurus) instead of being an error. */
  undatedPostsUseFileTime?: boolean;
  /**
   * Whether front matter's `unlisted` leaves a doc or post out of lists (true without). Docusaurus
   * 3.0 added it; Docusaurus 2's docs and blog plugins do not know the key, so there such a doc or
   * post is listed like any other (devicescript's generated clients pages set it).
   */
  readsUnlisted?: boolean;
  /** What each doc, post and page becomes once read (a Docusaurus config's `markdown.parseFrontMatter`), or why it cannot be read so. */
  reread?: (file: SourceFile) => Promise<SourceFile | { message: string }>;
}

/** `bases` are the sections' route base paths (`docs.routeBasePath`, `blog.routeBasePath`). */
export async function loadContent(dir: string, bases: { docs: string; blog: string }, reporter: Reporter, cache?: SourceCache, layout: ContentLayout = {}): Promise<ContentModel> {
  const reread = async (files: SourceFile[]): Promise<SourceFile[]> => {
    if (!layout.reread) return files;
    const made = await Promise.all(files.map(layout.reread));
    return made.flatMap((file, i) => ('message' in file ? (reporter.error(files[i].display, 1, file.message), []) : [file]));
  };
  const docsDir = layout.docsDir ?? path.join(dir, 'docs');
  const include = layout.docsInclude ?? ['**/*.{md,mdx}'];
  const versions = layout.docsVersions ?? [{ pluginId: DEFAULT_DOCS_PLUGIN_ID, name: CURRENT_VERSION, docsDir, routeBase: bases.docs }];
  const listing = <T extends { unlisted: boolean } | undefined>(meta: T): T => (layout.readsUnlisted === false && meta?.unlisted ? { ...meta, unlisted: false } : meta);
  const docs: DocMeta[] = [];
  const drafts: ContentModel['drafts'] = [];
  for (const version of versions) {
    if (!existsSync(version.docsDir)) continue;
    checkCategoryFiles(version.docsDir, dir, reporter);
    const files = await reread(readSection(version.docsDir, reporter, version.include ?? include, cache, version.exclude ?? layout.docsExclude, dir, version.localizedDir));
    // Each version's tags.yml, its translation in the locale's build where there is one (hami's zh tutorials), as Docusaurus's docs plugin reads it.
    const tagsPath = dataFile(version.docsDir, version.localizedDir, 'tags.yml');
    const definedTags = (existsSync(tagsPath) && forFile(reporter, displayPath(tagsPath), 'reading this file', () => loadTags(tagsPath, reporter))) || new Map();
    for (const doc of files.flatMap((f) => forFile(reporter, f.display, 'reading this file', () => listing(docMeta(f, version.routeBase, reporter, version.name, version.pluginId, definedTags))) ?? [])) {
      if (doc.draft) drafts.push({ pluginId: doc.pluginId, version: doc.version, id: doc.id });
      else docs.push(doc);
    }
  }
  const sections = layout.blogs ?? [{ pluginId: DEFAULT_DOCS_PLUGIN_ID, dir: path.join(dir, 'blog'), routeBase: bases.blog }];
  const blogs = sections.map((section) => blogData(section, reporter, layout.undatedPostsUseFileTime ?? false));
  const posts: PostMeta[] = [];
  for (const [i, section] of sections.entries()) {
    if (!existsSync(section.dir)) continue;
    const files = await reread(readSection(section.dir, reporter, section.include ?? ['**/*.{md,mdx}'], cache, section.exclude, dir, section.localizedDir));
    posts.push(
      ...files
        .map((f) => forFile(reporter, f.display, 'reading this file', () => listing(postMeta(f, blogs[i], section.routeBase, reporter))))
        .filter((p): p is PostMeta => Boolean(p) && !p!.draft)
        .sort((a, b) => b.date.getTime() - a.date.getTime() || byText(a.permalink, b.permalink)),
    );
  }
  const pageSections: PagesSection[] = [{ dir: layout.pagesDir ?? path.join(dir, 'pages'), exclude: layout.pagesExclude, localizedDir: layout.pagesLocalizedDir, routeBase: layout.pagesRouteBase ?? '/' }, ...(layout.otherPages ?? [])];
  const pages: PageMeta[] = [];
  const react: ReactPageMeta[] = [];
  for (const section of pageSections.filter((s) => existsSync(s.dir))) {
    const pageFiles = await reread(readSection(section.dir, reporter, ['**/*.{md,mdx}'], cache, section.exclude, dir, section.localizedDir));
    pages.push(...pageFiles.flatMap((f) => forFile(reporter, f.display, 'reading this file', () => pageMeta(f, reporter, section.routeBase)) ?? []));
    react.push(...reactPages(section.dir, reporter, section.exclude, section.routeBase, dir));
  }
  if (!docs.length && !posts.length && !pages.length && !react.length && !reporter.diagnostics.some((d) => d.severity === 'error')) {
    reporter.error(
      displayPath(dir) || '.',
      undefined,
      'the content folder has no docs, blog posts or pages. Add Markdown files under docs/, blog/ or pages/.',
    );
  }
  return { dir, docs, drafts, posts, pages, reactPages: react, blogs };
}

/** A content folder's data file (authors.yml, tags.yml): the locale's translation of it in its place where there is one, as Docusaurus's getDataFilePath reads it. */
function dataFile(dir: string, localizedDir: string | undefined, name: string): string {
  const localized = localizedDir && path.resolve(localizedDir, name);
  return localized && existsSync(localized) ? localized : path.resolve(dir, name);
}

/** A blog instance's authors and tags files, read; a translated authors.yml or tags.yml is read in place of the blog folder's, as in Docusaurus. */
function blogData(section: BlogSection, reporter: Reporter, undatedPostsUseFileTime: boolean): BlogData {
  const blogFile = (name: string | undefined, fallback: string) => (name === '' ? undefined : dataFile(section.dir, section.localizedDir, name ?? fallback));
  const authorsPath = blogFile(section.authorsFile, 'authors.yml');
  const tagsPath = blogFile(section.tagsFile, 'tags.yml');
  return {
    pluginId: section.pluginId,
    authors: (authorsPath && forFile(reporter, displayPath(authorsPath), 'reading this file', () => loadAuthors(authorsPath, reporter))) || new Map(),
    tags: (tagsPath && forFile(reporter, displayPath(tagsPath), 'reading this file', () => loadTags(tagsPath, reporter))) || new Map(),
    authorsFile: authorsPath && existsSync(authorsPath) ? displayPath(authorsPath) : undefined,
    tagsFile: tagsPath && existsSync(tagsPath) ? displayPath(tagsPath) : undefined,
    onInlineTags: section.onInlineTags ?? 'throw',
    onInlineAuthors: section.onInlineAuthors ?? 'ignore',
    undatedPostsUseFileTime,
  };
}
