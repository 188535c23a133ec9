/**
 * Diagrams keep Mermaid's layout choices: the flow runs in the diagram's direction in source order,
 * an edge that closes a loop returns against it (dagre's depth-first choice of that edge), and
 * labels are Mermaid's 16 px. Positions are read from the SVG the build writes.
 */
import { describe, expect, it } from 'vitest';
import { type LayoutNode, loopClosingEdges } from '../../build/markdown/diagram-loops.ts';
import { type Subgraph, withMermaidSubgraphDirections } from '../../build/markdown/diagram-subgraphs.ts';
import { drawSvg } from '../../build/markdown/diagram-svg.ts';

interface Point {
  x: number;
  y: number;
}

/** Each node's centre (its label's anchor) by id. */
function centres(svg: string): Map<string, Point> {
  const found = new Map<string, Point>();
  for (const [, id, body] of svg.matchAll(/<g class="node" data-id="([^"]+)"[^>]*>([\s\S]*?)<\/g>/g)) {
    const text = /<text x="([-\d.e]+)" y="([-\d.e]+)"/.exec(body);
    if (text) found.set(id, { x: Number(text[1]), y: Number(text[2]) });
  }
  return found;
}

/** The points of the edge from `from` to `to`, in the direction it is drawn (the arrow at the end). */
function route(svg: string, from: string, to: string): Point[] {
  const line = new RegExp(`<polyline class="edge" data-from="${from}" data-to="${to}"[^>]* points="([^"]+)"`).exec(svg);
  expect(line, `edge ${from} --> ${to}`).not.toBeNull();
  return line![1].split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return { x, y };
  });
}

async function draw(source: string): Promise<string> {
  const svg = await drawSvg(source);
  expect(svg).toBeDefined();
  return svg!;
}

/** SpecWeave's "Pattern 1: Greenfield" (docs/workflows/overview.md), as written there. */
const GREENFIELD = `graph TB
    A[Product Concept] --> B[Design Architecture]
    B --> C[Plan Increment 0001]
    C --> D[Implement Features]
    D --> E[Validate & Deploy]
    E --> F{More Features?}
    F -->|Yes| C
    F -->|No| G[Launch]`;

describe('flowcharts with a loop keep the flow in the diagram\'s direction', () => {
  it('top to bottom: every node below the one before it, the loop\'s edge returning upward', async () => {
    const svg = await draw(GREENFIELD);
    const at = centres(svg);
    const flow = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    for (let i = 1; i < flow.length; i++) expect(at.get(flow[i])!.y, `${flow[i]} below ${flow[i - 1]}`).toBeGreaterThan(at.get(flow[i - 1])!.y);
    const back = route(svg, 'F', 'C');
    expect(back[0].y).toBeGreaterThan(at.get('E')!.y);
    expect(back[back.length - 1].y).toBeGreaterThan(at.get('C')!.y);
    expect(back[back.length - 1].y).toBeLessThan(at.get('D')!.y);
    // The returning edge leaves the loop's column to pass beside C, D and E.
    expect(back.some((p) => Math.abs(p.x - at.get('D')!.x) > 40)).toBe(true);
  });

  it('left to right and bottom to top alike', async () => {
    const lr = centres(await draw(GREENFIELD.replace('graph TB', 'flowchart LR')));
    const bt = centres(await draw(GREENFIELD.replace('graph TB', 'flowchart BT')));
    const flow = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    for (let i = 1; i < flow.length; i++) {
      expect(lr.get(flow[i])!.x, `${flow[i]} right of ${flow[i - 1]}`).toBeGreaterThan(lr.get(flow[i - 1])!.x);
      expect(bt.get(flow[i])!.y, `${flow[i]} above ${flow[i - 1]}`).toBeLessThan(bt.get(flow[i - 1])!.y);
    }
  });

  it('turns the edge back to a node on the current path, not one to a node drawn earlier', async () => {
    // Mermaid walks A, B and turns B --> A; C --> B merely points at an earlier node and runs with the flow.
    const at = centres(await draw('flowchart TD\n  A --> B\n  C --> B\n  B --> A'));
    expect(at.get('B')!.y).toBeGreaterThan(at.get('A')!.y);
    expect(at.get('B')!.y).toBeGreaterThan(at.get('C')!.y);
  });

  it('writes labels at Mermaid\'s 16 px', async () => {
    const svg = await draw(GREENFIELD);
    const sizes = new Set([...svg.matchAll(/<text [^>]*font-size="(\d+)"/g)].map((m) => m[1]));
    expect([...sizes]).toEqual(['16']);
  });
});

describe('the edges that close a loop', () => {
  const graph = (nodes: string[], edges: [string, string][]) => ({
    id: 'root',
    children: nodes.map((id) => ({ id })),
    edges: edges.map(([from, to], i) => ({ id: `e${i}`, sources: [from], targets: [to] })),
  });

  it('are found walking from the nodes in the order the diagram names them, along edges in source order', () => {
    expect(loopClosingEdges(graph(['A', 'B', 'C', 'D'], [['A', 'B'], ['B', 'C'], ['C', 'D'], ['D', 'B']]))).toEqual(new Set(['e3']));
    // C named first: the walk starts there, so the loop closes at B --> C.
    expect(loopClosingEdges(graph(['C', 'A', 'B'], [['A', 'B'], ['B', 'C'], ['C', 'A']]))).toEqual(new Set(['e1']));
    expect(loopClosingEdges(graph(['A', 'B', 'C'], [['A', 'B'], ['C', 'B'], ['B', 'A']]))).toEqual(new Set(['e2']));
    expect(loopClosingEdges(graph(['A'], [['A', 'A']]))).toEqual(new Set());
  });

  it('follow an edge into a subgraph laid out on its own through its port', () => {
    const subgraph: LayoutNode = {
      id: 'S',
      children: [{ id: 'B' }],
      edges: [
        { id: 'e0_internal', sources: ['S_in_0'], targets: ['B'] },
        { id: 'e1_internal', sources: ['B'], targets: ['S_out_1'] },
      ],
    };
    const g: LayoutNode = {
      id: 'root',
      children: [{ id: 'A' }, subgraph],
      edges: [
        { id: 'e0', sources: ['A'], targets: ['S_in_0'] },
        { id: 'e1', sources: ['S_out_1'], targets: ['A'] },
      ],
    };
    expect(loopClosingEdges(g)).toEqual(new Set(['e1']));
  });

  it('walk a chain of 20,000 nodes without exhausting the stack', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `n${i}`);
    const edges = ids.slice(1).map((id, i): [string, string] => [ids[i], id]);
    expect(loopClosingEdges(graph(ids, [...edges, [ids[ids.length - 1], ids[0]]]))).toEqual(new Set([`e${edges.length}`]));
  });
});

describe('subgraphs are laid out in the direction Mermaid gives them', () => {
  it('with the graph around them when an edge enters or leaves, whatever direction they name', async () => {
    const at = centres(await draw('flowchart TB\n  A[Start] --> B\n  subgraph S [Work]\n    direction LR\n    B[Build] --> C[Test]\n  end\n  C --> D[Ship]'));
    expect(at.get('B')!.y).toBeGreaterThan(at.get('A')!.y);
    expect(at.get('C')!.y).toBeGreaterThan(at.get('B')!.y);
    expect(at.get('D')!.y).toBeGreaterThan(at.get('C')!.y);
  });

  it('on their own when no edge crosses them: across a top-down graph, or as they name', async () => {
    const across = centres(await draw('flowchart TB\n  X[Plan] --> Y[Do]\n  subgraph S [Pipeline]\n    P1[Lint] --> P2[Build] --> P3[Deploy]\n  end'));
    expect(across.get('P2')!.x).toBeGreaterThan(across.get('P1')!.x);
    expect(across.get('P3')!.x).toBeGreaterThan(across.get('P2')!.x);
    expect(across.get('P3')!.y).toBeCloseTo(across.get('P1')!.y, 0);
    expect(across.get('Y')!.y).toBeGreaterThan(across.get('X')!.y);
    const named = centres(await draw('flowchart LR\n  X[Plan] --> Y[Do]\n  subgraph T [Checks]\n    direction BT\n    Q1[Unit] --> Q2[E2E]\n  end'));
    expect(named.get('Q2')!.y).toBeLessThan(named.get('Q1')!.y);
    expect(named.get('Y')!.x).toBeGreaterThan(named.get('X')!.x);
  });

  it('in the order of the source, as the graph around them is', async () => {
    const fan = 'flowchart TB\n  subgraph S [Calls]\n    A[Code] --> B[Database]\n    A --> C[API]\n    A --> D[Queue]\n    A --> E[Files]\n  end';
    const at = centres(await draw(fan));
    for (const [above, below] of [['B', 'C'], ['C', 'D'], ['D', 'E']]) expect(at.get(below)!.y, `${below} below ${above}`).toBeGreaterThan(at.get(above)!.y);
  });

  it('drawn when an edge enters a subgraph nested in another (Home Assistant\'s and Bitwarden\'s architecture diagrams)', async () => {
    const at = centres(await draw('flowchart TD\n  subgraph R [Domain]\n    B[Base class]\n    subgraph H [Helpers]\n      Y[send]\n    end\n  end\n  C[Consumer] --> H'));
    expect(at.get('Y')!.y).toBeGreaterThan(at.get('C')!.y);
    expect(at.has('B')).toBe(true);
  });

  it('set on the parsed graph: ignored when crossed, across the graph they sit in when not named', () => {
    const sub = (id: string, nodeIds: string[], children: Subgraph[] = [], direction?: Subgraph['direction']): Subgraph => ({ id, nodeIds, children, direction });
    const graph = {
      direction: 'TD' as const,
      edges: [
        { source: 'a', target: 'b' },
        { source: 'c', target: 'd' },
        { source: 'x', target: 'e' },
      ],
      subgraphs: [sub('outer', [], [sub('inner', ['a', 'b'])]), sub('linked', ['c'], [], 'LR'), sub('entered', ['e'], [sub('quiet', ['f'])])],
    };
    withMermaidSubgraphDirections(graph);
    const [outer, linked, entered] = graph.subgraphs;
    expect([outer.direction, outer.children[0].direction]).toEqual(['LR', 'TB']);
    expect(linked.direction).toBeUndefined();
    expect([entered.direction, entered.children[0].direction]).toEqual([undefined, 'LR']);
  });
});
