/**
 * Generators of what an author may write, from the grammar of what the generator accepts:
 * Markdown and MDX with every construct it renders (containers, tabs, emphasis, links, HTML, JSX,
 * lists, quotes, tables, code, Mermaid), front matter, `_category_` files and sidebars, mixed with
 * random text and bytes and with extreme sizes (a construct repeated or nested thousands of times).
 * fast-check shrinks a failing input to the smallest that still fails.
 */
import fc from 'fast-check';

/** Words that mean something to one parser or another, and plain ones. */
const WORDS = ['alpha', 'Beta', 'gamma', 'δέλτα', '日本語', '🙂', 'x', '*', '_', '**', '__', '~~', '`', '``', '<', '>', '</', '/>', '[', ']', '(', ')', '{', '}', '{{', '#', ':::', '::::', '|', '\\', '&amp;', '&#0;', '&', '!', '$', '@tab', '---', '***', '-', '+', '1.', '<!--', '-->', 'http://example.com', 'https://example.com/a?b=c#d', 'mailto:a@b.c', 'javascript:alert(1)', './other.md', '../up.md', '/docs/intro', '#section', '@site/x.md', 'import', 'export', 'truncate', '\t', '\u00a0', '\u200b', '\uE000', '\u0000'];
const word = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...WORDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
const words = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
const url = fc.constantFrom('https://example.com/', './other.md', 'other.md#setup', '../x.md', '/docs/intro', '#top', '', 'javascript:alert(1)', './img.png', '/img/logo.svg', 'mailto:a@example.com', '<https://example.com>', 'a b', '%zz', '@site/docs/intro.md');
const lang = fc.constantFrom('', 'js', 'ts', 'tsx', 'bash', 'mermaid', 'mermaid', 'nosuchlanguage', 'js title="a.js" {1,3-4}', 'md', 'mdx-code-block', 'jsx live');

const MERMAID = ['flowchart TD\n  A-->B', 'graph LR\n  A[x] --> B{y}\n  B -->|z| C', 'sequenceDiagram\n  A->>B: hi', 'classDiagram\n  A <|-- B', 'pie\n  "a": 1', 'flowchart TD\n  A-->', 'stateDiagram-v2\n  [*] --> S', 'gantt\n  title x', 'not a diagram', '%%{init: {"theme": "dark"}}%%\nflowchart LR\n  a-->b'];

const inline: fc.Arbitrary<string> = fc.letrec<{ inline: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    words,
    tie('inline').map((t) => `*${t}*`),
    tie('inline').map((t) => `**${t}**`),
    tie('inline').map((t) => `_${t}_`),
    tie('inline').map((t) => `~~${t}~~`),
    words.map((t) => `\`${t}\``),
    fc.tuple(tie('inline'), url).map(([t, u]) => `[${t}](${u})`),
    fc.tuple(words, url).map(([t, u]) => `![${t}](${u})`),
    fc.tuple(tie('inline'), words).map(([t, r]) => `[${t}][${r}]`),
    tie('inline').map((t) => `<span class="x">${t}</span>`),
    tie('inline').map((t) => `<kbd>${t}</kbd>`),
    words.map((t) => `<a href="${t}">${t}</a>`),
    fc.tuple(tie('inline'), tie('inline')).map(([a, b]) => `${a} ${b}`),
  ),
})).inline;

/** A block of Markdown; `mdx` adds JSX elements and expressions. */
function blocks(mdx: boolean): fc.Arbitrary<string> {
  return fc.letrec<{ block: string; blocks: string }>((tie) => ({
    blocks: fc.array(tie('block'), { minLength: 1, maxLength: 5 }).map((b) => b.join('\n\n')),
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: inline },
      fc.tuple(fc.integer({ min: 1, max: 7 }), inline).map(([n, t]) => `${'#'.repeat(n)} ${t}`),
      fc.tuple(fc.constantFrom('-', '*', '+', '1.', '2)', '- [ ]', '- [x]'), fc.array(tie('blocks'), { minLength: 1, maxLength: 3 })).map(([m, items]) => items.map((i) => `${m} ${i.replace(/\n/g, '\n   ')}`).join('\n')),
      tie('blocks').map((b) => b.replace(/^/gm, '> ')),
      fc.tuple(lang, words).map(([l, body]) => `\`\`\`${l}\n${body}\n\`\`\``),
      fc.constantFrom(...MERMAID).map((d) => '```mermaid\n' + d + '\n```'),
      fc.tuple(fc.constantFrom('note', 'tip', 'info', 'warning', 'danger', 'caution', 'nosuch'), fc.option(words), tie('blocks'), fc.integer({ min: 3, max: 5 })).map(
        ([kind, title, body, colons]) => `${':'.repeat(colons)}${kind}${title ? ` ${title}` : ''}\n${body}\n${':'.repeat(colons)}`,
      ),
      fc.array(fc.tuple(words, tie('blocks')), { minLength: 1, maxLength: 3 }).map((tabs) => `:::tabs\n${tabs.map(([l, b]) => `@tab ${l}\n${b}`).join('\n')}\n:::`),
      fc.tuple(fc.integer({ min: 1, max: 4 }), fc.array(inline, { minLength: 1, maxLength: 6 })).map(([cols, cells]) => {
        const row = (r: string[]) => `| ${r.map((c) => c.replace(/\n/g, ' ')).join(' | ')} |`;
        return [row(cells.slice(0, cols)), row(Array(cols).fill('---')), row(cells.slice(cols))].join('\n');
      }),
      tie('blocks').map((b) => `<div class="box">\n\n${b}\n\n</div>`),
      fc.constantFrom('---', '***', '<!-- truncate -->', '<br/>', '<details><summary>More</summary>\n\nHidden\n\n</details>', '[ref]: https://example.com "Title"', '<script>alert(1)</script>', '<img src="x" onerror="alert(1)">'),
      ...(mdx
        ? [
            tie('blocks').map((b) => `<Tabs>\n<TabItem value="a" label="A">\n\n${b}\n\n</TabItem>\n</Tabs>`),
            tie('blocks').map((b) => `<details>\n<summary>Sum</summary>\n\n${b}\n\n</details>`),
            tie('blocks').map((b) => `<Admonition type="tip">\n\n${b}\n\n</Admonition>`),
            fc.constantFrom('{1 + 1}', '{/* comment */}', '{"text"}', '{[1, 2].map((n) => <b key={n}>{n}</b>)}', '{undefined}', '{null}', '{props.x}', '{frontMatter.title}', '{toc.length}', '<Unknown />', '<div style={{color: "red"}}>styled</div>', '<br>', '<Foo.Bar />', '{', '}', '<div>', '</div>'),
            fc.constantFrom("import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "import X from './missing.mdx';", "import Frag from './_partial.mdx';", 'export const x = 1;', "export const meta = { a: 'b' };", 'import {', 'export default function Layout({children}) { return children; }'),
            fc.constantFrom('<Frag />', '<Frag x="1" />', '<X />'),
          ]
        : []),
    ),
  })).blocks;
}

/** Extreme sizes: a fragment repeated, or a construct nested, thousands of times. */
const extreme: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom('_', '*', '[', '](x)', '<div>', '</div>', '> ', '- ', '  ', ':::note\n', ':::\n', '`', '{', '|', 'a\n', '\n', '<', '![', '~~', '# ', '\\'), fc.integer({ min: 100, max: 30_000 })).map(([f, n]) => f.repeat(n)),
  fc.tuple(fc.constantFrom(['*', '*'], ['_', '_'], ['[', '](https://e.com)'], ['<span>', '</span>'], ['<div>', '</div>'], [':::note\n', '\n:::'], ['> ', ''], ['~~', '~~'], ['**', '**'], ['`', '`']), fc.integer({ min: 10, max: 3_000 })).map(([[o, c], n]) => o.repeat(n) + 'x' + c.repeat(n)),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'word '.repeat(n)),
);

export type Doc = { ext: 'md' | 'mdx'; text: string | Uint8Array };

/** Front matter: the fields the generator reads, with values of every shape, or YAML that is not quite YAML. */
const FIELDS = ['title', 'id', 'slug', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'description', 'keywords', 'tags', 'draft', 'unlisted', 'hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'pagination_next', 'pagination_prev', 'custom_edit_url', 'last_update', 'date', 'authors', 'image', 'sidebar_custom_props', 'displayed_sidebar', 'parse_number_prefixes'];
const yamlValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  words,
  fc.constantFrom('true', 'false', 'null', '~', '0', '-1', '1e309', '"40"', '2024-02-30', '2024-01-01T10:00:00Z', '[a, b]', '{a: 1}', '|\n  block', '>\n  folded', '&a [*a, *a]', '*nope', '!!binary aGk=', "'unclosed", '"a\\u0000b"', '/docs/x', '../x', '/'),
);
const frontMatter: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.tuple(fc.constantFrom(...FIELDS), yamlValue), { maxLength: 5 }).map((pairs) => (pairs.length ? `---\n${pairs.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n` : '')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => `---\n${s}\n---\n`) },
  { weight: 1, arbitrary: fc.constantFrom('---\ntitle: open\n', '---\n---\n', '---\r\ntitle: crlf\r\n---\r\n', '\uFEFF---\ntitle: bom\n---\n', '--- \ntitle: x\n...\n') },
);

/** A document: grammar-made (the most), extreme, grammar with random text spliced in, or random bytes. */
export const doc: fc.Arbitrary<Doc> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.constantFrom<'md' | 'mdx'>('md', 'mdx'), frontMatter, fc.boolean()).chain(([ext, fm, title]) => blocks(ext === 'mdx').map((body) => ({ ext, text: `${fm}${title ? '# Title\n\n' : ''}${body}\n` }))) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom<'md' | 'mdx'>('md', 'mdx'), extreme).map(([ext, text]) => ({ ext, text: `# Extreme\n\n${text}\n` })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom<'md' | 'mdx'>('md', 'mdx'), blocks(true), fc.string({ unit: 'binary', maxLength: 60 }), fc.nat()).map(([ext, body, noise, at]) => ({ ext, text: body.slice(0, at % (body.length + 1)) + noise + body.slice(at % (body.length + 1)) })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom<'md' | 'mdx'>('md', 'mdx'), fc.uint8Array({ maxLength: 300 })).map(([ext, text]) => ({ ext, text })) },
);

/** A `_category_.json` or `.yml` file: the fields Docusaurus reads, with values of every shape, or garbage. */
export const categoryFile: fc.Arbitrary<{ name: string; text: string }> = fc.oneof(
  fc.record({ label: fc.option(fc.oneof(words, fc.jsonValue({ maxDepth: 1 }))), position: fc.option(fc.oneof(fc.double(), fc.jsonValue({ maxDepth: 1 }))), collapsed: fc.option(fc.jsonValue({ maxDepth: 1 })), className: fc.option(words), link: fc.option(fc.oneof(fc.constant({ type: 'generated-index' }), fc.record({ type: fc.constant('doc'), id: fc.constantFrom('intro', 'nope', 'cat/a', '') }), fc.record({ type: fc.constant('generated-index'), slug: fc.constantFrom('/x', '', '../..', 'a b'), title: words }), fc.jsonValue({ maxDepth: 2 }))) }, { requiredKeys: [] }).map((o) => ({ name: '_category_.json', text: JSON.stringify(o) })),
  fc.array(fc.tuple(fc.constantFrom('label', 'position', 'collapsed', 'collapsible', 'link', 'className', 'customProps'), yamlValue), { maxLength: 4 }).map((pairs) => ({ name: '_category_.yml', text: pairs.map(([k, v]) => `${k}: ${v}`).join('\n') + '\n' })),
  fc.string({ maxLength: 40 }).map((text) => ({ name: '_category_.json', text })),
);

/** Sidebar items of every form Docusaurus accepts, naming docs that exist and docs that do not. */
const docId = fc.constantFrom('intro', 'cat/a', 'cat/b', 'nope', '', '../x', 'cat');
const sidebarItem: fc.Arbitrary<unknown> = fc.letrec<{ item: unknown }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    docId,
    fc.record({ type: fc.constantFrom('doc', 'ref'), id: docId, label: fc.option(words, { nil: undefined }) }, { requiredKeys: ['type', 'id'] }),
    fc.record({ type: fc.constant('link'), href: url, label: words }),
    fc.record({ type: fc.constant('html'), value: words }),
    fc.record({ type: fc.constant('autogenerated'), dirName: fc.constantFrom('.', 'cat', 'nope', '../..', '') }),
    fc.record({ type: fc.constant('category'), label: words, items: fc.array(tie('item'), { maxLength: 4 }), link: fc.option(fc.oneof(fc.record({ type: fc.constant('doc'), id: docId }), fc.constant({ type: 'generated-index' })), { nil: undefined }) }, { requiredKeys: ['type', 'label', 'items'] }),
    fc.jsonValue({ maxDepth: 2 }),
  ),
})).item;

/** A sidebars.js: an object of sidebars, the shorthand form, or code that is not quite code. */
export const sidebarsFile: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom('docs', 'other', 'a b', '__proto__'), fc.array(sidebarItem, { maxLength: 5 }), { minKeys: 1, maxKeys: 2 }).map((s) => `module.exports = ${JSON.stringify(s)};\n`) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('docs'), fc.dictionary(words, fc.array(docId, { maxLength: 3 }), { maxKeys: 3 })).map((s) => `module.exports = ${JSON.stringify(s)};\n`) },
  { weight: 1, arbitrary: fc.constantFrom('module.exports = {', 'throw new Error("no");', 'module.exports = null;', 'module.exports = 42;', "module.exports = require('./nope');", 'export default {docs: [1]};', 'module.exports = { docs: [{ type: "category", get items() { throw new Error("x") } }] };') },
);

/** A whole small site: a few docs (one of them under a category folder), maybe a category file and a sidebars file. */
export const site = fc.record({
  docs: fc.array(doc, { minLength: 1, maxLength: 3 }),
  category: fc.option(categoryFile, { nil: undefined }),
  sidebars: fc.option(sidebarsFile, { nil: undefined }),
});
export type FuzzSite = typeof site extends fc.Arbitrary<infer T> ? T : never;
