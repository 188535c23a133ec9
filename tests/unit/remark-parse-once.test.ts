/**
 * A versioned site's remark stage: every copy of a doc in another version is run through the
 * site's plugins with its own path (haystack's plugin versions its links by it), but a text is
 * parsed once, each copy getting its own tree from the first one's (3,372 docs, 1,074 texts).
 */
import { describe, expect, it, vi } from 'vitest';
import type { MarkdownPlugins } from '../../build/docusaurus/remark-plugins.ts';
import { mayHoldMdxCode, parsedJson, type ParseAhead } from '../../build/markdown/remark-parse.ts';
import { remarkSources } from '../../build/markdown/remark-run.ts';
import type { Source } from '../../build/render-sources.ts';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('mdast-util-from-markdown', async (original) => {
  const actual = await original<typeof import('mdast-util-from-markdown')>();
  return { ...actual, fromMarkdown: ((...args: Parameters<typeof actual.fromMarkdown>) => (parses.count++, actual.fromMarkdown(...args))) as typeof actual.fromMarkdown };
});

type Node = { type: string; url?: string; children?: Node[] };

/** Like haystack's versionedReferenceLinks: `/reference/x` becomes `/reference/<version>/x`, the version read from the file's path. */
function versionedLinks() {
  return (tree: Node, file: { path: string }) => {
    const version = /version-([^/]+)\//.exec(file.path)?.[1] ?? 'next';
    const visit = (node: Node) => {
      if (node.type === 'link' && node.url?.startsWith('/reference/')) node.url = `/reference/${version}/${node.url.slice('/reference/'.length)}`;
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

const plugins: MarkdownPlugins = { 'docs:default': { before: [{ name: 'versionedLinks', plugin: versionedLinks, options: undefined }], after: [] } };

/** A doc of the default docs instance, as the content stage gives it (what the remark stage reads of it). */
function doc(rel: string, body: string): Source {
  const file = `/site/${rel}`;
  return { version: 'current', pluginId: 'default', source: { path: file, display: rel, rel, body, bodyLine: 3, frontMatter: {} } } as unknown as Source;
}

describe('the remark stage on a versioned site', () => {
  it('parses each text once for its copies, and still runs the plugins on each copy with its own path', async () => {
    const guide = 'Read [the API](/reference/generators).\n\nText.\n';
    const other = 'See [the pipelines](/reference/pipelines).\n';
    // MDX code (an expression's estree) is parsed each time: it might not come back whole from JSON.
    const code = 'Count {1 + 1} and [the API](/reference/count).\n';
    const sources = [
      doc('docs/guide.mdx', guide),
      doc('docs/other.mdx', other),
      doc('docs/code.mdx', code),
      doc('versioned_docs/version-2.30/guide.mdx', guide),
      doc('versioned_docs/version-2.30/code.mdx', code),
      doc('versioned_docs/version-2.29/guide.mdx', guide),
    ];
    const before = parses.count;
    const out = await remarkSources(sources, plugins, { format: 'mdx', math: false, mdx1: false }, () => undefined, {}, process.cwd());
    expect(out.map((s) => s.source.body)).toEqual([
      'Read [the API](/reference/next/generators).\n\nText.\n',
      'See [the pipelines](/reference/next/pipelines).\n',
      'Count {1 + 1} and [the API](/reference/next/count).\n',
      'Read [the API](/reference/2.30/generators).\n\nText.\n',
      'Count {1 + 1} and [the API](/reference/2.30/count).\n',
      'Read [the API](/reference/2.29/generators).\n\nText.\n',
    ]);
    // guide once for its three copies, other once, code for each of its two.
    expect(parses.count - before).toBe(4);
  });

  // Parsing is most of the stage (haystack: 16 of its 19 s), and the plugins need this thread: the render threads parse while it runs them.
  const guide = 'Read [the API](/reference/generators).\n\nText.\n';
  const code = 'Count {1 + 1} and [the API](/reference/count).\n';
  const versioned = () => [doc('docs/guide.mdx', guide), doc('docs/code.mdx', code), doc('versioned_docs/version-2.30/guide.mdx', guide), doc('versioned_docs/version-2.30/code.mdx', code)];
  /** A stand-in for the render threads: parses as they do, counting what it was asked and its own parses apart. */
  function threads() {
    const seen = { asked: [] as string[], parses: 0 };
    const parseAhead: ParseAhead = async (texts) => {
      seen.asked.push(...texts.map((text) => text.body));
      const before = parses.count;
      const out = texts.map((text) => parsedJson(text.body, text.options));
      seen.parses += parses.count - before;
      return out;
    };
    return { seen, parseAhead };
  }

  it('has the render threads parse each text once, ahead, and parses here only a tree with MDX code', async () => {
    const { seen, parseAhead } = threads();
    const before = parses.count;
    const out = await remarkSources(versioned(), plugins, { format: 'mdx', math: false, mdx1: false }, () => undefined, {}, process.cwd(), parseAhead);
    expect(out.map((s) => s.source.body)).toEqual(['Read [the API](/reference/next/generators).\n\nText.\n', 'Count {1 + 1} and [the API](/reference/next/count).\n', 'Read [the API](/reference/2.30/generators).\n\nText.\n', 'Count {1 + 1} and [the API](/reference/2.30/count).\n']);
    // Not code: its tree holds MDX code, which JSON might not carry whole, so it is parsed here, for each of its two copies; guide not at all.
    expect(seen.asked).toEqual([guide]);
    expect(parses.count - before - seen.parses).toBe(2);
  });

  it('asks the threads for no text that may hold MDX code (a `{` or an import outside code fences): this thread parses those anyway', () => {
    const mdx = { mdx: true, math: false, mdx1: false };
    expect(mayHoldMdxCode('Text.\n\n```js\nconst a = {};\nimport b from "b";\n```\n', mdx)).toBe(false);
    expect(mayHoldMdxCode('Text {1 + 1}.\n', mdx)).toBe(true);
    expect(mayHoldMdxCode('import Tabs from "@theme/Tabs";\n\nText.\n', mdx)).toBe(true);
    expect(mayHoldMdxCode('~~~\n{\n~~~\n\n<Tabs groupId={g} />\n', mdx)).toBe(true);
    expect(mayHoldMdxCode('Text {1 + 1}.\n', { ...mdx, mdx: false })).toBe(false);
  });

  it('parses here, for a list whose plugins added to the parser: the threads do not have their extensions', async () => {
    const { seen, parseAhead } = threads();
    function withSyntax(this: unknown) {
      (this as { data(key: string, value: unknown): void }).data('micromarkExtensions', [{}]);
      return versionedLinks();
    }
    const extended: MarkdownPlugins = { 'docs:default': { before: [{ name: 'withSyntax', plugin: withSyntax, options: undefined }], after: [] } };
    const out = await remarkSources(versioned(), extended, { format: 'mdx', math: false, mdx1: false }, () => undefined, {}, process.cwd(), parseAhead);
    expect(out[2].source.body).toBe('Read [the API](/reference/2.30/generators).\n\nText.\n');
    expect(seen.asked).toEqual([]);
  });
});
