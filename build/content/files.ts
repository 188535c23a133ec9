/** Finds and reads the content files: strict UTF-8, front matter parsed with its line numbers. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { createReporter, forFile, type Diagnostic, type Reporter } from '../diagnostics.ts';
import { displayPath, readText } from './read-text.ts';
import { listFiles } from './walk.ts';
import { parseYaml } from './yaml-file.ts';

export interface SourceFile {
  /** Absolute path. */
  path: string;
  /** Path for messages: relative to the working folder, forward slashes. */
  display: string;
  /** Path relative to its section folder (docs/, blog/, pages/). */
  rel: string;
  text: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** 1-based file line where the body starts. */
  bodyLine: number;
  /**
   * The other path that names this page in the locale being built: the section folder's file for a
   * translated one, the translation a file would have when it has none. A link to either reaches the page.
   */
  alias?: string;
}

const OPEN = /^---[ \t]*$/;
/**
 * The front matter ends at the first line that starts with `---`, as gray-matter (Docusaurus's
 * reader) looks for `\n---`: a `---------` underline closes it too, and the rest of that line opens
 * the body (litmus's docs end their front matter so). A `...` line closes YAML as well.
 */
const CLOSE = /^(?:---|\.\.\.[ \t]*$)/;

/**
 * Parses front matter (YAML between a first `---` line and the next line starting with `---`, or a
 * `...` line); a mistake is reported with its file line and the file is skipped.
 */
export function parseFrontMatter(file: string, text: string, reporter: Reporter): Pick<SourceFile, 'frontMatter' | 'body' | 'bodyLine'> | undefined {
  const lines = text.split('\n');
  if (!OPEN.test(lines[0].replace(/\r$/, ''))) return { frontMatter: {}, body: text, bodyLine: 1 };
  const close = lines.findIndex((line, i) => i > 0 && CLOSE.test(line.replace(/\r$/, '')));
  if (close < 0) {
    reporter.error(displayPath(file), 1, 'front matter opened here is never closed. Add a `---` line after its last key (or remove this `---` line).');
    return undefined;
  }
  // Line ends of Windows (CRLF) are no part of the values.
  const parsed = parseYaml(lines.slice(1, close).map((line) => line.replace(/\r$/, '')).join('\n'));
  if (!('value' in parsed)) {
    // The front matter starts on file line 2.
    reporter.error(displayPath(file), parsed.line === undefined ? 1 : parsed.line + 1, `malformed front matter: ${parsed.reason}. Fix the YAML between the \`---\` lines.`);
    return undefined;
  }
  const attributes = parsed.value ?? {};
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    reporter.error(displayPath(file), 2, 'front matter must be a set of `key: value` lines.');
    return undefined;
  }
  // What follows `---` on the closing line (`---------`'s other dashes) is the body's first line.
  const rest = lines[close].replace(/\r$/, '').slice(3);
  if (lines[close].startsWith('---') && rest.trim()) return { frontMatter: attributes as Record<string, unknown>, body: [rest, ...lines.slice(close + 1)].join('\n'), bodyLine: close + 1 };
  // The body starts at its first line with text, as Docusaurus's front-matter reader has it.
  let start = close + 1;
  while (start < lines.length - 1 && !lines[start].trim()) start++;
  return { frontMatter: attributes as Record<string, unknown>, body: lines.slice(start).join('\n'), bodyLine: start + 1 };
}

/** Files read by earlier builds (the dev server's), by path: reused while size and mtime are unchanged. */
export type SourceCache = Map<string, { size: number; mtimeMs: number; file?: SourceFile; diagnostics: Diagnostic[] }>;

function readSource(file: string, rel: string, reporter: Reporter): SourceFile | undefined {
  const text = readText(file, reporter);
  if (text === undefined) return undefined;
  const parsed = parseFrontMatter(file, text, reporter);
  return parsed && { path: file, display: displayPath(file), rel, text, ...parsed };
}

/** Files and folders whose name starts with `_`: partials, not pages. */
export const PARTIALS = ['**/_*', '**/_*/**'];

/**
 * Reads every Markdown file of a section folder, sorted by path for a stable build, but those
 * `exclude` names (by default the `_` partials; a Docusaurus site's `exclude` replaces them, as
 * there). Symlinks are followed only while they land in the section folder or the repository of
 * `siteDir`, the site folder (by default the section's parent; content/walk.ts).
 */
export function readSection(dir: string, reporter: Reporter, patterns = ['**/*.{md,mdx}'], cache?: SourceCache, exclude: string[] = PARTIALS, siteDir = path.dirname(dir), localizedDir?: string): SourceFile[] {
  const files: SourceFile[] = [];
  const wanted = picomatch(patterns, { ignore: exclude });
  // As Docusaurus: the pages are the section folder's files; a translation of one (same path) is read in its place.
  const translated = localizedDir && existsSync(localizedDir) ? new Set(listFiles(localizedDir, siteDir, reporter, (f) => wanted(f))) : undefined;
  for (const rel of listFiles(dir, siteDir, reporter, (f) => wanted(f)).sort()) {
    const own = path.join(dir, rel);
    const file = translated?.has(rel) ? path.join(localizedDir!, rel) : own;
    const alias = localizedDir && (file === own ? path.join(localizedDir, rel) : own);
    let entry = cache?.get(file);
    const stat = cache && statSync(file);
    if (!entry || !stat || entry.size !== stat.size || entry.mtimeMs !== stat.mtimeMs) {
      const own = createReporter();
      entry = { size: stat ? stat.size : 0, mtimeMs: stat ? stat.mtimeMs : 0, file: forFile(own, displayPath(file), 'reading this file', () => readSource(file, rel, own)), diagnostics: own.diagnostics };
      cache?.set(file, entry);
    }
    reporter.diagnostics.push(...entry.diagnostics);
    if (entry.file) files.push(alias ? { ...entry.file, alias } : entry.file);
  }
  return files;
}

/** The 1-based line of a front-matter key, for messages about its value. */
export function frontMatterLine(text: string, key: string): number | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((l, i) => i > 0 && new RegExp(`^${key}\\s*:`).test(l));
  return at < 0 ? undefined : at + 1;
}

/** A number front-matter field; a value that is none is an error naming the file and line. */
export function numberField(fm: Record<string, unknown>, key: string, file: SourceFile, reporter: Reporter): number | undefined {
  const value = fm[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  // Docusaurus's schema (Joi's number()) takes a number written as text: `sidebar_position: "40"`.
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  reporter.error(file.display, frontMatterLine(file.text, key), `front matter \`${key}\` must be a number.`);
  return undefined;
}

/**
 * The table-of-contents fields every content kind's page reads (DocItem, BlogPostPage and MDXPage
 * of theme-classic alike): `hide_table_of_contents` and the TOC's heading levels.
 */
export function tocFields(file: SourceFile, reporter: Reporter): { hideTableOfContents: boolean; tocMin?: number; tocMax?: number } {
  const fm = file.frontMatter;
  return {
    hideTableOfContents: fm.hide_table_of_contents === true,
    tocMin: numberField(fm, 'toc_min_heading_level', file, reporter),
    tocMax: numberField(fm, 'toc_max_heading_level', file, reporter),
  };
}
