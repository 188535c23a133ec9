/**
 * A `require` of a template literal is webpack's context module (build/markdown/mdx/require-context.ts,
 * as webpack 5's ContextDependencyHelpers, ContextModuleFactory and RequireContextPlugin read it):
 * every file under the static prefix's folder that the pattern matches, keyed by its `./path` (and
 * without its extension, and a folder for its index), with the inline loaders before the folder
 * applied to each. plausible's `` require(`!!raw-loader?esModule=false!./${path}`) `` left its 36 API
 * examples unresolved. tests/fixtures/docusaurus-require-context: an MDX page and a React page use one
 * component that requires raw snippets, JSON data and a static folder's image so, and one literal with
 * no folder (a warning).
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { expandRequireContexts } from '../../build/markdown/mdx/require-context.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let messages: string[];
beforeAll(async () => {
  site = tempSite('');
  const result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-require-context'), outDir: site.out });
  messages = result.diagnostics.map(formatDiagnostic);
  expect(result.ok).toBe(true);
}, 120_000);
afterAll(() => site.cleanup());

/** The component's markup as the page shows it. */
const drawn = (rel: string) => {
  const html = readFileSync(path.join(site.out, rel), 'utf8');
  return html.slice(html.indexOf('<pre id="hello"'), html.indexOf('<span id="kind"'));
};

describe('a require of a template literal, in a site component', () => {
  it('is the files the pattern matches, through the inline raw-loader or as modules, on an MDX page and a React page', () => {
    for (const page of ['docs/intro/index.html', 'snippets/index.html']) {
      expect(drawn(page)).toBe(
        '<pre id="hello">hello from a snippet\n</pre><pre id="deep">echo deep\n</pre><pre id="bare">export const example = 1;\n</pre>' +
          `<span id="colour">teal</span><span id="missing">Cannot find module &#x27;./none.txt&#x27;</span>`,
      );
    }
  });

  it("finds `/img/...` in the site's static folder, as webpack's resolve.roots do (databend's video covers)", () => {
    for (const page of ['docs/intro/index.html', 'snippets/index.html']) {
      expect(readFileSync(path.join(site.out, page), 'utf8')).toMatch(/<img id="cover" src="\/assets\/images\/teal-[0-9a-f]+\.png"\/>/);
    }
  });

  it("applies require.context's inline loaders to each file, as webpack splits them off the folder (actix's `!!raw-loader!@site/examples`)", () => {
    for (const page of ['docs/intro/index.html', 'snippets/index.html']) {
      const html = readFileSync(path.join(site.out, page), 'utf8');
      expect(html).toContain('<pre id="texts">./hello.txt: hello from a snippet\n./nested/deep.sh: echo deep\n</pre>');
    }
    expect(messages.filter((m) => m.includes('raw-loader!@site'))).toEqual([]);
  });

  it('is a warning naming its file and line where its prefix names no folder', () => {
    const warned = messages.filter((m) => m.includes('names no folder'));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatch(/src\/components\/Snippets\.js:5: require\(`\$\{name\}`\) names no folder before its first expression/);
  });
});

describe('the context made of a template literal', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'require-context-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string) => (mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true }), writeFileSync(path.join(dir, rel), ''));
  ['code/ex-a-1.js', 'code/ex-b-2.ts', 'code/other.js', 'code/lib/index.js', 'code/.hidden.js', 'code/.git/x.js'].forEach(write);
  const file = path.join(dir, 'Page.js');
  const keys = (code: string) => [...code.matchAll(/"(\.[^"]*)": \(\) => require\(("[^"]*")\)/g)].map((m) => `${m[1]} ${m[2]}`);

  it("keys each file by its path, without its extension, and a folder by its index; the pattern's text between expressions bounds it", () => {
    const all = expandRequireContexts('const x = (n) => require(`./code/${n}`);', file, ['.js', '.ts'])!;
    expect(keys(all.code)).toEqual([
      './ex-a-1 "./code/ex-a-1.js"', './ex-a-1.js "./code/ex-a-1.js"',
      './ex-b-2 "./code/ex-b-2.ts"', './ex-b-2.ts "./code/ex-b-2.ts"',
      './lib/ "./code/lib/index.js"', './lib "./code/lib/index.js"', './lib/index "./code/lib/index.js"', './lib/index.js "./code/lib/index.js"',
      './other "./code/other.js"', './other.js "./code/other.js"',
    ]);
    expect(all.code).toContain('}, `./${n}`)');
    const two = expandRequireContexts('require(`!!raw-loader!./code/ex-${a}-${b}.js?raw`)', file, ['.js'])!;
    expect(keys(two.code)).toEqual(['./ex-a-1.js "!!raw-loader!./code/ex-a-1.js?raw"']);
    expect(two.code).toContain('}, `./ex-${a}-${b}.js`)');
  });

  it('leaves alone what is no template with an expression, and warns of a package folder', () => {
    expect(expandRequireContexts('require(`./code/other.js`); require("./x")', file, ['.js'])).toBeUndefined();
    const bare = expandRequireContexts('\nrequire(`lodash/${name}`)', file, ['.js'], dir)!;
    expect(bare.code).toBe('\nrequire(`lodash/${name}`)');
    expect(bare.warnings).toEqual([expect.stringMatching(/^Page\.js:2: require\(`lodash\/\$\{name\}`\) names "lodash", a folder of no installed package; it is left/)]);
  });

  it('is only a call of the bare `require` with a template literal: not text in a string or a comment, nor a method', () => {
    for (const source of [
      "const help = 'use require(`./code/${name}.json`) to load';",
      'obj.require(`./code/${a}`);',
      '// see require(`../${name}`)\n/* require(`./code/${b}`) */',
    ]) expect(expandRequireContexts(source, file, ['.js'])).toBeUndefined();
    const mixed = expandRequireContexts("const help = 'require(`./code/${n}`)';\nconst x = (n) => require(`./code/${n}.js`);", file, ['.js'])!;
    expect(mixed.code.startsWith("const help = 'require(`./code/${n}`)';\nconst x = (n) => ((map, key)")).toBe(true);
  });

  it('reads TypeScript, and names the line written', () => {
    const ts = expandRequireContexts('type T = string;\n\n\nconst x = (n: T) => require(`./code/${n}`) as unknown;\nconst y = (n: T) => require(`zz-none/${n}`);', path.join(dir, 'Page.tsx'), ['.js'], dir)!;
    expect(ts.code).not.toContain(': T');
    expect(keys(ts.code)).toContain('./other.js "./code/other.js"');
    expect(ts.warnings).toEqual([expect.stringMatching(/^Page\.tsx:5: require\(`zz-none\/\$\{n\}`\) names "zz-none"/)]);
  });

  it("finds `/x` in the static folders, then the site folder, `@site/` in the site folder, and a package's folder", () => {
    ['static/img/cover/a.png', 'site/static/img/b.png', 'site/src/data/c.json', 'node_modules/prism-like/components/prism-go.js'].forEach(write);
    const roots = { siteDir: path.join(dir, 'site'), staticDirs: [path.join(dir, 'static'), path.join(dir, 'site/static')] };
    const at = (source: string) => keys(expandRequireContexts(source, file, ['.js', '.json'], dir, roots)!.code);
    expect(at('require(`/img/cover/${img}`).default')).toEqual(['./a.png "/img/cover/a.png"']);
    expect(at('require(`/img/${img}`)')).toEqual(['./cover/a.png "/img/cover/a.png"']);
    expect(at('require(`/static/img/${img}`)')).toEqual(['./b.png "/static/img/b.png"']);
    expect(at('require(`@site/src/data/${n}`)')).toEqual(['./c "@site/src/data/c.json"', './c.json "@site/src/data/c.json"']);
    expect(at('require(`prism-like/components/prism-${lang}`)')).toEqual(['./prism-go "prism-like/components/prism-go.js"', './prism-go.js "prism-like/components/prism-go.js"']);
    const missing = expandRequireContexts('require(`/nowhere/${x}`)', file, ['.js'], dir, roots)!;
    expect(missing.warnings).toEqual([expect.stringMatching(/names "\/nowhere", found in no static folder nor in the site folder; it is left/)]);
  });

  it("makes a concatenation's context as webpack's wrapped one: its leading and trailing strings around any text", () => {
    const concat = expandRequireContexts("const x = (n) => require('./code/' + n);", file, ['.js', '.ts'])!;
    expect(keys(concat.code)).toEqual(keys(expandRequireContexts('const x = (n) => require(`./code/${n}`);', file, ['.js', '.ts'])!.code));
    expect(concat.code).toContain('}, ("./" + (n)))');
    const wrapped = expandRequireContexts("require('!!raw-loader!./code/' + 'ex-' + a + '-' + b + '.js?raw')", file, ['.js'])!;
    expect(keys(wrapped.code)).toEqual(['./ex-a-1.js "!!raw-loader!./code/ex-a-1.js?raw"']);
    expect(wrapped.code).toContain('}, ("./ex-" + (a) + (\'-\') + (b) + ".js"))');
  });

  it("makes an import()'s context lazy: a promise of the module, rejected for a key it lacks", () => {
    const lazy = expandRequireContexts('const load = (n) => import(/* webpackChunkName: "code" */ `./code/${n}.ts`);\nconst other = (n) => import("./code/" + n + ".js");', file, ['.js', '.ts'])!;
    expect([...lazy.code.matchAll(/"(\.[^"]*)": \(\) => import\(("[^"]*")\)/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(['./ex-b-2.ts "./code/ex-b-2.ts"', './ex-a-1.js "./code/ex-a-1.js"', './lib/index.js "./code/lib/index.js"', './other.js "./code/other.js"']);
    expect(lazy.code).toContain('((map, key) => Promise.resolve().then(() => { if (!Object.prototype.hasOwnProperty.call(map, key))');
    expect(lazy.warnings).toEqual([]);
  });

  it('leaves an import() webpack leaves as written (webpackIgnore) and a URL the browser imports, without a warning', () => {
    for (const source of [
      'const load = (n) => import(/* webpackIgnore: true */ `./code/${n}.ts`);',
      "const load = (n) => import(/*webpackIgnore:true*/ './code/' + n + '.js');",
      'const mermaid = (v) => import(`https://esm.sh/mermaid@${v}`);',
      "const mermaid = (v) => import('https://cdn.jsdelivr.net/npm/mermaid@' + v + '/dist/mermaid.esm.min.mjs');",
    ]) expect(expandRequireContexts(source, file, ['.js', '.ts'], dir), source).toBeUndefined();
    // TypeScript goes through esbuild first: the comment is still before the request.
    expect(expandRequireContexts('const load = (n: string) => import(/* webpackIgnore: true */ `./code/${n}.ts`);', path.join(dir, 'Page.tsx'), ['.js', '.ts'], dir)).toBeUndefined();
    // Another magic comment is no such mark.
    expect(expandRequireContexts('const load = (n) => import(/* webpackChunkName: "x" */ `./code/${n}.ts`);', file, ['.js', '.ts'], dir)).toBeDefined();
  });

  it('is a warning naming file and line for a request it cannot bound, and leaves constants and a bare require(name) alone', () => {
    const unbound = expandRequireContexts("const a = require(name + '.json');\nconst b = import(`${name}`);", file, ['.js'], dir)!;
    expect(unbound.warnings).toEqual([
      expect.stringMatching(/^Page\.js:1: require\(name \+ '\.json'\) names no folder before its first expression.*it is left to be required/),
      expect.stringMatching(/^Page\.js:2: import\(`\$\{name\}`\) names no folder before its first expression.*it is left to be imported/),
    ]);
    for (const source of ["require('./code/' + 'other.js')", 'require(name)', 'require(a + b)', "import('./code/other.js')"]) expect(expandRequireContexts(source, file, ['.js'])).toBeUndefined();
  });

  it('counts only the files the pattern matches, and does not search node_modules', () => {
    const big = path.join(dir, 'big');
    mkdirSync(path.join(big, 'node_modules/x'), { recursive: true });
    for (let i = 0; i < 2100; i++) writeFileSync(path.join(big, `image-${i}.png`), '');
    ['a-faqs.json', 'b-faqs.json', 'node_modules/x/c-faqs.json'].forEach((rel) => writeFileSync(path.join(big, rel), ''));
    const faqs = expandRequireContexts('require(`./big/${id}-faqs.json`)', file, ['.js'])!;
    expect(faqs.warnings).toEqual([]);
    expect(keys(faqs.code)).toEqual(['./a-faqs.json "./big/a-faqs.json"', './b-faqs.json "./big/b-faqs.json"']);
    expect(expandRequireContexts('require(`./big/${id}.png`)', file, ['.js'])!.warnings).toEqual([expect.stringMatching(/matches more than 2000 files under "\.\/big"/)]);
  });
});

/**
 * `require.context(folder, recursive, regExp, mode)`, webpack's explicit API, is the same module made
 * from its arguments (RequireContextDependencyParserPlugin, ContextModuleFactory, ContextModule of
 * webpack 5): kro's roadmap page read its data so and was left out ("require.context is not a
 * function"); openbao's ecosystem page lists its logos so.
 */
describe('require.context(folder, recursive, regExp, mode)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'require-context-api-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string) => (mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true }), writeFileSync(path.join(dir, rel), ''));
  ['logos/b/dark.svg', 'logos/a/light.png', 'logos/a/notes.txt', 'logos/top.svg', 'logos/.hidden.svg', 'data/roadmap.json', 'data/other.json'].forEach(write);
  const file = path.join(dir, 'Page.tsx');
  /** Runs the expanded code with a `require` that answers each request with its own text. */
  const run = (source: string) => {
    const expanded = expandRequireContexts(source, file, ['.js', '.json'], dir)!;
    expect(expanded.warnings).toEqual([]);
    return new Function('require', `${expanded.code.replace(/^const ctx = /, 'return ')}`)((request: string) => `module ${request}`);
  };

  it('lists the files its pattern matches, sorted by key, with subfolders when recursive (the default)', () => {
    const logos = run('const ctx = (require as WithContext).context("./logos/", true, /\\.(svg|png)$/);');
    expect(logos.keys()).toEqual(['./a/light.png', './b/dark.svg', './top.svg']);
    expect(logos('./b/dark.svg')).toBe('module ./logos/b/dark.svg');
    expect(logos.resolve('./top.svg')).toBe('./top.svg');
    expect(logos.id).toBe('./logos');
    expect(() => logos('./none.svg')).toThrow("Cannot find module './none.svg'");
    expect(run('const ctx = require.context("./logos", false, /\\.svg$/);').keys()).toEqual(['./top.svg']);
  });

  it("keys a file with and without its extension under webpack's default pattern, and gives promises in a lazy mode", async () => {
    expect(run("const ctx = require.context('./data');").keys()).toEqual(['./other', './other.json', './roadmap', './roadmap.json']);
    const only = run("const ctx = require.context('./data', false, /^\\.\\/roadmap\\.json$/);");
    expect(only.keys()).toEqual(['./roadmap.json']);
    const lazy = run("const ctx = require.context('./data', false, /\\.json$/, 'lazy');");
    await expect(lazy('./roadmap.json')).resolves.toBe('module ./data/roadmap.json');
    await expect(lazy('./none.json')).rejects.toThrow("Cannot find module './none.json'");
  });

  it('requires each file through the inline loaders written before the folder', () => {
    const raw = run('const ctx = require.context("!!raw-loader!./logos", false, /\\.svg$/);');
    expect(raw.keys()).toEqual(['./top.svg']);
    expect(raw('./top.svg')).toBe('module !!raw-loader!./logos/top.svg');
  });

  it('is an empty context for a folder with no matching file, and a warning for a package folder not installed', () => {
    expect(run("const ctx = require.context('./data', true, /\\.yaml$/);").keys()).toEqual([]);
    const missing = expandRequireContexts('\nconst logos = require.context("zz-no-such-logos", true, /\\.svg$/);', path.join(dir, 'Page.js'), ['.js'], dir)!;
    expect(missing.warnings).toEqual([expect.stringMatching(/^Page\.js:2: require\.context\("zz-no-such-logos", true, \/\\\.svg\$\/\) names "zz-no-such-logos", a folder of no installed package; it is left to be required/)]);
  });

  it('leaves a call whose arguments are not literals as written, as webpack does', () => {
    for (const source of ['require.context(folder, true, /\\.svg$/)', "require.context('./logos', deep)", "require.context('./logos', true, pattern)", 'other.context("./logos")']) {
      expect(expandRequireContexts(source, path.join(dir, 'Page.js'), ['.js'], dir), source).toBeUndefined();
    }
  });
});
