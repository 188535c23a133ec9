/**
 * A flowchart node is drawn with the label and shape of its last declaration, as Mermaid draws
 * it; beautiful-mermaid kept what it met first: a bare id when the node is named in an edge
 * before the line that gives it a label (`A -->|Yes| B`, then `B["Call the server"]`:
 * webdriverio's test execution chart showed `WEBDRIVER` for a box of five lines), or a first
 * label written again (netdata's `C1[C1]`, then `C1("**Child 1**<br/>Collects metrics")`).
 */

/** beautiful-mermaid's node shapes by delimiters (its parser.ts NODE_PATTERNS, in its order), a quoted label read to its closing quote. */
const SHAPES: [RegExp, string][] = [
  [/\(\(\(("[^"]*"|.+?)\)\)\)/y, 'doublecircle'],
  [/\(\[("[^"]*"|.+?)\]\)/y, 'stadium'],
  [/\(\(("[^"]*"|.+?)\)\)/y, 'circle'],
  [/\[\[("[^"]*"|.+?)\]\]/y, 'subroutine'],
  [/\[\(("[^"]*"|.+?)\)\]/y, 'cylinder'],
  [/\[\/("[^"]*"|.+?)\\\]/y, 'trapezoid'],
  [/\[\\("[^"]*"|.+?)\/\]/y, 'trapezoid-alt'],
  [/>("[^"]*"|.+?)\]/y, 'asymmetric'],
  [/\{\{("[^"]*"|.+?)\}\}/y, 'hexagon'],
  [/\[("[^"]*"|.+?)\]/y, 'rectangle'],
  [/\(("[^"]*"|.+?)\)/y, 'rounded'],
  [/\{("[^"]*"|.+?)\}/y, 'diamond'],
];

/** Lines that declare no node. */
const STATEMENTS = /^\s*(style|classDef|class|linkStyle|click|subgraph|%%)\b/;

export interface NodeLabel {
  /** As written between the delimiters, for the parser's label reading (normalizeBrTags). */
  label: string;
  shape: string;
}

/** The last labelled declaration of each node of a flowchart's drawing. */
export function declaredLabels(body: string): Map<string, NodeLabel> {
  const found = new Map<string, NodeLabel>();
  if (!/^\s*(graph|flowchart)\b/.test(body)) return found;
  // One text, not line by line: a quoted label may hold line breaks.
  const text = body.split('\n').slice(1).map((line) => (STATEMENTS.test(line) ? '' : line)).join('\n');
  // Ids are read where a node can start, never in a label: each declaration is skipped whole, and a quote or pipe label to its end.
  for (let at = 0; at < text.length; ) {
    const skip = /"[^"]*"|\|[^|]*\|/y;
    skip.lastIndex = at;
    if (skip.exec(text)) {
      at = skip.lastIndex;
      continue;
    }
    const id = /(?<![\w-])[\w-]+/y;
    id.lastIndex = at;
    const named = id.exec(text);
    if (!named) {
      at++;
      continue;
    }
    at = id.lastIndex;
    for (const [delimiters, shape] of SHAPES) {
      delimiters.lastIndex = at;
      const declared = delimiters.exec(text);
      if (!declared) continue;
      found.set(named[0], { label: declared[1].trim(), shape });
      at = delimiters.lastIndex;
      break;
    }
  }
  return found;
}

/** What this module reads and changes of beautiful-mermaid's parsed flowchart (its MermaidGraph). */
export interface ParsedNodes {
  nodes: Map<string, { id: string; label: string; shape: string }>;
}

/** The graph with each node given its last declaration's label (`read`: the parser's label reading) and shape. */
export function withDeclaredLabels<G extends ParsedNodes>(graph: G, declared: Map<string, NodeLabel>, read: (label: string) => string): G {
  for (const node of graph.nodes.values()) {
    const declaration = declared.get(node.id);
    if (!declaration) continue;
    node.label = read(declaration.label);
    node.shape = declaration.shape;
  }
  return graph;
}
