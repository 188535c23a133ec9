/**
 * The code of one MDX document, run at build time as Docusaurus runs it in the browser: its
 * `import`/`export` statements, then one function per `{expression}`, JSX component name and
 * attribute list, each called on its own so that one failing costs only its own place on the
 * page. esbuild turns the whole into CommonJS (JSX in expressions included) in one step.
 */
import { createElement, Fragment } from 'react';
import { transformSync } from 'esbuild';

export type Require = (specifier: string) => unknown;

export interface DocumentCode {
  /** Calls thunk `index` with the document's `props`; throws what the code throws. */
  run(index: number): unknown;
}

const THUNKS = '__mdxThunks';

/**
 * `esm` is the document's import/export text, `thunks` JavaScript expressions that may use its
 * bindings and `props`. Throws a compile or load error as an Error with the code's message.
 */
export function loadDocumentCode(esm: string, thunks: string[], props: Record<string, unknown>, require: Require): DocumentCode {
  const source = `${esm}\nexport function ${THUNKS}(props) { return [\n${thunks.map((t) => `() => (${t})`).join(',\n')}\n]; }\n`;
  const { code } = transformSync(source, { loader: 'jsx', format: 'cjs', jsx: 'transform', jsxFactory: '__mdxJsx', jsxFragment: '__mdxFragment', target: 'node20', logLevel: 'silent' });
  const module = { exports: {} as Record<string, unknown> };
  // What Docusaurus gives every MDX file: `toc` (TOCInline reads the page's headings itself) and empty metadata. In a block, so the file may declare its own.
  new Function('require', 'module', 'exports', '__mdxJsx', '__mdxFragment', 'toc', 'frontMatter', 'metadata', 'assets', `{${code}}`)(require, module, module.exports, createElement, Fragment, [], {}, {}, {});
  const list = (module.exports[THUNKS] as (p: unknown) => (() => unknown)[])(props);
  return { run: (index) => list[index]() };
}

/** A JavaScript string literal. */
export const literal = (text: string) => JSON.stringify(text);
