/**
 * What a CommonJS module of the site needs to run as the ES module it is bundled into, as it runs
 * under jiti (Docusaurus's config loader) and Node:
 * - the names it exports, read from its code much as Node's cjs-module-lexer reads them
 *   (`exports.a =`, `module.exports.b =`, the keys of `module.exports = { c, d: x }`), so that an
 *   ES module may import them by name (`import { inkeepBaseSettings } from './inkeep.js'` in
 *   OffchainLabs/arbitrum-docs' config);
 * - the names it assigns without declaring them (`defaultSettings = {…}` in osmosis-labs/docs'
 *   config), which sloppy-mode CommonJS makes globals and an ES module's strict mode refuses.
 */

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*$/u;

/** Where the string, template or comment starting at `at` ends (the index after it), or `at` when none starts there. */
function skipQuoted(code: string, at: number): number {
  const c = code[at];
  if (c === '/' && code[at + 1] === '/') return code.indexOf('\n', at) < 0 ? code.length : code.indexOf('\n', at);
  if (c === '/' && code[at + 1] === '*') return code.indexOf('*/', at + 2) < 0 ? code.length : code.indexOf('*/', at + 2) + 2;
  if (c !== '"' && c !== "'" && c !== '`') return at;
  for (let i = at + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === c) return i + 1;
  }
  return code.length;
}

/** The keys of the object literal whose `{` is at `open`: shorthand, `key: value`, methods and quoted keys; spreads are skipped. */
function objectKeys(code: string, open: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectKey = true;
  for (let i = open; i < code.length; ) {
    const skipped = skipQuoted(code, i);
    if (skipped !== i) {
      if (depth === 1 && expectKey && /["']/.test(code[i])) {
        const key = code.slice(i + 1, skipped - 1);
        if (/^\s*[:(,}]/.test(code.slice(skipped))) keys.push(key);
        expectKey = false;
      }
      i = skipped;
      continue;
    }
    const c = code[i];
    if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c) && --depth === 0) break;
    else if (depth === 1 && c === ',') expectKey = true;
    else if (depth === 1 && expectKey && /[\p{ID_Start}$_]/u.test(c)) {
      const name = /^[\p{ID_Continue}$\u200c\u200d]*/u.exec(code.slice(i))![0];
      const after = code.slice(i + name.length);
      const word = /^(?:async|get|set|static)\s+([\p{ID_Start}$_][\p{ID_Continue}$]*)/u.exec(code.slice(i));
      if (word) keys.push(word[1]);
      else if (/^\s*[:(,}]/.test(after)) keys.push(name);
      expectKey = false;
      i += name.length;
      continue;
    } else if (depth === 1 && !/\s/.test(c)) expectKey = false;
    i++;
  }
  return keys;
}

/** The code with its comments blanked (strings kept), so that code commented out exports nothing. */
function withoutComments(code: string): string {
  let out = '';
  for (let i = 0; i < code.length; ) {
    const end = skipQuoted(code, i);
    if (end === i) out += code[i++];
    else {
      out += code[i] === '/' ? code.slice(i, end).replace(/[^\n]/g, ' ') : code.slice(i, end);
      i = end;
    }
  }
  return out;
}

/** The names the module exports besides its default, in order of first appearance, without duplicates. */
export function commonJsNames(source: string): string[] {
  const code = withoutComments(source);
  const names: string[] = [];
  for (const match of code.matchAll(/\b(?:module\.)?exports\.([\p{ID_Start}$_][\p{ID_Continue}$]*)\s*=[^=]/gu)) names.push(match[1]);
  for (const match of code.matchAll(/\bmodule\.exports\s*=\s*\{/g)) names.push(...objectKeys(code, match.index + match[0].length - 1));
  return [...new Set(names)].filter((name) => name !== 'default' && name !== '__moduleExports' && IDENTIFIER.test(name));
}

/** ES module lines that export each of `names` from the module's `module.exports`, as it is once its code has run. */
export function namedExports(names: string[]): string {
  return names.map((name, i) => `var __cjsName${i} = module.exports[${JSON.stringify(name)}];\nexport { __cjsName${i} as ${name} };\n`).join('');
}

/** Where a statement may start: the code's start, or after `;`, `{`, `}` or a line break (and any comments between). */
const ASSIGNED = /(?:^|[;{}\n])[ \t]*((?:\/\*[\s\S]*?\*\/[ \t]*)*)([\p{ID_Start}$_][\p{ID_Continue}$]*)[ \t]*=(?![=>])/gu;
const DECLARED = /\b(?:var|let|const|function\*?|class)\s+([\p{ID_Start}$_][\p{ID_Continue}$]*)|\bimport\s+([\p{ID_Start}$_][\p{ID_Continue}$]*)/gu;
const GLOBAL = new Set(['module', 'exports', 'require', '__dirname', '__filename', 'globalThis', 'process', 'undefined']);
/**
 * Words no `var` may name: a line of a template literal such as `class="snack-player"` (rne's
 * remark plugin writes HTML so) looks like an assignment, and `var class;` would not compile.
 */
const RESERVED = new Set('await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(' '));

/**
 * `var a, b;` for the names a statement assigns that the module never declares: a sloppy-mode
 * global there, a module variable here, which is the same to the code that reads it.
 */
export function undeclaredAssignments(source: string): string {
  const code = withoutComments(source);
  const declared = new Set([...code.matchAll(DECLARED)].map((m) => m[1] ?? m[2]));
  // Parameters, destructured names and class fields are declared too: a name seen anywhere as one is left alone.
  const params = new Set([...code.matchAll(/[({,]\s*([\p{ID_Start}$_][\p{ID_Continue}$]*)\s*(?=[,)=}])/gu)].map((m) => m[1]));
  const names = [...new Set([...code.matchAll(ASSIGNED)].map((m) => m[2]))].filter((name) => !declared.has(name) && !params.has(name) && !GLOBAL.has(name) && !RESERVED.has(name) && !(name in globalThis));
  return names.length ? `var ${names.join(', ')};` : '';
}
