/** Blog posts and tags (tags.yml) in Docusaurus's formats; their authors: blog-authors.ts. */
import kebabCase from 'lodash.kebabcase';
import { statSync } from 'node:fs';
import path from 'node:path';
import { blogBase } from '../../shared/url.ts';
import type { Reporter } from '../diagnostics.ts';
import { frontMatterLine, tocFields, type SourceFile } from './files.ts';
import type { PostMeta, Tag } from './types.ts';
import { postAuthors, report, type AuthorsData, type InlinePolicy } from './blog-authors.ts';
import { checkRoute } from './route-path.ts';
import { readYamlFile } from './yaml-file.ts';
import { readDate } from './dates.ts';

/** A date in a post's path, as Docusaurus reads it (the last one, parseBlogFileName's folder being greedy): `2024-01-02-slug`, `2024/01/02/slug`, `releases/2024-01-02-slug`. */
const FILE_DATE = /^(.*)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*)$/;

export function loadTags(file: string, reporter: Reporter): Map<string, Tag> {
  const tags = new Map<string, Tag>();
  const data = readYamlFile(file, reporter) ?? {};
  for (const [key, value] of Object.entries(data)) {
    const v = (value ?? {}) as Record<string, unknown>;
    tags.set(key, {
      key,
      // As Docusaurus's normalizeTagsFile: the label written, else the key in lodash's capitalize ("getting started": "Getting started").
      label: typeof v.label === 'string' && v.label ? v.label : key.charAt(0).toUpperCase() + key.slice(1).toLowerCase(),
      // As Docusaurus's tags file: the permalink written, else the key in lodash's kebab case ("SQLite": sq-lite).
      permalink: typeof v.permalink === 'string' ? v.permalink.replace(/^\/+/, '') : kebabCase(key),
      description: typeof v.description === 'string' ? v.description : undefined,
    });
  }
  return tags;
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export interface BlogData extends AuthorsData {
  /** The blog plugin instance (its `id`) whose posts these are. */
  pluginId: string;
  tags: Map<string, Tag>;
  /** The tags file, for messages; undefined when the site has none. */
  tagsFile?: string;
  onInlineTags: InlinePolicy;
  undatedPostsUseFileTime: boolean;
}

const pad = (n: string) => n.padStart(2, '0');

/** `routeBase` is `blog.routeBasePath`: every post's route starts with it. */
export function postMeta(file: SourceFile, data: BlogData, routeBase: string, reporter: Reporter): PostMeta | undefined {
  const fm = file.frontMatter;
  const rel = file.rel.split(path.sep).join('/').replace(/\/index\.mdx?$/i, '').replace(/\.mdx?$/i, '');
  const fromName = FILE_DATE.exec(rel);
  let date: Date | undefined;
  if (fm.date !== undefined) {
    const line = frontMatterLine(file.text, 'date');
    // The YAML parser reads dates as text (YAML 1.2), so comments and quotes are already gone.
    const raw = String(fm.date);
    const read = readDate(raw);
    if (!read) {
      reporter.error(file.display, line, `invalid date "${raw}": write a real day as YYYY-MM-DD, e.g. 2025-10-26.`);
      return undefined;
    }
    if (read.rolledOver) reporter.warn(file.display, line, `date "${raw}" is not a real day; it is read as ${read.date.toISOString().slice(0, 10)}, as Docusaurus reads it. Write the day you mean.`);
    date = read.date;
  } else if (fromName) date = readDate(`${fromName[2]}-${pad(fromName[3])}-${pad(fromName[4])}`)?.date;
  // Docusaurus dates a post without one by its file.
  if (!date && data.undatedPostsUseFileTime) date = statSync(file.path).mtime;
  if (!date) {
    reporter.error(file.display, undefined, 'post has no date: add `date: YYYY-MM-DD` to its front matter or start its file name with the date.');
    return undefined;
  }

  const authors = postAuthors(file, data, reporter);

  const tags: Tag[] = [];
  const tagsLine = frontMatterLine(file.text, 'tags');
  for (const entry of asList(fm.tags)) {
    if (typeof entry === 'string') {
      const tag = data.tags.get(entry);
      if (tag) tags.push(tag);
      else {
        // Without tags.yml every tag is inline, as in Docusaurus.
        if (data.tagsFile) report(data.onInlineTags, reporter, file.display, tagsLine, `unknown tag "${entry}": it is not defined in ${data.tagsFile}. Add it there or fix the tag.`);
        if (!data.tagsFile || data.onInlineTags !== 'throw') tags.push({ key: entry, label: entry, permalink: kebabCase(entry) });
      }
    } else if (entry && typeof entry === 'object' && typeof (entry as Tag).label === 'string') {
      const { label, permalink } = entry as { label: string; permalink?: string };
      tags.push({ key: label, label, permalink: typeof permalink === 'string' ? permalink.replace(/^\/+/, '') : kebabCase(label) });
    }
  }

  // Labels that name one tag page ("Docusaurus", "docusaurus") are one tag of the post, the first written, as Docusaurus's normalizeTags keeps them.
  const ownTags = tags.filter((t, i) => tags.findIndex((u) => u.permalink === t.permalink) === i);
  const slugField = fm.slug;
  // The date part of the URL is the file name's as written: `2020-2-14-x.md` is at /2020/2/14/x, as Docusaurus puts it.
  const slug = typeof slugField === 'string' ? slugField.replace(/^\/+|\/+$/g, '') : fromName ? `${fromName[2]}/${fromName[3]}/${fromName[4]}/${fromName[1]}${fromName[5]}` : rel;
  return {
    source: file,
    pluginId: data.pluginId,
    slug,
    permalink: checkRoute(`${blogBase(routeBase)}/${slug}`, `/${routeBase}`, file, typeof slugField === 'string' ? 'slug' : undefined, reporter),
    title: typeof fm.title === 'string' ? fm.title : undefined,
    date,
    authors,
    tags: ownTags,
    description: typeof fm.description === 'string' ? fm.description : undefined,
    sidebarLabel: typeof fm.sidebar_label === 'string' ? fm.sidebar_label : undefined,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    ...tocFields(file, reporter),
  };
}


/** What the blog's sidebar and recent-posts list name a post by: its `sidebar_label` where the blog reads it (Docusaurus 3.7 and later, `sidebarLabels`), else its title. */
export const sidebarName = (blog: { sidebarLabels: boolean }, post: { title: string; meta: PostMeta }): string => (blog.sidebarLabels && post.meta.sidebarLabel !== undefined ? post.meta.sidebarLabel : post.title);
