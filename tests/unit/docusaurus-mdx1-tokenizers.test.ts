/**
 * A remark plugin of a Docusaurus 2 site that extends MDX 1's parser (remark-parse 8) through
 * `this.Parser.prototype`, as taichi-dev/docs.taichi.graphics's `variables` and `fragments` do (an
 * inline tokenizer for `{{var.x}}`, a block one for `{{fragments/x}}`), sets up as under Docusaurus 2
 * and the tree transform it returns runs; its tokenizers are not run (this build parses with
 * micromark), which one warning per plugin says, naming them. Before, `this.Parser` was undefined, so
 * the plugin threw while it was set up: an error on the first document, and the build stopped
 * (taichi: "Cannot read properties of undefined (reading 'prototype')"). Docusaurus 3 has no such
 * parser either, so there it stays the error it is under `docusaurus build`.
 */
import { describe, expect, it } from 'vitest';
import type { RemarkPlugin } from '../../build/docusaurus/remark-plugins.ts';
import { runRemark, type RemarkDocument } from '../../build/markdown/remark-run.ts';

type Node = { type: string; url?: string; children?: Node[] };
type Parser = { prototype: { inlineTokenizers: Record<string, unknown>; inlineMethods: string[]; blockTokenizers: Record<string, unknown>; blockMethods: string[]; interruptParagraph: unknown[][] } };

const doc = (body: string, name = 'a'): RemarkDocument => ({ path: `/site/docs/${name}.md`, display: `docs/${name}.md`, body, bodyLine: 1, frontMatter: {} });
const links = (node: Node): Node[] => [...(node.type === 'link' ? [node] : []), ...(node.children ?? []).flatMap(links)];

/** Written for this test after taichi's `variables`: an inline tokenizer for `{{var.name}}` before `url`, and a transform filling the same in link URLs. */
function variables(this: { Parser: Parser }, options: { data: Record<string, string> }) {
  const { inlineTokenizers, inlineMethods } = this.Parser.prototype;
  inlineTokenizers.variable = Object.assign(() => undefined, { locator: (value: string, from: number) => value.indexOf('{{', from) });
  inlineMethods.splice(inlineMethods.indexOf('url'), 0, 'variable');
  return (tree: Node) => {
    for (const link of links(tree)) link.url = link.url!.replace(/\{\{var\.(\w+)\}\}/g, (all, name: string) => options.data[name] ?? all);
  };
}

/** After taichi's `fragments`: a block tokenizer that interrupts paragraphs, and no transform. */
function fragments(this: { Parser: Parser }) {
  const { blockTokenizers, blockMethods, interruptParagraph } = this.Parser.prototype;
  blockTokenizers.fragment = () => undefined;
  blockMethods.splice(blockMethods.indexOf('newline') + 1, 0, 'fragment');
  interruptParagraph.unshift(['fragment']);
}

const list = (): { before: RemarkPlugin[]; after: RemarkPlugin[] } => ({
  before: [],
  after: [
    { name: 'variables', plugin: variables as RemarkPlugin['plugin'], options: { data: { site: 'https://example.com/v2' } } },
    { name: 'fragments', plugin: fragments as RemarkPlugin['plugin'], options: undefined },
  ],
});

describe("a remark plugin that extends remark-parse 8's tokenizers", () => {
  const body = 'Read [the guide]({{var.site}}/guide).\n';

  it('on a Docusaurus 2 site sets up, its transform runs, and one warning per plugin names the tokenizers not run', async () => {
    const plugins = list();
    const first = await runRemark(doc(body), plugins, { mdx: true, math: false, mdx1: true });
    expect(first.body).toBe('Read [the guide](https://example.com/v2/guide).\n');
    expect(first.diagnostics).toEqual([
      { severity: 'warning', file: 'docs/a.md', line: undefined, message: expect.stringMatching(/^remark plugin "variables" extends the Markdown parser of MDX 1 \(remark-parse 8, Docusaurus 2\) with the tokenizer inline "variable", which this build does not run .*the text it would read stays as written, and the plugin's tree transform runs\./) },
      { severity: 'warning', file: 'docs/a.md', line: undefined, message: expect.stringMatching(/^remark plugin "fragments" extends .* with the tokenizer block "fragment", which this build does not run .*stays as written\. To keep/) },
    ]);
    const second = await runRemark(doc(body, 'b'), plugins, { mdx: true, math: false, mdx1: true });
    expect(second).toEqual({ body: 'Read [the guide](https://example.com/v2/guide).\n', diagnostics: [] });
  });

  it('on a Docusaurus 3 site fails to set up, as under docusaurus build: an error naming the plugin', async () => {
    const result = await runRemark(doc(body), list(), { mdx: true, math: false, mdx1: false });
    expect(result.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['error', expect.stringMatching(/^remark plugin "variables" failed while it was set up, before this document: Cannot read properties of undefined \(reading 'prototype'\)/)],
      ['error', expect.stringMatching(/^remark plugin "fragments" failed while it was set up/)],
    ]);
  });
});

/** Written for this test after remark-disable-tokenizers: it switches indented code off by replacing that tokenizer with a no-op, and deletes `html`'s. */
function disable(this: { Parser: Parser }) {
  const { blockTokenizers } = this.Parser.prototype;
  blockTokenizers.indentedCode = () => true;
  delete blockTokenizers.html;
}

describe("a remark plugin that replaces or removes remark-parse 8's own tokenizers", () => {
  it('is warned of as not run: this build still parses those constructs as CommonMark does', async () => {
    const plugins = { before: [], after: [{ name: 'disable', plugin: disable as RemarkPlugin['plugin'], options: undefined }] };
    const result = await runRemark(doc('Text.\n'), plugins, { mdx: true, math: false, mdx1: true });
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'remark plugin "disable" replaces or removes the tokenizers block "indentedCode", block "html" of MDX 1\'s parser ' +
        '(remark-parse 8, Docusaurus 2), which are not run: this build parses indentedCode, html as CommonMark does. ' +
        'To keep what they do, rewrite the plugin as a transform of the tree (or a micromark extension), which Docusaurus 3 needs too.',
    ]);
  });
});
