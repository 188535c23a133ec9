/**
 * The content of Docusaurus's own blog and docs plugins as a site's plugins read it in
 * `allContentLoaded({ allContent })` (devsecops-blog's home page lists the blog's latest posts from
 * `allContent['docusaurus-plugin-content-blog'].default.blogPosts`), made from this build's content of
 * one locale. Its shape is what their `loadContent` returns (@docusaurus/plugin-content-blog 3.10.2
 * index.js and blogUtils.js processBlogSourceFile, readingTime.js; plugin-content-docs 3.10.2
 * docs.js and versions), as far as sites' plugins read it: a post's `id`, `content` and `metadata`
 * (permalink, source, title, description, date, tags, readingTime, hasTruncateMarker, authors,
 * frontMatter, unlisted, prevItem and nextItem; Docusaurus 2's formattedDate), the blog's tags and
 * authors; each docs version's name, label, path, isLast and docs with their metadata. The docs'
 * sidebars are not here: this build resolves them after the Markdown is rendered.
 */
import path from 'node:path';
import type { BlogPlugin } from './config-validate.ts';
import type { LoadedConfig } from './config.ts';
import { docTitleFromSource, postTitleFromSource } from './content/doc-title.ts';
import type { ContentModel } from './content/index.ts';
import type { BlogData } from './content/blog.ts';
import type { Author, DocMeta, PostMeta, Tag } from './content/types.ts';
import { displayPath } from './content/read-text.ts';
import type { Diagnostic } from './diagnostics.ts';
import { BLOG_PLUGIN, DOCS_PLUGIN } from './docusaurus/unprovided-content.ts';
import { docusaurusExcerpt } from './markdown/docusaurus-excerpt.ts';
import { blogAuthorPath, blogTagPath, blogTagsPath, docTagPath, versionBase } from './routes/urls.ts';

/** By plugin name, then instance id, as `allContent` holds each plugin's content. */
export type OwnContent = Record<string, Record<string, unknown>>;

/**
 * The config of one locale with what the site's plugins' allContentLoaded give once its content is
 * loaded (docusaurus/all-content-loaded.ts): their routes and global data; and their warnings.
 */
export async function withPluginContent(loaded: LoadedConfig, content: ContentModel, locale: { locale: string; isDefault: boolean }): Promise<{ loaded: LoadedConfig; warnings: Diagnostic[] }> {
  const plugins = loaded.localPlugins;
  if (!plugins?.withContent) return { loaded, warnings: [] };
  const own = docusaurusContent(loaded, content, locale.locale);
  const { routes, globalData, warnings } = await plugins.withContent({ own, localized: locale.isDefault ? new Map() : localizedMetadata(loaded, content, own) });
  return {
    loaded: { ...loaded, localPlugins: { ...plugins, routes, globalData } },
    warnings: warnings.map(({ file, message }) => ({ severity: 'warning', file: file ? displayPath(file) : loaded.configFile, line: undefined, message })),
  };
}

/** The text Docusaurus counts and hands over as a post's `content`: the body without its opening title (parseMarkdownContentTitle with removeContentTitle). */
const withoutTitle = (body: string) => body.trim().replace(/^#[ \t]+[^ \t].*(?:\r?\n|$)|^.*\r?\n=+(?:\r?\n|$)/, '').trim();

/** readingTime.js: words as Intl.Segmenter finds them in the locale, 200 a minute, in minutes to two decimals. */
function readingTime(content: string, locale: string): number {
  let words = 0;
  for (const { isWordLike } of segmenter(locale).segment(content)) if (isWordLike) words += 1;
  return Math.round((words / 200) * 100) / 100;
}

/** A locale name Intl does not take (`en_US`) counts words as the runtime's default locale does, rather than stopping the build. */
function segmenter(locale: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    return new Intl.Segmenter(undefined, { granularity: 'word' });
  }
}

/** Docusaurus 2's `formattedDate`: the day in the locale's long form, in UTC. */
const formattedDate = (date: Date, locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export function docusaurusContent(loaded: LoadedConfig, content: ContentModel, locale: string): OwnContent {
  const base = loaded.config.baseUrl;
  const url = (route: string) => base + route.replace(/^\/+/, '');
  const source = (file: string) => `@site/${path.relative(loaded.siteDir, file).split(path.sep).join('/')}`;
  const own: OwnContent = {};
  for (const blog of loaded.blogPlugins) {
    const data = content.blogs.find((b) => b.pluginId === blog.id);
    const posts = content.posts.filter((p) => p.pluginId === blog.id);
    (own[BLOG_PLUGIN] ??= {})[blog.id] = blogContent(blog, posts, data, { url, source, locale, major: loaded.docusaurusMajor });
  }
  for (const plugin of loaded.docsPlugins) {
    const versions = loaded.versions.filter((v) => v.pluginId === plugin.id);
    const loadedVersions = versions.map((version) => ({
      versionName: version.name,
      label: version.label,
      path: url(versionBase(version) || '/'),
      tagsPath: url(`${versionBase(version)}/tags`),
      isLast: version.isLast,
      banner: version.banner === 'none' ? null : version.banner,
      badge: version.badge,
      noIndex: version.noIndex,
      contentPath: version.docsDir,
      docs: content.docs.filter((d) => d.pluginId === plugin.id && d.version === version.name).map((doc) => docMetadata(doc, version, url, source)),
      drafts: [],
    }));
    (own[DOCS_PLUGIN] ??= {})[plugin.id] = { loadedVersions };
  }
  return own;
}

/**
 * The posts' metadata in a locale not the default, as JSON gives it (a date a string), by the file of
 * the default locale that names each post there: its own for one not translated, else its alias (the
 * other file is never a module's).
 */
function localizedMetadata(loaded: LoadedConfig, content: ContentModel, own: OwnContent): Map<string, unknown> {
  const metadata = new Map<string, unknown>();
  for (const blog of loaded.blogPlugins) {
    const posts = content.posts.filter((p) => p.pluginId === blog.id);
    const made = (own[BLOG_PLUGIN]?.[blog.id] as { blogPosts: { metadata: unknown }[] } | undefined)?.blogPosts ?? [];
    for (const [i, meta] of posts.entries()) for (const file of [meta.source.path, meta.source.alias]) if (file && made[i]) metadata.set(file, JSON.parse(JSON.stringify(made[i].metadata)));
  }
  return metadata;
}

interface Made {
  url: (route: string) => string;
  source: (file: string) => string;
  locale: string;
  major?: number;
}

function blogContent(blog: BlogPlugin, posts: PostMeta[], data: Pick<BlogData, 'authors' | 'tags'> | undefined, made: Made) {
  const { url } = made;
  const author = (a: Author) => ({ ...(a.key !== undefined && { key: a.key }), name: a.name, title: a.title, url: a.url, email: a.email, imageURL: a.imageUrl, socials: a.socials, page: a.page ? { permalink: url(blogAuthorPath(blog, a.pageSlug ?? a.key ?? '')) } : null });
  const tag = (t: Tag) => ({ label: t.label, permalink: url(blogTagPath(blog, t.permalink)), inline: !data?.tags.has(t.key), ...(t.description !== undefined && { description: t.description }) });
  const blogPosts = posts.map((meta) => {
    const fm = meta.source.frontMatter;
    const content = withoutTitle(meta.source.body);
    return {
      id: meta.slug,
      metadata: {
        permalink: url(meta.permalink),
        source: made.source(meta.source.path),
        title: postTitleFromSource(meta),
        description: meta.description ?? docusaurusExcerpt(content, made.major === 2 ? 2 : 3) ?? '',
        date: meta.date,
        ...(made.major === 2 && { formattedDate: formattedDate(meta.date, made.locale) }),
        tags: meta.tags.map(tag),
        readingTime: blog.showReadingTime ? readingTime(content, made.locale) : undefined,
        hasTruncateMarker: /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/.test(content),
        authors: meta.authors.map(author),
        frontMatter: fm,
        unlisted: meta.unlisted,
      } as Record<string, unknown>,
      content,
    };
  });
  // loadContent's prevItem and nextItem: the listed posts' neighbours, newest first.
  const listed = blogPosts.filter((p) => !p.metadata.unlisted);
  listed.forEach((post, i) => {
    const link = (p?: (typeof listed)[number]) => p && { title: p.metadata.title, permalink: p.metadata.permalink };
    if (i > 0) post.metadata.prevItem = link(listed[i - 1]);
    if (i < listed.length - 1) post.metadata.nextItem = link(listed[i + 1]);
  });
  const blogTags: Record<string, unknown> = {};
  for (const [i, meta] of posts.entries()) {
    for (const t of blogPosts[i].metadata.tags as ReturnType<typeof tag>[]) {
      const entry = (blogTags[t.permalink] ??= { ...t, items: [], unlisted: false }) as { items: string[] };
      entry.items.push(meta.slug);
    }
  }
  return {
    blogTitle: blog.title,
    blogDescription: blog.description,
    blogSidebarTitle: blog.sidebarTitle,
    blogPosts,
    blogTags,
    blogTagsListPath: url(blogTagsPath(blog)),
    authorsMap: Object.fromEntries([...(data?.authors.entries() ?? [])].map(([key, a]) => [key, author(a)])),
  };
}

function docMetadata(doc: DocMeta, version: LoadedConfig['versions'][number], url: (route: string) => string, source: (file: string) => string) {
  const fm = doc.source.frontMatter;
  const rel = doc.source.rel.split(path.sep).join('/');
  return {
    id: doc.id,
    title: docTitleFromSource(doc),
    description: doc.description ?? docusaurusExcerpt(withoutTitle(doc.source.body)) ?? '',
    source: source(doc.source.path),
    sourceDirName: path.posix.dirname(rel),
    slug: doc.permalink.slice(versionBase(version).length) || '/',
    permalink: url(doc.permalink),
    draft: doc.draft,
    unlisted: doc.unlisted,
    tags: doc.tags.map((label) => ({ label, permalink: url(docTagPath(version, label)), inline: true })),
    version: version.name,
    sidebarPosition: doc.sidebarPosition,
    frontMatter: fm,
  };
}
