/**
 * Most front matter is a few `key: value` lines of plain words and small numbers. Read by the
 * `yaml` package, each file costs about a tenth of a millisecond, most of a large site's content
 * stage; these lines are read here instead. Anything else (quotes, lists, comments, continued
 * lines, numbers with a sign or a point, `true`, `null`, a repeated key) is declined and goes to
 * the `yaml` package, so the result is always what it gives.
 */

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** A plain scalar that YAML 1.2's core schema reads as this very string: starts with a letter, holds no `:` or `#` (which could start a mapping or a comment) and no tab. */
const PLAIN = /^[A-Za-z][^:#\t]*$/;
const INTEGER = /^(0|[1-9][0-9]{0,14})$/;
/** Plain words the core schema reads as something other than a string. */
const KEYWORDS = new Set(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL']);

/** The mapping the lines give, or undefined when they are not simple enough to be sure. */
export function parseSimpleYaml(text: string): Record<string, string | number | boolean> | undefined {
  const result: Record<string, string | number | boolean> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match || KEYWORDS.has(match[1]) || match[1] === '__proto__' || Object.hasOwn(result, match[1])) return undefined;
    const value = (match[2] ?? '').trimEnd();
    if (INTEGER.test(value)) result[match[1]] = Number(value);
    else if (value === 'true' || value === 'false') result[match[1]] = value === 'true';
    else if (PLAIN.test(value) && !KEYWORDS.has(value)) result[match[1]] = value;
    else return undefined;
  }
  return result;
}
