/**
 * The front matter an MDX document's code reads as `frontMatter`, with YAML dates as Docusaurus
 * gives them. Its mdx-loader reads front matter with gray-matter, whose js-yaml default schema makes
 * an unquoted `2024-01-31` a `Date`; this build reads every front matter with dates as text (yaml-file.ts),
 * as titles, sort keys and a post's own date reading want it. A component that calls
 * `frontMatter.date.toISOString()` (bitwarden's ADR table) drew nothing with the text.
 */
import { DEFAULT_SCHEMA, load } from 'js-yaml';
import { checkedText } from '../../content/read-text.ts';
import { parseYaml } from '../../content/yaml-file.ts';

const LOOKS_LIKE_DATE = /^\d{4}-\d\d?-\d\d?/;
// Closed by the first line starting with `---`, as gray-matter has it (content/files.ts).
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

// Each object is visited once: js-yaml shares an alias's value rather than copying it, so a front matter of
// aliases of aliases (yaml-file.ts reads such a text leniently) is small as objects but huge as a tree.
function hasDateText(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value === 'string') return LOOKS_LIKE_DATE.test(value);
  if (!value || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((item) => hasDateText(item, seen));
}

/** `ours` with each text that js-yaml reads as a date (unquoted, in the same place) made that `Date`; a value shared in `ours` is merged once. */
function merge(ours: unknown, theirs: unknown, done = new Map<object, unknown>()): unknown {
  if (typeof ours === 'string') return theirs instanceof Date ? theirs : ours;
  if (!ours || typeof ours !== 'object' || !theirs || typeof theirs !== 'object' || Array.isArray(ours) !== Array.isArray(theirs)) return ours;
  if (done.has(ours)) return done.get(ours);
  const theirValues = theirs as Record<string, unknown>;
  const merged: unknown = Array.isArray(ours) ? [] : {};
  done.set(ours, merged);
  for (const [key, value] of Object.entries(ours)) (merged as Record<string, unknown>)[key] = merge(value, theirValues[key], done);
  return merged;
}

/** `values`, read from the front matter `yaml`, with dates as js-yaml reads them there; as they are if js-yaml refuses it. */
function withDatesOf(values: Record<string, unknown>, yaml: string): Record<string, unknown> {
  if (!hasDateText(values)) return values;
  try {
    return merge(values, load(yaml, { schema: DEFAULT_SCHEMA })) as Record<string, unknown>;
  } catch {
    return values;
  }
}

/** A document's `frontMatter` (read from `file`) as its MDX code sees it; the file is read again only when a value looks like a date. */
export function withYamlDates(frontMatter: Record<string, unknown>, file: string): Record<string, unknown> {
  if (!hasDateText(frontMatter)) return frontMatter;
  const read = checkedText(file);
  const block = 'text' in read ? FRONT_MATTER.exec(read.text) : null;
  return block ? withDatesOf(frontMatter, block[1]) : frontMatter;
}

/** The `frontMatter` of a partial whose front matter is `yaml`: its own, as each file Docusaurus compiles has its own. */
export function partialFrontMatter(yaml: string): Record<string, unknown> {
  const { value } = parseYaml(yaml) as { value?: unknown };
  return value && typeof value === 'object' && !Array.isArray(value) ? withDatesOf(value as Record<string, unknown>, yaml) : {};
}
