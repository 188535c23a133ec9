/**
 * The direction each subgraph of a flowchart or state diagram is laid out in, as Mermaid decides
 * it (its dagre layout's adjustClustersAndEdges and extractor, Mermaid 11), for beautiful-mermaid,
 * which takes a subgraph's `direction` as written and otherwise lays it out with the rest:
 *
 * - a subgraph an edge enters or leaves (or an edge names) is laid out with the graph around it,
 *   in that graph's direction, whatever `direction` it names: Mermaid's documented limitation,
 *   "if any of a subgraph's nodes are linked to the outside, subgraph direction will be ignored";
 * - a subgraph no edge crosses is laid out on its own, in the direction it names or, naming none,
 *   across the graph it sits in: left to right in a top-down graph, top-down in any other.
 *
 * And a subgraph laid out on its own keeps the source's order, as the whole graph does.
 */
import type { LayoutNode } from './diagram-loops.ts';

type Direction = 'TD' | 'TB' | 'LR' | 'BT' | 'RL';

/** The parts of beautiful-mermaid's parsed flowchart (its MermaidGraph) this module reads and sets. */
export interface Subgraph {
  id: string;
  nodeIds: string[];
  children: Subgraph[];
  direction?: Direction;
}

export interface Flowchart {
  direction: Direction;
  edges: { source: string; target: string }[];
  subgraphs: Subgraph[];
}

function addInside(subgraph: Subgraph, inside: Set<string>): Set<string> {
  for (const id of subgraph.nodeIds) inside.add(id);
  for (const child of subgraph.children) {
    inside.add(child.id);
    addInside(child, inside);
  }
  return inside;
}

/** Sets each subgraph's direction as Mermaid lays it out; returns the graph given. */
export function withMermaidSubgraphDirections<G extends Flowchart>(graph: G): G {
  const crossed = (subgraph: Subgraph) => {
    const inside = addInside(subgraph, new Set());
    return graph.edges.some((edge) => edge.source === subgraph.id || edge.target === subgraph.id || inside.has(edge.source) !== inside.has(edge.target));
  };
  const visit = (subgraphs: Subgraph[], around: Direction) => {
    for (const subgraph of subgraphs) {
      if (crossed(subgraph)) {
        delete subgraph.direction;
        visit(subgraph.children, around);
      } else {
        subgraph.direction ??= around === 'TB' || around === 'TD' ? 'LR' : 'TB';
        visit(subgraph.children, subgraph.direction);
      }
    }
  };
  visit(graph.subgraphs, graph.direction);
  return graph;
}

const MODEL_ORDER = 'elk.layered.considerModelOrder.strategy';

/**
 * ELK's graph with the root's source-order option on every subgraph: beautiful-mermaid sets it on
 * the root only, which a subgraph laid out on its own does not inherit, so its nodes came in any
 * order (`A --> B; A --> C` with C above B) where Mermaid keeps the source's.
 */
export function subgraphsInSourceOrder<G extends LayoutNode>(graph: G): G {
  const order = graph.layoutOptions?.[MODEL_ORDER];
  const visit = (node: LayoutNode) => {
    for (const child of node.children ?? []) {
      if (!child.children?.length) continue;
      child.layoutOptions = { [MODEL_ORDER]: order!, ...child.layoutOptions };
      visit(child);
    }
  };
  if (order) visit(graph);
  return graph;
}
