/** Two builds' views of the same pages compared field by field, and the pages each build has. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readPage, type Field, type PageView } from './page-view.ts';

export const FIELDS: Field[] = ['title', 'h1', 'navbarCurrent', 'sidebar', 'sidebarCurrent', 'breadcrumbs', 'toc', 'headingIds', 'previous', 'next', 'lastUpdated', 'editUrl', 'tags', 'redirect'];

/**
 * The pages of a build, by route: `a/index.html`, `a.html` and `a/` are the one page `/a`
 * (`a.html/index.html` is `/a.html`); the 404 page is `404`. Assets, feeds and the search index are not pages.
 */
export function buildPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(path.join(dir, child)).isDirectory());
      if (isDir) {
        if (!entry.name.startsWith('.') && entry.name !== 'assets') walk(child);
      } else if (entry.name.endsWith('.html')) {
        // A folder named `a.html` holds a redirect from /a.html (client-redirects' fromExtensions), not the page /a.
        const page = /(^|\/)index\.html$/.test(child) ? child.replace(/(^|\/)index\.html$/, '') : child.replace(/\.html$/, '');
        const route = child === '404.html' ? '404' : `/${page}`.replace(/(.)\/$/, '$1');
        // The folder's index.html wins over a `.html` twin of the same page.
        if (!pages.has(route) || child.endsWith('index.html')) pages.set(route, path.join(dir, child));
      }
    }
  };
  walk('');
  return pages;
}

export interface FieldDiff {
  field: Field;
  docusaurus: string | string[];
  ours: string | string[];
}

export interface PageDiff {
  route: string;
  fields: FieldDiff[];
}

export interface Comparison {
  both: number;
  differing: PageDiff[];
  onlyDocusaurus: string[];
  onlyOurs: string[];
  /** Per field, how many pages differ in it. */
  byField: Map<Field, number>;
}

const same = (a: string | string[], b: string | string[]) => JSON.stringify(a) === JSON.stringify(b);

export function compareViews(route: string, docusaurus: PageView, ours: PageView, ignore: ReadonlySet<Field> = new Set()): PageDiff {
  const fields = FIELDS.filter((f) => !ignore.has(f) && !same(docusaurus[f], ours[f])).map((field) => ({ field, docusaurus: docusaurus[field], ours: ours[field] }));
  return { route, fields };
}

/** Reads both builds' pages (`routes`: only these, when given) and compares those both have. */
export function compareBuilds(docusaurusDir: string, oursDir: string, options: { ignore?: ReadonlySet<Field>; routes?: (route: string) => boolean } = {}): Comparison {
  const keep = options.routes ?? (() => true);
  const theirs = new Map([...buildPages(docusaurusDir)].filter(([r]) => keep(r)));
  const ours = new Map([...buildPages(oursDir)].filter(([r]) => keep(r)));
  const differing: PageDiff[] = [];
  const byField = new Map<Field, number>();
  let both = 0;
  for (const [route, file] of [...theirs].sort(([a], [b]) => a.localeCompare(b))) {
    const mine = ours.get(route);
    if (!mine) continue;
    both++;
    const diff = compareViews(route, readPage(readFileSync(file, 'utf8')), readPage(readFileSync(mine, 'utf8')), options.ignore);
    if (!diff.fields.length) continue;
    differing.push(diff);
    for (const { field } of diff.fields) byField.set(field, (byField.get(field) ?? 0) + 1);
  }
  return {
    both,
    differing,
    onlyDocusaurus: [...theirs.keys()].filter((r) => !ours.has(r)).sort(),
    onlyOurs: [...ours.keys()].filter((r) => !theirs.has(r)).sort(),
    byField,
  };
}

/** The lines only one of two lists has, in order (a longest common subsequence leaves the rest). */
export function lineDiff(a: string[], b: string[]): string[] {
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1][j] >= lcs[i][j + 1])) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}

/** A field's two values as a reader compares them: Docusaurus's as -, ours as +; lists show only the lines that differ. */
export function describe(diff: FieldDiff, limit = 12): string[] {
  const { docusaurus: a, ours: b } = diff;
  if (!Array.isArray(a) || !Array.isArray(b)) return [`- ${a || '(none)'}`, `+ ${b || '(none)'}`];
  const lines = lineDiff(a, b);
  return lines.length > limit ? [...lines.slice(0, limit), `  (${lines.length - limit} more lines differ)`] : lines;
}
