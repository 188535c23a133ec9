/**
 * Most front matter is a few `key: value` lines of plain words, quoted text, small numbers,
 * booleans and nulls. Read by the `yaml` package, each file costs about a tenth of a millisecond
 * (a millisecond with a long value, such as the encoded operation an OpenAPI plugin writes into
 * each page it generates), most of a large site's content stage; these lines are read here
 * instead. Anything else (escapes, lists, comments, continued lines, numbers with a sign or a
 * point, a repeated key) is declined and goes to the `yaml` package, so the result is always what
 * it gives.
 */

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** A plain scalar that YAML 1.2's core schema reads as this very string: starts with a letter, holds no `:` or `#` (which could start a mapping or a comment) and no tab. */
const PLAIN = /^[A-Za-z][^:#\t]*$/;
const INTEGER = /^(0|[1-9][0-9]{0,14})$/;
/** Quoted text with nothing a quote style treats specially inside (an escape, its own quote, a control character) and nothing after it. */
const DOUBLE_QUOTED = /^"([^"\\\x00-\x1f]*)"$/;
const SINGLE_QUOTED = /^'([^'\x00-\x1f]*)'$/;
/** Plain words the core schema reads as something other than a string. */
const VALUES = new Map<string, boolean | null>([
  ...['true', 'True', 'TRUE'].map((word) => [word, true] as const),
  ...['false', 'False', 'FALSE'].map((word) => [word, false] as const),
  ...['null', 'Null', 'NULL', '~'].map((word) => [word, null] as const),
]);

type Scalar = string | number | boolean | null;

/** A value's scalar, or undefined when it is not one of the simple forms. */
function scalar(value: string): Scalar | undefined {
  if (INTEGER.test(value)) return Number(value);
  if (VALUES.has(value)) return VALUES.get(value);
  if (PLAIN.test(value)) return value;
  return (DOUBLE_QUOTED.exec(value) ?? SINGLE_QUOTED.exec(value))?.[1];
}

/** The mapping the lines give, or undefined when they are not simple enough to be sure. */
export function parseSimpleYaml(text: string): Record<string, Scalar> | undefined {
  const result: Record<string, Scalar> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match || VALUES.has(match[1]) || match[1] === '__proto__' || Object.hasOwn(result, match[1])) return undefined;
    const value = scalar((match[2] ?? '').trimEnd());
    if (value === undefined) return undefined;
    result[match[1]] = value;
  }
  return result;
}
