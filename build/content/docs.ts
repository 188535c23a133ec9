/** Docs: ids, permalinks and front-matter options, following Docusaurus's conventions. */
import kebabCase from 'lodash.kebabcase';
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID } from '../../shared/docs-plugin.ts';
import type { Reporter } from '../diagnostics.ts';
import { frontMatterLine, numberField, tocFields, type SourceFile } from './files.ts';
import { checkRoute } from './route-path.ts';
import { CURRENT_VERSION } from '../docusaurus/versions.ts';
import type { DocMeta, Tag } from './types.ts';

/**
 * Docusaurus's number prefix parser: `01-intro` is `intro` at 1, but names that look like a date
 * or a version (`2021-11-notes`, `7.0-changes`) have none.
 */
function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (/^\d+[-_.]\d+/.test(name)) return { name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? { name: match[2], prefix: Number(match[1]) } : { name };
}

/** `01-intro` -> `intro`, as Docusaurus strips number prefixes from ids and URLs. */
export function stripNumberPrefix(name: string): string {
  return parseNumberPrefix(name).name;
}

/** The leading number of a file name (`01-intro.md` -> 1), the default order in generated sidebars. */
export function numberPrefix(name: string): number | undefined {
  return parseNumberPrefix(name).prefix;
}

/**
 * Docusaurus's index doc, served at its folder: `index`, `README` or the folder's own name, compared
 * as the files are named, number prefixes included (`02-guides/02-guides.md` is one,
 * `guides/1-guides.md` is not), whatever its `id`.
 */
export function isIndexDoc(rel: string): boolean {
  const { dir, name } = path.posix.parse(rel);
  const base = name.toLowerCase();
  return base === 'index' || base === 'readme' || (dir !== '' && base === path.posix.basename(dir).toLowerCase());
}

function joinRoute(...parts: string[]): string {
  return ('/' + parts.filter(Boolean).join('/')).replace(/\/{2,}/g, '/');
}

function stringField(fm: Record<string, unknown>, key: string, file: SourceFile, reporter: Reporter): string | undefined {
  const value = fm[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  reporter.error(file.display, frontMatterLine(file.text, key), `front matter \`${key}\` must be text.`);
  return undefined;
}


/**
 * A doc's front matter tags as Docusaurus's normalizeTags reads them: a name its version's tags.yml
 * defines takes that label and permalink; any other is inline, its permalink the name in lodash's
 * kebab case (an object `{ label, permalink }` keeps its own).
 */
function docTags(value: unknown, defined: ReadonlyMap<string, Tag>): Tag[] {
  return (Array.isArray(value) ? value : []).map((t) => {
    if (t && typeof t === 'object' && 'label' in t) {
      const { label, permalink } = t as { label: unknown; permalink?: unknown };
      return { key: String(label), label: String(label), permalink: typeof permalink === 'string' ? permalink.replace(/^\/+/, '') : kebabCase(String(label)) };
    }
    return defined.get(String(t)) ?? { key: String(t), label: String(t), permalink: kebabCase(String(t)) };
  });
}

export function docMeta(file: SourceFile, routeBase: string, reporter: Reporter, version = CURRENT_VERSION, pluginId = DEFAULT_DOCS_PLUGIN_ID, definedTags: ReadonlyMap<string, Tag> = new Map()): DocMeta {
  const fm = file.frontMatter;
  const rel = file.rel.split(path.sep).join('/');
  const parsed = path.posix.parse(rel);
  const dirParts = parsed.dir ? parsed.dir.split('/').map(stripNumberPrefix) : [];
  const name = stripNumberPrefix(parsed.name);
  const baseId = stringField(fm, 'id', file, reporter) ?? name;
  const id = [...dirParts, baseId].join('/');
  const slug = stringField(fm, 'slug', file, reporter);
  let permalink: string;
  if (slug !== undefined) permalink = slug.startsWith('/') ? joinRoute(routeBase, slug) : joinRoute(routeBase, ...dirParts, slug);
  else if (isIndexDoc(rel)) permalink = joinRoute(routeBase, ...dirParts) + '/';
  else permalink = joinRoute(routeBase, ...dirParts, baseId);
  if (permalink !== '/' && permalink.endsWith('//')) permalink = permalink.slice(0, -1);
  permalink = checkRoute(permalink, joinRoute(routeBase), file, slug !== undefined ? 'slug' : fm.id !== undefined ? 'id' : undefined, reporter);
  return {
    source: file,
    pluginId,
    version,
    id,
    permalink,
    title: stringField(fm, 'title', file, reporter),
    sidebarLabel: stringField(fm, 'sidebar_label', file, reporter),
    sidebarPosition: numberField(fm, 'sidebar_position', file, reporter) ?? numberPrefix(parsed.name),
    description: stringField(fm, 'description', file, reporter),
    keywords: Array.isArray(fm.keywords) ? fm.keywords.map(String) : undefined,
    tags: docTags(fm.tags, definedTags),
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    hideTitle: fm.hide_title === true,
    ...tocFields(file, reporter),
  };
}
