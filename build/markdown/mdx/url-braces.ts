/**
 * The `{…}` of a page's text that is part of a bare URL. Docusaurus 3 runs remark-gfm, whose
 * autolink literal (micromark-extension-gfm-autolink-literal) takes `https://host/{network}/`
 * from the `h` to the next space or `<`, braces and all, before MDX reads a `{` there: the page
 * shows a link to `…/%7Bnetwork%7D/`. MDX alone reads an expression, and stops on a name that is
 * not defined (nethermind's configuration reference, okteto's and walletconnect's setup pages).
 * Checked with @mdx-js/mdx 3 and remark-gfm 4: a URL after a letter (`ahttps://`), one whose host
 * starts with the brace (`https://{a}.io`), or one in a link's text is no autolink there.
 */
import type { Nodes } from 'mdast';

/** Where a bare URL may start: `http://`, `https://` or `www.` after no letter, then a host character. */
const URL_START = /(?<![A-Za-z])(?:https?:\/\/|www\.)[\p{L}\p{N}_-]/gu;

type Placed = Nodes & { position?: { start: { offset?: number }; end: { offset?: number } } };

/** The bare URLs of `source`, each from its start to the next space or `<`, as `[start, end]`. */
function urlRuns(source: string): [number, number][] {
  const runs: [number, number][] = [];
  for (const match of source.matchAll(URL_START)) {
    const end = /[\s<]/.exec(source.slice(match.index));
    runs.push([match.index, end ? match.index + end.index : source.length]);
  }
  return runs;
}

/**
 * The spans of the text expressions of `tree` that a bare URL of `source` holds: the URL starts
 * in the text before them (only text, such expressions and `:port` directives between), outside a link's text.
 */
export function urlBraceSpans(tree: Nodes, source: string): [number, number][] {
  if (!source.includes('{')) return [];
  const runs = urlRuns(source);
  if (!runs.length) return [];
  const spans: [number, number][] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'linkReference' || !('children' in node)) return;
    const children = node.children as Placed[];
    children.forEach((child, i) => {
      const at = child.position?.start.offset;
      const run = child.type === 'mdxTextExpression' && at !== undefined ? runs.find(([s, e]) => s < at && at < e) : undefined;
      if (!run) return walk(child);
      for (let j = i - 1; j >= 0; j--) {
        const before = children[j];
        const from = before.position?.start.offset ?? -1;
        // The parser may cut the URL's text in several nodes: a `:6333` is a text directive to it.
        if (['mdxTextExpression', 'text', 'textDirective'].includes(before.type) && from > run[0]) continue;
        if (before.type === 'text' && from >= 0) spans.push([at!, child.position!.end.offset!]);
        return;
      }
    });
  };
  walk(tree);
  return spans;
}
