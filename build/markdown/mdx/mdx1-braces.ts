/**
 * The braces MDX 1 (Docusaurus 2) showed as written where MDX 3 reads an expression that does not
 * parse: a repair of mdx1.ts.
 */

/**
 * The `{` at `brace`, which is no expression, and every `{` before its matching `}` in its
 * paragraph: MDX 1 showed them all as written (text held no JavaScript there), and one parse more
 * for all of them, not one each, keeps a TypeScript type written out in a table cell (veramo's API
 * reference: 230 braces in one cell) within the repair budget. A tag on the way may hold real
 * expressions, so then the one brace alone.
 */
export function bracesTo(shown: string, brace: number): [number, number][] {
  const braces: [number, number][] = [];
  for (let at = brace, depth = 0; at < shown.length; at++) {
    const char = shown[at];
    if (char === '<' || (char === '\n' && /^\n[ \t]*(?:\n|$)/.test(shown.slice(at, at + 80)))) break;
    if (shown[at - 1] === '\\') continue;
    if (char === '{') depth++, braces.push([at, at + 1]);
    else if (char === '}' && --depth === 0) return braces;
  }
  return [[brace, brace + 1]];
}
