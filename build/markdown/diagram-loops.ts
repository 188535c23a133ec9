/**
 * Which edges of a diagram close a loop, chosen as Mermaid chooses them, for beautiful-mermaid's
 * layout engine (ELK) to draw them as returning edges.
 *
 * A layered layout first makes the graph acyclic by turning some edges around. ELK's default
 * (GREEDY) picks whichever edges make the fewest turned, ties at random: in a loop A → … → E → F,
 * F → C it may turn D → E around, so E lands above A and the flow reads upward. Mermaid's layout
 * (dagre) walks the graph depth first from the nodes in source order, following edges in source
 * order, and turns around only an edge that leads back to a node on the current path: the edge
 * that closes the loop. None of ELK's strategies is that walk (MODEL_ORDER also turns edges that
 * merely point at an earlier-written node, `C --> B` after `A --> B`; DEPTH_FIRST and
 * DFS_NODE_ORDER start from the sources, so `A --> B; C --> B; B --> A` puts A after B), so the
 * walk is done here: those edges are handed to ELK the other way round, which leaves it nothing
 * to turn, and their routes are turned back afterwards, as ELK does with the edges it turns.
 */

/** The part of ELK's JSON graph this module reads (elkjs's ElkNode and ElkExtendedEdge). */
export interface LayoutNode {
  id: string;
  layoutOptions?: Record<string, string>;
  children?: LayoutNode[];
  edges?: LayoutEdge[];
}

export interface LayoutEdge {
  id: string;
  sources: string[];
  targets: string[];
  sections?: EdgeSection[];
}

interface Point {
  x: number;
  y: number;
}

interface EdgeSection {
  startPoint: Point;
  endPoint: Point;
  bendPoints?: Point[];
  incomingShape?: string;
  outgoingShape?: string;
  incomingSections?: string[];
  outgoingSections?: string[];
}

function* allEdges(node: LayoutNode): Generator<LayoutEdge> {
  yield* node.edges ?? [];
  for (const child of node.children ?? []) yield* allEdges(child);
}

function* allNodes(node: LayoutNode): Generator<string> {
  for (const child of node.children ?? []) {
    yield child.id;
    yield* allNodes(child);
  }
}

/** beautiful-mermaid names the edge it makes of the diagram's Nth edge `eN` (its other edges join ports of subgraphs). */
function sourceIndex(edge: LayoutEdge): number | undefined {
  const match = /^e(\d+)$/.exec(edge.id);
  return match ? Number(match[1]) : undefined;
}

/**
 * The node at each end of an edge. A subgraph laid out on its own (one with a direction of its own)
 * meets an edge from outside at a port, and the edge's part inside (`eN_internal`) joins the port
 * to the node.
 */
function endsOf(edges: LayoutEdge[], nodes: Set<string>): (edge: LayoutEdge) => [string, string] {
  const nodeOfPort = new Map<string, string>();
  for (const edge of edges) {
    if (!edge.id.endsWith('_internal') || edge.sources.length !== 1 || edge.targets.length !== 1) continue;
    const [source, target] = [edge.sources[0], edge.targets[0]];
    if (nodes.has(source)) nodeOfPort.set(target, source);
    else nodeOfPort.set(source, target);
  }
  return (edge) => [nodeOfPort.get(edge.sources[0]) ?? edge.sources[0], nodeOfPort.get(edge.targets[0]) ?? edge.targets[0]];
}

/**
 * The ids of the edges that close a loop, as dagre's depth-first walk finds them: from each node in
 * the order the diagram first names it, along its edges in source order; an edge to a node on the
 * current path closes a loop. Iterative, so that a long chain cannot exhaust the stack.
 */
export function loopClosingEdges(graph: LayoutNode): Set<string> {
  const order = [...allNodes(graph)];
  const nodes = new Set(order);
  const all = [...allEdges(graph)];
  const ends = endsOf(all, nodes);
  const outgoing = new Map<string, { id: string; target: string }[]>(order.map((id) => [id, []]));
  const edges = all
    .filter((edge) => sourceIndex(edge) !== undefined && edge.sources.length === 1 && edge.targets.length === 1)
    .sort((a, b) => sourceIndex(a)! - sourceIndex(b)!);
  for (const edge of edges) {
    const [source, target] = ends(edge);
    if (nodes.has(source) && nodes.has(target)) outgoing.get(source)!.push({ id: edge.id, target });
  }
  const closing = new Set<string>();
  const visited = new Set<string>();
  const onPath = new Set<string>();
  for (const start of order) {
    if (visited.has(start)) continue;
    const path: { node: string; next: number }[] = [{ node: start, next: 0 }];
    visited.add(start);
    onPath.add(start);
    while (path.length > 0) {
      const top = path[path.length - 1];
      const edge = outgoing.get(top.node)![top.next++];
      if (!edge) {
        onPath.delete(top.node);
        path.pop();
        continue;
      }
      if (edge.target === top.node) continue; // a self loop stays as it is
      if (onPath.has(edge.target)) closing.add(edge.id);
      else if (!visited.has(edge.target)) {
        visited.add(edge.target);
        onPath.add(edge.target);
        path.push({ node: edge.target, next: 0 });
      }
    }
  }
  return closing;
}

function turnAround(edge: LayoutEdge): void {
  [edge.sources, edge.targets] = [edge.targets, edge.sources];
}

/** The route of an edge laid out the other way round, as it runs from its own source. */
function turnRoute(edge: LayoutEdge): void {
  turnAround(edge);
  edge.sections = edge.sections?.reverse().map((section) => ({
    ...section,
    startPoint: section.endPoint,
    endPoint: section.startPoint,
    bendPoints: section.bendPoints && [...section.bendPoints].reverse(),
    incomingShape: section.outgoingShape,
    outgoingShape: section.incomingShape,
    incomingSections: section.outgoingSections,
    outgoingSections: section.incomingSections,
  }));
}

/**
 * Lays the graph out with `layout` (ELK), each loop closed by a returning edge. The graph given
 * keeps its edges' directions (ELK writes its layout into the objects it is given, so the edges it
 * returns may be those).
 */
export function layoutWithReturningEdges<G extends LayoutNode>(graph: G, layout: (graph: G) => G): G {
  const nodes = new Set(allNodes(graph));
  const loops = loopClosingEdges(graph);
  // An edge at a subgraph's port stays as it is: its parts inside the subgraph are laid out apart from it.
  const given = [...allEdges(graph)].filter((edge) => loops.has(edge.id) && nodes.has(edge.sources[0]) && nodes.has(edge.targets[0]));
  const closing = new Set(given.map((edge) => edge.id));
  given.forEach(turnAround);
  const routed = new Set<LayoutEdge>();
  try {
    const result = layout(graph);
    for (const edge of allEdges(result)) if (closing.has(edge.id)) routed.add(edge);
    routed.forEach(turnRoute);
    return result;
  } finally {
    for (const edge of given) if (!routed.has(edge)) turnAround(edge);
  }
}
