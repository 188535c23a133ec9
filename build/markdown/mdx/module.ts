/**
 * The code of one MDX document, run at build time as Docusaurus runs it in the browser: its
 * `import`/`export` statements, then one function per `{expression}`, JSX component name and
 * attribute list, each called on its own so that one failing costs only its own place on the
 * page. esbuild turns the whole into CommonJS (JSX in expressions included) in one step, unless
 * the code is only `import` statements and no expression holds JSX (`plainImports`).
 */
import { createElement, Fragment } from 'react';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx';
import { createRequire } from 'node:module';
import { allEsm } from './nodes.ts';

export type Require = (specifier: string) => unknown;

export interface DocumentCode {
  /** Calls thunk `index` with the document's `props`; throws what the code throws. */
  run(index: number): unknown;
}

const THUNKS = '__mdxThunks';
/** esbuild, loaded the first time a document has code (its `transformSync` has no import-time form). */
const esbuild = () => createRequire(import.meta.url)('esbuild') as typeof import('esbuild');

/** A module as an `import` statement sees it: an ES module's namespace, or a CommonJS module's exports as its default and its names. */
function interop(module: unknown): unknown {
  if ((module as { __esModule?: boolean } | null)?.__esModule) return module;
  return Object.assign({ default: module }, typeof module === 'object' || typeof module === 'function' ? module : {});
}

const LESS_THAN = 60;
const SLASH = 47;
const BACKTICK = 96;
const DOUBLE = 34;
const SINGLE = 39;
const BACKSLASH = 92;

/**
 * Whether an expression's code may hold JSX: a `<` outside its quoted strings, or a template,
 * comment or regular expression (a backtick or `/`), which are not followed. Outside JSX, a quote
 * starts a string, so the scan knows where it is up to the first `<` that is not in one. The
 * site components' props of moderne's 5,700 recipe pages are JSON whose strings hold code
 * (`List<String>`): with any `<` counted, each page's code went to esbuild, 4% of those pages'
 * render in a CPU profile of `npm run bench:markdown`.
 */
function mayHoldJsx(code: string): boolean {
  let quote = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (quote) {
      if (c === BACKSLASH) i++;
      else if (c === quote) quote = 0;
    } else if (c === DOUBLE || c === SINGLE) quote = c;
    else if (c === LESS_THAN || c === SLASH || c === BACKTICK) return true;
  }
  return false;
}

/**
 * The document's `import` statements as CommonJS, when its code is nothing else and no expression
 * may hold JSX (`mayHoldJsx`); otherwise undefined, and esbuild compiles it. The pages an OpenAPI
 * plugin generates are such documents, thousands to a site, and esbuild's transform (a call to
 * its process and back for each) was a fifth of what they cost.
 */
function plainImports(programs: (Program | null | undefined)[], thunks: string[]): string | undefined {
  if (thunks.some(mayHoldJsx) || programs.some((program) => !program)) return undefined;
  const lines: string[] = [];
  for (const statement of programs.flatMap((program) => program!.body)) {
    if (statement.type !== 'ImportDeclaration') return undefined;
    const module = `__mdxModule${lines.length}`;
    lines.push(`const ${module} = __mdxInterop(require(${literal(String(statement.source.value))}));`);
    for (const specifier of statement.specifiers) {
      const name = specifier.type === 'ImportNamespaceSpecifier' ? '' : specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
      lines.push(`const ${specifier.local.name} = ${module}${name ? `[${literal(name)}]` : ''};`);
    }
  }
  return lines.join('\n');
}

/**
 * `esm` is the document's import/export text (and `programs` what it parses to), `thunks`
 * JavaScript expressions that may use its bindings and `props`. Throws a compile or load error as
 * an Error with the code's message.
 */
export function loadDocumentCode(esm: string, programs: (Program | null | undefined)[], thunks: string[], props: Record<string, unknown>, require: Require, frontMatter: Record<string, unknown> = {}): DocumentCode {
  const list = `function ${THUNKS}(props) { return [\n${thunks.map((t) => `() => (${t})`).join(',\n')}\n]; }`;
  const imports = plainImports(programs, thunks);
  const code =
    imports === undefined
      ? esbuild().transformSync(`${esm}\nexport ${list}\n`, { loader: 'jsx', format: 'cjs', jsx: 'transform', jsxFactory: '__mdxJsx', jsxFragment: '__mdxFragment', target: 'node20', logLevel: 'silent' }).code
      : `${imports}\nmodule.exports.${THUNKS} = ${list};`;
  const thunksOf = runModule(code, require, frontMatter)[THUNKS] as (p: unknown) => (() => unknown)[];
  const compiled = thunksOf(props);
  return { run: (index) => compiled[index]() };
}

/** Runs a document's code (CommonJS) and returns its exports. */
function runModule(code: string, require: Require, frontMatter: Record<string, unknown>): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  // What Docusaurus gives every MDX file: `toc` (TOCInline reads the page's headings itself), the file's own front matter, and empty metadata. In a block, so the file may declare its own.
  new Function('require', 'module', 'exports', '__mdxJsx', '__mdxFragment', '__mdxInterop', 'toc', 'frontMatter', 'metadata', 'assets', `{${code}}`)(require, module, module.exports, createElement, Fragment, interop, [], frontMatter, {}, {});
  return module.exports;
}

/**
 * The names a document's `export` statements give another file that imports it, as the ES module
 * Docusaurus compiles each MDX file to exports them (`export const Sample = …`). Throws what its code throws.
 */
export function documentExports(esm: string, require: Require, frontMatter: Record<string, unknown> = {}): Record<string, unknown> {
  const code = esbuild().transformSync(esm, { loader: 'jsx', format: 'cjs', jsx: 'transform', jsxFactory: '__mdxJsx', jsxFragment: '__mdxFragment', target: 'node20', logLevel: 'silent' }).code;
  return runModule(code, require, frontMatter);
}

/** A JavaScript string literal. */
const literal = (text: string) => JSON.stringify(text);

/** A JSX element's attributes as an object expression (spreads included). */
export function attributesCode(attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): string {
  const parts = attributes.map((a) => {
    if (a.type === 'mdxJsxExpressionAttribute') return a.value;
    const value = a.value === null || a.value === undefined ? 'true' : typeof a.value === 'string' ? literal(a.value) : `(${a.value.value})`;
    return `${literal(a.name)}: ${value}`;
  });
  return `({${parts.join(', ')}})`;
}

/** A JSX element's component: its name's value when the code defines it, else undefined (MDXComponents and HTML tags are found later). */
export function componentCode(name: string | null): string {
  if (!name || !/^[A-Z_$]/.test(name.split('.')[0])) return 'undefined';
  const root = name.split('.')[0];
  return `typeof ${root} === 'undefined' ? undefined : ${name}`;
}

const REQUIRE_CALL = /require\(\s*\\?["']([^"'\\]+)\\?["']\s*\)/g;

/**
 * The `require('...')` calls the tree's JSON spells, leaving out `data` and `position` (so every
 * string of the document, code blocks' too). No call can span two of its strings (`(`, `)` and
 * quotes only stand inside strings, and no object of the tree has a key from the text that could
 * hold them), so each string that holds `require(` is searched on its own, as JSON writes it:
 * JSON of the whole tree, made through a replacer called for each of its keys, was 2% of
 * react-native's build.
 */
function requireCalls(value: unknown, found: string[]): void {
  if (typeof value === 'string') {
    if (value.includes('require(')) for (const match of JSON.stringify(value).matchAll(REQUIRE_CALL)) found.push(match[1]);
  } else if (Array.isArray(value)) for (const item of value) requireCalls(item, found);
  else if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value)) {
      if (key === 'data' || key === 'position') continue;
      requireCalls(key, found);
      requireCalls((value as Record<string, unknown>)[key], found);
    }
}

/** A document's specifiers, kept with its tree, which is parsed once for all its copies (parse.ts) and never changed. */
const specifiersOf = new WeakMap<Root, string[]>();

/** Import specifiers and `require('...')` calls of the document's code. */
export function specifiers(tree: Root): string[] {
  const kept = specifiersOf.get(tree);
  if (kept) return kept;
  const found: string[] = [];
  for (const node of allEsm(tree.children)) {
    for (const statement of node.data?.estree?.body ?? []) if (statement.type === 'ImportDeclaration') found.push(String(statement.source.value));
  }
  requireCalls(tree, found);
  specifiersOf.set(tree, found);
  return found;
}
