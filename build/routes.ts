/**
 * The content model, rendered, to the list of routes: each with its output file, the props of
 * its screen and its head metadata. No I/O happens here.
 */
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { SiteConfig } from '../site/config-types.ts';
import type { AuthorView, Head, PageLink, PageProps, PostSummary, RecentPosts, Screen, SidebarEntry, TagView, TocItem } from '../site/types.ts';
import type { Author, DocMeta, PageMeta, PostMeta, Tag } from './content/types.ts';
import type { LastUpdate } from './git-history.ts';
import type { Heading, RenderedMarkdown } from './markdown/index.ts';
import { flatten, type ResolvedSidebars, type SidebarNode } from './sidebars.ts';

export interface Rendered<M> {
  meta: M;
  md: RenderedMarkdown;
  title: string;
}

export interface Route {
  path: string;
  /** Output file relative to the output folder. */
  file: string;
  /** The Markdown file the route comes from, if any. */
  source?: string;
  props: Omit<PageProps, 'site'>;
}

export interface RouteInput {
  config: SiteConfig;
  docs: Rendered<DocMeta>[];
  posts: Rendered<PostMeta>[];
  pages: Rendered<PageMeta>[];
  sidebars: ResolvedSidebars;
  /** Last git update of each source file, by absolute path. */
  lastUpdates: Map<string, LastUpdate>;
  /** The project root, for "Edit this page" paths. */
  root: string;
}

/** Reading speed used for "N min read", the same as Docusaurus's default. */
const WORDS_PER_MINUTE = 200;
const DESCRIPTION_LENGTH = 160;

export function outputFile(path: string): string {
  if (path === '/404') return '404.html';
  const folder = path.replace(/^\/+|\/+$/g, '');
  return folder ? `${folder}/index.html` : 'index.html';
}

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function summarize(text: string | undefined, fallback: string): string {
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[,;:.\s]+$/, '') + '…';
}

/** h2–h3 (or the doc's own levels) as a nested table of contents. */
export function buildToc(headings: Heading[], min = 2, max = 3): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const h of headings.filter((h) => h.depth >= min && h.depth <= max)) {
    const item: TocItem = { id: h.id, text: h.text, depth: h.depth, children: [] };
    while (stack.length && stack.at(-1)!.depth >= h.depth) stack.pop();
    (stack.at(-1)?.children ?? root).push(item);
    stack.push(item);
  }
  return root;
}

type Category = Extract<SidebarNode, { type: 'category' }>;

/** The categories leading to each page of a sidebar, found in one walk rather than one per page. */
function trails(nodes: SidebarNode[], above: Category[] = [], into = new Map<string, Category[]>()): Map<string, Category[]> {
  for (const node of nodes) {
    if (node.type === 'link') {
      if (!into.has(node.href)) into.set(node.href, above);
      continue;
    }
    // A category's own page opens it but is not its own breadcrumb.
    if (node.link && !into.has(node.link)) into.set(node.link, above);
    trails(node.items, [...above, node], into);
  }
  return into;
}

/**
 * The sidebar as one page shows it: the active branch and expanded categories in full,
 * collapsed ones as a link to their first page, so a page's size does not grow with the site.
 */
export function sidebarForPage(nodes: SidebarNode[], active: string, open: ReadonlySet<SidebarNode> = new Set(trails(nodes).get(active))): SidebarEntry[] {
  return nodes.map((n) => {
    if (n.type === 'link') return { type: 'link', label: n.label, href: n.href };
    if (n.collapsed && n.link !== active && !open.has(n)) return { type: 'category', label: n.label, collapsed: true, href: n.link ?? n.href, items: [] };
    return { type: 'category', label: n.label, collapsed: false, href: n.link, items: sidebarForPage(n.items, active, open) };
  });
}

function title(config: SiteConfig, pageTitle: string): string {
  return pageTitle === config.title ? pageTitle : `${pageTitle} | ${config.title}`;
}

function head(config: SiteConfig, path: string, pageTitle: string, description: string, extra: Partial<Head> = {}): Head {
  return { title: title(config, pageTitle), description, path, ogType: 'website', image: config.baseUrl + config.socialCard, ...extra };
}

function docRoutes(input: RouteInput): Route[] {
  const { config, docs, sidebars } = input;
  const docsHome = `/${config.docs.routeBasePath}/`;
  // Each sidebar's reading order, computed once: per doc it would make large sites quadratic.
  const order = new Map([...sidebars.sidebars].map(([id, nodes]) => {
    const links = flatten(nodes);
    return [id, { links, index: new Map(links.map((l, i) => [l.href, i])), trails: trails(nodes) }];
  }));
  return docs.map(({ meta, md, title: docTitle }) => {
    const sidebarId = input.sidebars.sidebarOfDoc.get(meta.id);
    const nodes = sidebarId ? sidebars.sidebars.get(sidebarId)! : undefined;
    const links = sidebarId ? order.get(sidebarId)!.links : [];
    const at = sidebarId ? (order.get(sidebarId)!.index.get(meta.permalink) ?? -1) : -1;
    const neighbour = (i: number): PageLink | undefined => (i >= 0 && i < links.length ? { title: links[i].label, href: links[i].href } : undefined);
    const fm = meta.source.frontMatter;
    const byId = (id: unknown) => {
      const doc = typeof id === 'string' ? docs.find((d) => d.meta.id === id) : undefined;
      return doc ? { title: doc.title, href: doc.meta.permalink } : undefined;
    };
    const crumbs: PageLink[] = [{ title: 'Docs', href: docsHome }];
    const categories = (sidebarId && order.get(sidebarId)!.trails.get(meta.permalink)) || [];
    for (const node of categories) crumbs.push({ title: node.label, href: node.href ?? docsHome });
    if (meta.permalink !== docsHome) crumbs.push({ title: docTitle, href: meta.permalink });
    const description = summarize(meta.description ?? md.firstParagraph, config.tagline);
    const update = config.docs.showLastUpdate ? input.lastUpdates.get(meta.source.path) : undefined;
    const customEdit = typeof fm.custom_edit_url === 'string' ? fm.custom_edit_url : fm.custom_edit_url === null ? null : undefined;
    const editPath = path.relative(input.root, meta.source.path).split(path.sep).join('/');
    const editUrl = customEdit === null ? undefined : (customEdit ?? (config.docs.editUrl ? config.docs.editUrl + editPath : undefined));
    const screen: Screen = {
      kind: 'doc',
      editUrl,
      lastUpdated: update ? { date: update.date.toISOString(), author: update.author } : undefined,
      tags: meta.tags.map((label) => ({ label, permalink: docTagPath(config, label) })),
      title: docTitle,
      hideTitle: meta.hideTitle,
      html: md.html,
      toc: meta.hideTableOfContents ? [] : buildToc(md.headings, meta.tocMin, meta.tocMax),
      sidebar: nodes ? sidebarForPage(nodes, meta.permalink, new Set(categories)) : undefined,
      breadcrumbs: crumbs,
      previous: fm.pagination_prev === null ? undefined : (byId(fm.pagination_prev) ?? (at >= 0 ? neighbour(at - 1) : undefined)),
      next: fm.pagination_next === null ? undefined : (byId(fm.pagination_next) ?? (at >= 0 ? neighbour(at + 1) : undefined)),
    };
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.title, item: new URL(c.href, config.url).href })),
    };
    const image = typeof fm.image === 'string' ? fm.image : undefined;
    return {
      path: meta.permalink,
      file: outputFile(meta.permalink),
      source: meta.source.display,
      props: {
        head: head(config, meta.permalink, docTitle, description, { jsonLd, noindex: meta.unlisted, keywords: meta.keywords, ...(image ? { image } : {}) }),
        screen,
        sidebarId,
      },
    };
  });
}

function docTagPath(config: SiteConfig, label: string): string {
  return `/${config.docs.routeBasePath}/tags/${new GithubSlugger().slug(label)}`;
}

/** `/docs/tags` and one page per tag, when docs have `tags` front matter (as Docusaurus does). */
function docTagRoutes(input: RouteInput): Route[] {
  const { config } = input;
  const byTag = new Map<string, Rendered<DocMeta>[]>();
  for (const doc of input.docs) if (!doc.meta.unlisted) for (const label of doc.meta.tags) byTag.set(label, [...(byTag.get(label) ?? []), doc]);
  if (!byTag.size) return [];
  const base = `/${config.docs.routeBasePath}/tags`;
  const tags = [...byTag].sort(([a], [b]) => a.localeCompare(b)).map(([label, docs]) => ({ label, permalink: docTagPath(config, label), count: docs.length }));
  return [
    { path: base, file: outputFile(base), props: { head: head(config, base, 'Tags', 'Every tag of the documentation.'), screen: { kind: 'docTags', tags } } },
    ...tags.map((tag) => ({
      path: tag.permalink,
      file: outputFile(tag.permalink),
      props: {
        head: head(config, tag.permalink, `${tag.count} ${tag.count === 1 ? 'doc' : 'docs'} tagged with "${tag.label}"`, `Docs tagged with ${tag.label}.`),
        screen: {
          kind: 'docTag' as const,
          tag,
          docs: byTag.get(tag.label)!.map((d) => ({ title: d.title, href: d.meta.permalink, description: summarize(d.meta.description ?? d.md.firstParagraph, '') })),
        },
      },
    })),
  ];
}

function authorView(author: Author): AuthorView {
  const socialBase: Record<string, string> = { github: 'https://github.com/', linkedin: 'https://www.linkedin.com/in/', x: 'https://x.com/', twitter: 'https://x.com/' };
  const names: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn', x: 'X', twitter: 'X' };
  return {
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    imageUrl: author.imageUrl,
    permalink: author.key && author.page ? `/blog/authors/${author.key}` : undefined,
    socials: Object.entries(author.socials).map(([name, handle]) => ({
      name: names[name] ?? name,
      url: /^https?:/.test(handle) ? handle : (socialBase[name] ?? '') + handle,
    })),
  };
}

function tagView(tag: Tag, count?: number): TagView {
  return { label: tag.label, permalink: `/blog/tags/${tag.permalink}`, description: tag.description, count };
}

function blogRoutes(input: RouteInput): Route[] {
  const { config } = input;
  const blog = config.blog;
  const listed = input.posts.filter((p) => !p.meta.unlisted);
  const summary = (p: Rendered<PostMeta>, full: boolean): PostSummary => ({
    title: p.title,
    permalink: p.meta.permalink,
    date: p.meta.date.toISOString(),
    readingMinutes: readingMinutes(p.md.text),
    authors: p.meta.authors.map(authorView),
    tags: p.meta.tags.map((t) => tagView(t)),
    html: full || !p.md.excerptHtml ? p.md.html : p.md.excerptHtml,
    truncated: !full && Boolean(p.md.excerptHtml),
  });
  const recentYears = new Map<string, PageLink[]>();
  for (const p of listed.slice(0, blog.sidebarCount)) {
    const year = String(p.meta.date.getUTCFullYear());
    recentYears.set(year, [...(recentYears.get(year) ?? []), { title: p.title, href: p.meta.permalink }]);
  }
  const recent: RecentPosts = { title: blog.sidebarTitle, years: [...recentYears].map(([year, posts]) => ({ year, posts })) };
  const routes: Route[] = [];
  const pages = Math.max(1, Math.ceil(listed.length / blog.postsPerPage));
  const listPath = (n: number) => (n === 1 ? '/blog' : `/blog/page/${n}`);
  for (let n = 1; n <= pages; n++) {
    const path = listPath(n);
    routes.push({
      path,
      file: outputFile(path),
      props: {
        head: head(config, path, blog.title, blog.description),
        screen: {
          kind: 'blogList',
          title: blog.title,
          description: blog.description,
          posts: listed.slice((n - 1) * blog.postsPerPage, n * blog.postsPerPage).map((p) => summary(p, false)),
          page: n,
          pages,
          newer: n > 1 ? listPath(n - 1) : undefined,
          older: n < pages ? listPath(n + 1) : undefined,
          recent,
        },
      },
    });
  }
  input.posts.forEach((p) => {
    const i = listed.indexOf(p);
    const link = (q?: Rendered<PostMeta>) => (q ? { title: q.title, href: q.meta.permalink } : undefined);
    const fmImage = p.meta.source.frontMatter.image;
    const published = p.meta.date.toISOString();
    const description = summarize(p.meta.description ?? p.md.firstParagraph, blog.description);
    routes.push({
      path: p.meta.permalink,
      file: outputFile(p.meta.permalink),
      source: p.meta.source.display,
      props: {
        head: head(config, p.meta.permalink, p.title, description, {
          ogType: 'article',
          publishedTime: published,
          noindex: p.meta.unlisted,
          ...(typeof fmImage === 'string' ? { image: fmImage } : {}),
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: p.title,
            description,
            datePublished: published,
            url: new URL(p.meta.permalink, config.url).href,
            image: new URL(typeof fmImage === 'string' ? fmImage : config.baseUrl + config.socialCard, config.url).href,
            author: p.meta.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
            keywords: p.meta.tags.map((t) => t.label),
          },
        }),
        screen: {
          kind: 'blogPost',
          post: summary(p, true),
          toc: p.meta.hideTableOfContents ? [] : buildToc(p.md.headings),
          recent,
          newer: i > 0 ? link(listed[i - 1]) : undefined,
          older: i >= 0 ? link(listed[i + 1]) : undefined,
        },
      },
    });
  });
  const years = new Map<string, { title: string; permalink: string; date: string }[]>();
  for (const p of listed) {
    const year = String(p.meta.date.getUTCFullYear());
    years.set(year, [...(years.get(year) ?? []), { title: p.title, permalink: p.meta.permalink, date: p.meta.date.toISOString() }]);
  }
  routes.push({
    path: '/blog/archive',
    file: outputFile('/blog/archive'),
    props: { head: head(config, '/blog/archive', 'Archive', `Every post of the ${blog.title}, by year.`), screen: { kind: 'blogArchive', years: [...years].map(([year, posts]) => ({ year, posts })) } },
  });

  const authors = new Map<string, { author: Author; posts: Rendered<PostMeta>[] }>();
  for (const p of listed) for (const a of p.meta.authors) if (a.key) authors.set(a.key, { author: a, posts: [...(authors.get(a.key)?.posts ?? []), p] });
  if ([...authors.values()].some(({ author }) => author.page)) {
    routes.push({
      path: '/blog/authors',
      file: outputFile('/blog/authors'),
      props: {
        head: head(config, '/blog/authors', 'Authors', `The people who write the ${blog.title}.`),
        screen: { kind: 'blogAuthors', authors: [...authors.values()].map(({ author, posts }) => ({ ...authorView(author), count: posts.length })), recent },
      },
    });
  }
  for (const { author, posts } of authors.values()) {
    const view = authorView(author);
    if (!view.permalink) continue;
    routes.push({
      path: view.permalink,
      file: outputFile(view.permalink),
      props: {
        head: head(config, view.permalink, author.name, summarize(`Posts by ${author.name}${author.title ? `, ${author.title}` : ''}.`, '')),
        screen: { kind: 'blogAuthor', author: view, posts: posts.map((p) => summary(p, false)), recent },
      },
    });
  }

  const tags = new Map<string, { tag: Tag; posts: Rendered<PostMeta>[] }>();
  for (const p of listed) for (const t of p.meta.tags) tags.set(t.permalink, { tag: t, posts: [...(tags.get(t.permalink)?.posts ?? []), p] });
  if (tags.size) {
    const sorted = [...tags.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
    routes.push({
      path: '/blog/tags',
      file: outputFile('/blog/tags'),
      props: { head: head(config, '/blog/tags', 'Tags', `Topics of the ${blog.title}.`), screen: { kind: 'blogTags', tags: sorted.map(({ tag, posts }) => tagView(tag, posts.length)), recent } },
    });
    for (const { tag, posts } of sorted) {
      const view = tagView(tag, posts.length);
      routes.push({
        path: view.permalink,
        file: outputFile(view.permalink),
        props: {
          head: head(config, view.permalink, `${posts.length} ${posts.length === 1 ? 'post' : 'posts'} tagged with "${tag.label}"`, tag.description ?? `Posts tagged with ${tag.label}.`),
          screen: { kind: 'blogTag', tag: view, posts: posts.map((p) => summary(p, false)), recent },
        },
      });
    }
  }
  return routes;
}

/** Every route of the site, in a stable order; duplicates are left for the checks to report. */
export function buildRoutes(input: RouteInput): Route[] {
  const { config } = input;
  const routes: Route[] = [
    { path: '/', file: 'index.html', props: { head: head(config, '/', config.home.title, config.home.description), screen: { kind: 'home' } } },
    ...docRoutes(input),
    ...docTagRoutes(input),
    ...(input.posts.length ? blogRoutes(input) : []),
    ...input.pages.map(({ meta, md, title: pageTitle }) => ({
      path: meta.permalink,
      file: outputFile(meta.permalink),
      source: meta.source.display,
      props: {
        head: head(config, meta.permalink, pageTitle, summarize(meta.description ?? md.firstParagraph, config.tagline)),
        screen: { kind: 'page' as const, title: pageTitle, html: md.html, toc: buildToc(md.headings) },
      },
    })),
    { path: '/404', file: '404.html', props: { head: head(config, '/404', 'Page Not Found', 'The page you asked for does not exist.', { noindex: true }), screen: { kind: 'notFound' } } },
  ];
  return routes;
}


