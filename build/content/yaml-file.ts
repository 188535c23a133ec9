/**
 * All YAML the build reads (front matter, authors.yml, tags.yml, `_category_.yml`) goes through
 * the `yaml` package with the same limits: a bounded expansion of aliases (a "billion laughs"
 * bomb is an error, not minutes of work) and a bounded nesting depth, both reported at a line.
 * What it rejects as a syntax error is read again by js-yaml, which Docusaurus reads YAML with
 * (through gray-matter), and which accepts some YAML the `yaml` package does not; only YAML both
 * reject is an error, at the line the `yaml` package names. js-yaml 4 is read as Docusaurus's
 * js-yaml 3 reads an entry on the same line as a flow collection (yaml-same-line.ts).
 */
import { existsSync } from 'node:fs';
import { CORE_SCHEMA, load as loadJsYaml } from 'js-yaml';
import { parseDocument, visit, type Document } from 'yaml';
import { aliasShape } from './yaml-aliases.ts';
import type { Reporter } from '../diagnostics.ts';
import { parseSimpleYaml } from './simple-yaml.ts';
import { cachedYaml, rememberYaml } from './yaml-cache.ts';
import { loadSameLineEntries } from './yaml-same-line.ts';
import { displayPath, readText } from './read-text.ts';

/** Aliases a document may expand to; real front matter uses a handful. */
export const MAX_ALIASES = 100;
/** Nesting of lists and maps (by brackets, or by indentation at two columns a level). */
export const MAX_YAML_DEPTH = 64;

export type YamlResult = { value: unknown } | { line?: number; reason: string };

/** The first line nested deeper than the limit: flow brackets open, or indentation. */
function tooDeep(text: string): number | undefined {
  let open = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const indent = /^[ \t-]*/.exec(lines[i])![0].length;
    for (const ch of lines[i]) {
      if (ch === '[' || ch === '{') open++;
      else if (ch === ']' || ch === '}') open--;
      if (open > MAX_YAML_DEPTH) return i + 1;
    }
    if (indent > MAX_YAML_DEPTH * 2) return i + 1;
  }
  return undefined;
}

const CIRCULAR = 'an alias (`*name`) stands inside the value its anchor (`&name`) names, so the value would contain itself';
/** Objects a document's aliases may copy, as js-yaml reads it (the `yaml` package counts its aliases: MAX_ALIASES). */
const MAX_ALIAS_COPIES = 10_000;
const TOO_MANY_COPIES = `its aliases expand to more than ${MAX_ALIAS_COPIES} copies of objects`;

/** The 1-based line of the first alias that names a node it stands in. */
function circularAliasLine(doc: Document, text: string): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_key, node, path) {
      const target = node.resolve(doc);
      if (target && path.includes(target as never)) {
        offset = node.range?.[0];
        return visit.BREAK;
      }
    },
  });
  return offset === undefined ? undefined : text.slice(0, offset).split('\n').length;
}

/**
 * js-yaml's reading, with the core schema (dates stay text, as the `yaml` package gives them),
 * or undefined when it rejects the text too. Its aliases are shared, not copied, so no bomb grows
 * while it reads; a value that would be one as a tree, or holds itself, is refused.
 */
function readLeniently(text: string): YamlResult | undefined {
  let value: unknown;
  try {
    value = loadSameLineEntries(text, (lines) => loadJsYaml(lines, { schema: CORE_SCHEMA }));
  } catch {
    return undefined;
  }
  const shape = aliasShape(value);
  if (shape.circular) return { reason: CIRCULAR };
  if (shape.copies > MAX_ALIAS_COPIES) return { reason: TOO_MANY_COPIES };
  rememberYaml(text, value);
  return { value };
}

/** Parses YAML; `line` of a problem is 1-based within `text`. */
export function parseYaml(text: string): YamlResult {
  const simple = parseSimpleYaml(text);
  if (simple) return { value: simple };
  const cached = cachedYaml(text);
  if (cached) return cached;
  const deep = tooDeep(text);
  if (deep) return { line: deep, reason: `nested more than ${MAX_YAML_DEPTH} levels deep` };
  const doc = parseDocument(text, { uniqueKeys: true });
  const [error] = doc.errors;
  if (error) {
    const lenient = readLeniently(text);
    if (lenient) return lenient;
    return { line: error.linePos?.[0].line, reason: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '') };
  }
  try {
    const value: unknown = doc.toJS({ maxAliasCount: MAX_ALIASES });
    if (aliasShape(value).circular) return { line: circularAliasLine(doc, text), reason: CIRCULAR };
    rememberYaml(text, value);
    return { value };
  } catch (thrown) {
    const reason = thrown instanceof ReferenceError ? `its aliases expand to more than ${MAX_ALIASES} copies` : (thrown as Error).message.split('\n')[0];
    return { reason };
  }
}

export function readYamlFile(file: string, reporter: Reporter): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  const text = readText(file, reporter);
  if (text === undefined) return undefined;
  const parsed = parseYaml(text);
  if (!('value' in parsed)) {
    reporter.error(displayPath(file), parsed.line, `malformed YAML: ${parsed.reason}. Fix the file's YAML syntax.`);
    return undefined;
  }
  const { value } = parsed;
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    reporter.error(displayPath(file), 1, 'expected a map of keys to entries.');
    return undefined;
  }
  return value as Record<string, unknown>;
}
