/**
 * A blog's authors as Docusaurus's blog plugin reads them (@docusaurus/plugin-content-blog 3.9
 * lib/authorsMap.js and lib/authors.js): the authors file, a post's `authors` (keys, inline authors,
 * inline authors that name a key and override its fields) and the legacy `author`/`author_*` fields
 * Docusaurus 1 and early 2 sites still write.
 */
import kebabCase from 'lodash.kebabcase';
import type { Reporter } from '../diagnostics.ts';
import { frontMatterLine, type SourceFile } from './files.ts';
import { displayPath } from './read-text.ts';
import type { Author } from './types.ts';
import { readYamlFile } from './yaml-file.ts';

/** What a tag or author that tags.yml / authors.yml does not define is (Docusaurus's `onInlineTags`/`onInlineAuthors`). */
export type InlinePolicy = 'ignore' | 'log' | 'warn' | 'throw';

export interface AuthorsData {
  authors: Map<string, Author>;
  /** The authors file, for messages; undefined when the blog has none. */
  authorsFile?: string;
  onInlineAuthors: InlinePolicy;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function loadAuthors(file: string, reporter: Reporter): Map<string, Author> {
  const authors = new Map<string, Author>();
  const data = readYamlFile(file, reporter) ?? {};
  for (const [key, value] of Object.entries(data)) {
    const author = toAuthor(value, key);
    // The authors file's schema: `.or('name', 'imageURL')`.
    if (author && (author.name || author.imageUrl)) authors.set(key, author);
    else reporter.error(displayPath(file), undefined, `author "${key}" needs a \`name\` or an \`image_url\`.`);
  }
  return authors;
}

function toAuthor(value: unknown, key?: string): Author | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const socials: Record<string, string> = {};
  if (v.socials && typeof v.socials === 'object') for (const [k, s] of Object.entries(v.socials)) if (typeof s === 'string') socials[k] = s;
  const page = v.page as { permalink?: unknown } | boolean | null | undefined;
  return {
    key,
    name: text(v.name) ?? '',
    title: text(v.title),
    url: text(v.url),
    email: text(v.email),
    imageUrl: text(v.image_url) ?? text(v.imageURL),
    // As in Docusaurus, an author gets a page only when the authors file asks for one.
    page: key !== undefined && (page === true || (typeof page === 'object' && page !== null)),
    ...(key !== undefined && page === true && { pageSlug: kebabCase(key) }),
    ...(key !== undefined && typeof page === 'object' && typeof page?.permalink === 'string' && { pageSlug: page.permalink.replace(/^\/+/, '') }),
    socials,
  };
}

/** The fields written in front matter win over the authors file's (Docusaurus's toAuthor spreads the front matter's over the map's). */
function overriding(base: Author, inline: Author): Author {
  const written = Object.fromEntries(Object.entries(inline).filter(([k, v]) => v !== undefined && v !== '' && k !== 'key' && k !== 'page' && k !== 'pageSlug' && !(k === 'socials' && !Object.keys(v as object).length)));
  return { ...base, ...written };
}

/** Docusaurus 1's one author: `author`, `author_title`, `author_url`, `author_image_url` (or their camelCase forms), as getFrontMatterAuthorLegacy reads them. */
function legacyAuthor(fm: Record<string, unknown>): Author | undefined {
  const name = text(fm.author);
  const title = text(fm.author_title) ?? text(fm.authorTitle);
  const url = text(fm.author_url) ?? text(fm.authorURL);
  const imageUrl = text(fm.author_image_url) ?? text(fm.authorImageURL);
  if (!name && !title && !url && !imageUrl) return undefined;
  return { name: name ?? '', title, url, imageUrl, page: false, socials: {} };
}

/** A post's authors, each error and warning naming its file and the line of its field. */
export function postAuthors(file: SourceFile, data: AuthorsData, reporter: Reporter): Author[] {
  const fm = file.frontMatter;
  const line = frontMatterLine(file.text, 'authors');
  const entries = fm.authors === undefined || fm.authors === null ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  const legacy = legacyAuthor(fm);
  if (legacy) {
    if (entries.length) {
      reporter.error(file.display, line, 'this post names its authors twice, in `authors` and in the older `author`/`author_*` fields; Docusaurus refuses both at once. Keep `authors` and remove the `author_*` fields.');
      return [];
    }
    return [legacy];
  }
  const authors: Author[] = [];
  for (const entry of entries) {
    const key = typeof entry === 'string' ? entry : text((entry as { key?: unknown } | null)?.key);
    const inline = typeof entry === 'string' ? undefined : toAuthor(entry);
    if (typeof entry !== 'string' && (!inline || (!key && !inline.name && !inline.imageUrl))) {
      reporter.error(file.display, line, 'an inline author needs a `key`, a `name` or an `image_url`.');
      continue;
    }
    if (key !== undefined) {
      const known = data.authors.get(key);
      if (!known) {
        reporter.error(
          file.display,
          line,
          data.authorsFile
            ? `unknown author "${key}": it is not defined in ${data.authorsFile}. Add it there or fix the key.`
            : `author "${key}" is a key, but the blog has no authors.yml. Add authors.yml or write the author inline with a \`name\`.`,
        );
        continue;
      }
      authors.push(inline ? overriding(known, inline) : known);
      continue;
    }
    if (data.authorsFile) report(data.onInlineAuthors, reporter, file.display, line, `inline author "${inline!.name || inline!.imageUrl}" is not defined in ${data.authorsFile}. Add it there and name it by key.`);
    authors.push(inline!);
  }
  return authors;
}

export function report(policy: InlinePolicy, reporter: Reporter, file: string, line: number | undefined, message: string): void {
  if (policy === 'throw') reporter.error(file, line, message);
  else if (policy === 'warn') reporter.warn(file, line, message);
}
