/**
 * `_category_.json` / `_category_.yml` files give generated sidebar categories their label and
 * position. One that does not parse is an error at its line, read here with the content so the
 * build stops before anything is rendered.
 */
import path from 'node:path';
import { createReporter, forFile, lineAt, type Reporter } from '../diagnostics.ts';
import { displayPath, readText } from './read-text.ts';
import { listFiles } from './walk.ts';
import { parseYaml } from './yaml-file.ts';

const CATEGORY_FILE = /(?:^|\/)_category_\.(?:json|ya?ml)$/;

/** The line of a JSON.parse error: Node 20 names the character offset, later versions the line. */
function jsonErrorLine(text: string, message: string): number | undefined {
  const line = /\(line (\d+) column \d+\)/.exec(message)?.[1];
  if (line) return Number(line);
  const at = /at position (\d+)/.exec(message)?.[1];
  return at === undefined ? undefined : lineAt(text, Number(at));
}

function check(file: string, reporter: Reporter): void {
  const text = readText(file, reporter);
  if (text === undefined) return;
  let value: unknown;
  if (file.endsWith('.json')) {
    try {
      value = JSON.parse(text);
    } catch (error) {
      // Docusaurus reads category files as YAML, of which JSON is a part: `"position": 04` builds there.
      const asYaml = parseYaml(text);
      if (!('value' in asYaml)) {
        const message = (error as Error).message;
        reporter.error(displayPath(file), jsonErrorLine(text, message), `malformed JSON: ${message.split('\n')[0]}. Fix the file's JSON syntax.`);
        return;
      }
      value = asYaml.value;
    }
  } else {
    const parsed = parseYaml(text);
    if (!('value' in parsed)) {
      reporter.error(displayPath(file), parsed.line, `malformed YAML: ${parsed.reason}. Fix the file's YAML syntax.`);
      return;
    }
    value = parsed.value;
  }
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    reporter.error(displayPath(file), 1, 'a category file holds keys such as `label` and `position`, not a list or a single value.');
    return;
  }
  for (const [key, wrong] of Object.entries(wrongTypes(value as Record<string, unknown> | null))) {
    const at = new RegExp(`^\\s*["']?${key}["']?\\s*:`, 'm').exec(text)?.index;
    reporter.error(displayPath(file), at === undefined ? 1 : lineAt(text, at), `\`${key}\` must be ${wrong}, as Docusaurus requires (it refuses this file too): change its value.`);
  }
}

/**
 * The keys whose value Docusaurus's category file schema refuses (Joi, as plugin-content-docs 3.x
 * validates it: numbers and booleans may be written as strings, as Joi converts them), each with
 * what it must be. Read on, a wrong value would reach the page (a label that is an object).
 */
function wrongTypes(value: Record<string, unknown> | null): Record<string, string> {
  const wrong: Record<string, string> = {};
  const expect = (key: string, ok: (v: unknown) => boolean, what: string) => {
    if (value && value[key] !== undefined && !ok(value[key])) wrong[key] = what;
  };
  const isString = (v: unknown) => typeof v === 'string';
  const isBoolean = (v: unknown) => typeof v === 'boolean' || v === 'true' || v === 'false';
  for (const key of ['label', 'description', 'className', 'key']) expect(key, isString, 'text');
  expect('position', (v) => typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))), 'a number');
  for (const key of ['collapsed', 'collapsible']) expect(key, isBoolean, '`true` or `false`');
  expect('customProps', (v) => v !== null && typeof v === 'object' && !Array.isArray(v), 'a set of keys and values');
  return wrong;
}

export function checkCategoryFiles(docsDir: string, contentDir: string, reporter: Reporter): void {
  // Links and loops under docs/ are reported once, when the docs are read.
  for (const rel of listFiles(docsDir, contentDir, createReporter(), (f) => CATEGORY_FILE.test(f))) {
    const file = path.join(docsDir, rel);
    forFile(reporter, displayPath(file), 'reading this file', () => check(file, reporter));
  }
}
