/**
 * An MDX document's code (markdown/mdx/module.ts): when it is only `import` statements and its
 * expressions hold no JSX, it is turned into CommonJS here rather than by esbuild. Both ways must
 * give every expression the same value; a document with anything else still goes to esbuild.
 */
import type { Program } from 'estree';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { describe, expect, it } from 'vitest';
import { loadDocumentCode, type Require } from '../../build/markdown/mdx/module.ts';
import { parseMdx } from '../../build/markdown/mdx/parse.ts';

const modules: Record<string, unknown> = {
  '@theme/Heading': { __esModule: true, default: 'Heading', Other: 'HeadingOther' },
  'common-js': Object.assign(() => 'called', { named: 'cjs-named' }),
  './data.json': { __esModule: true, default: { a: 1 }, a: 1 },
  'side-effect.css': { __esModule: true },
};
const required: string[] = [];
const require: Require = (specifier) => {
  required.push(specifier);
  return modules[specifier];
};

/** The document's import text and parsed programs, as prepare.ts hands them over. */
function esmOf(mdx: string): { text: string; programs: (Program | undefined)[] } {
  const parsed = parseMdx(mdx);
  if ('message' in parsed) throw new Error(parsed.message);
  const esm = parsed.tree.children.filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm');
  return { text: esm.map((node) => node.value).join('\n'), programs: esm.map((node) => node.data?.estree ?? undefined) };
}

/** Every thunk's value, by the way `programs` allows (no programs: esbuild's). */
function values(text: string, programs: (Program | undefined)[], thunks: string[]) {
  const code = loadDocumentCode(text, programs, thunks, { id: 7 }, require);
  return thunks.map((_, index) => code.run(index));
}

describe('an MDX document whose code is only imports', () => {
  const mdx = [
    "import Heading, { Other as Renamed } from '@theme/Heading';",
    "import * as Everything from '@theme/Heading';",
    "import cjs, { named } from 'common-js';",
    "import * as cjsNamespace from 'common-js';",
    "import data from './data.json';",
    "import 'side-effect.css';",
    '',
    '# Title',
  ].join('\n');
  const thunks = ['Heading', 'Renamed', 'Everything.Other', 'Everything.default', 'cjs()', 'named', 'cjsNamespace.named', 'cjsNamespace.default()', 'data.a', 'props.id', 'toc.length'];

  it('gives each expression what esbuild\'s CommonJS gives it, and loads every module, side effects included', () => {
    const { text, programs } = esmOf(mdx);
    expect(programs.every(Boolean)).toBe(true);
    required.length = 0;
    const plain = values(text, programs, thunks);
    expect(required).toEqual(['@theme/Heading', '@theme/Heading', 'common-js', 'common-js', './data.json', 'side-effect.css']);
    const compiled = values(text, [undefined], thunks);
    expect(plain).toEqual(['Heading', 'HeadingOther', 'HeadingOther', 'Heading', 'called', 'cjs-named', 'cjs-named', 'called', 1, 7, 0]);
    expect(plain).toEqual(compiled);
    // The namespace is the module itself, not the copy esbuild's interop makes: no esbuild here.
    expect(values(text, programs, ['Everything'])[0]).toBe(modules['@theme/Heading']);
    expect(values(text, [undefined], ['Everything'])[0]).not.toBe(modules['@theme/Heading']);
  });

  it('reads a `<` in an expression\'s strings as no JSX (site components\' JSON props holding code), and leaves the rest to esbuild', () => {
    const { text, programs } = esmOf(mdx);
    const esbuildsNamespace = (extra: string) => values(text, programs, ['Everything', extra])[0] !== modules['@theme/Heading'];
    expect(values(text, programs, ['({"before": "List<String> a;", "quote": \'it\\\'s <b>\'})'])[0]).toEqual({ before: 'List<String> a;', quote: "it's <b>" });
    expect(esbuildsNamespace('["List<String>", \'a\\\'<\']')).toBe(false);
    expect(esbuildsNamespace('props.id < 8')).toBe(true);
    // JSX the scan must not take for a string's: after a quote in a template, a comment or a string's escaped quote.
    const jsxAfter = ['`"${(<b>x</b>).type}"`', '"a" /* " */ + (<b>x</b>).type', '"a\\"" + (<b>x</b>).type'];
    expect(jsxAfter.map((thunk) => values(text, programs, [thunk])[0])).toEqual(['"b"', 'ab', 'a"b']);
    for (const thunk of jsxAfter) expect(esbuildsNamespace(thunk)).toBe(true);
  });

  it('leaves exports and JSX to esbuild', () => {
    const { text, programs } = esmOf("import Heading from '@theme/Heading';\nexport const answer = 42;\n\n# Title");
    expect(values(text, programs, ['answer + 1', 'Heading'])).toEqual([43, 'Heading']);
    const jsx = esmOf("import Heading from '@theme/Heading';\n\n# Title");
    expect((values(jsx.text, jsx.programs, ['<b>{props.id}</b>'])[0] as { props: { children: number } }).props.children).toBe(7);
  });
});
