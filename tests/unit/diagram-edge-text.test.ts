/** Flowchart edges whose text sits inside the arrow, in each form Mermaid reads, are drawn with their text and style. */
import { expect, it } from 'vitest';
import { withPipeEdgeLabels } from '../../build/markdown/diagram-edge-text.ts';
import { readDiagramSource } from '../../build/markdown/diagram-source.ts';
import { drawSvg } from '../../build/markdown/diagram-svg.ts';

/** Each edge of the SVG as `from -> to style "label" arrow`. */
function edges(svg: string): string[] {
  return [...svg.matchAll(/<polyline class="edge" data-from="([^"]+)" data-to="([^"]+)" data-style="([^"]+)" data-arrow-start="[^"]+" data-arrow-end="([^"]+)"(?: data-label="([^"]*)")?/g)].map(
    ([, from, to, style, end, label]) => `${from} -> ${to} ${style} "${label ?? ''}"${end === 'true' ? ' arrow' : ''}`,
  );
}

it('draws dotted, plain and thick edges with their text inside the arrow, with or without spaces, as Mermaid reads them', async () => {
  // SpecWeave's glossary (integration-testing.md: `F -.Mock.-> G`; enterprise-app-development.md) writes them without spaces.
  const svg = await drawSvg(`flowchart TD
    F[Your Code] -.Mock.-> G[Mocked DB]
    F -. Mock .-> H[Mocked API]
    OrderSvc -.Event: Order Created.-> Queue
    A --yes--> B
    A -- open --- C
    A ==sure==> D
    B -.one.-> C -.two.-> D
    E["a -.b.-> c"] -->|kept| F`);
  expect(svg).toBeDefined();
  expect(edges(svg!).sort()).toEqual(
    [
      'F -> G dotted "Mock" arrow',
      'F -> H dotted "Mock" arrow',
      'OrderSvc -> Queue dotted "Event: Order Created" arrow',
      'A -> B solid "yes" arrow',
      'A -> C solid "open"',
      'A -> D thick "sure" arrow',
      'B -> C dotted "one" arrow',
      'C -> D dotted "two" arrow',
      'E -> F solid "kept" arrow',
    ].sort(),
  );
});

it('draws an edge whose pipe label is written apart from its arrow, and the node it leads to', async () => {
  // besu's parallel execution diagram and cardano's SDK overview write `B --> |Yes| C{{Conflict check}}`.
  const svg = (await drawSvg(`graph TD
    A(Start) --> B{{Done?}}
    B --> |Yes| C{{Conflict check}}
    B -.-> |No| D(Replay)
    C ==>  |ok| D`))!;
  expect(edges(svg).sort()).toEqual(['A -> B solid "" arrow', 'B -> C solid "Yes" arrow', 'B -> D dotted "No" arrow', 'C -> D thick "ok" arrow'].sort());
  expect(svg).toContain('>Conflict check</text>');
});

it('draws edges written without spaces around the arrow, as Mermaid reads them', async () => {
  // Mermaid's own first example, codeharborhub's features page, pact's ecosystem diagrams: ids may hold a `-`, arrows need no spaces.
  const svg = (await drawSvg(readDiagramSource(`graph TD;
    A-->B;
    A---C;
    B-.->D(Done);
    my-node==>D
    A<-->|both|my-node`).body))!;
  expect(edges(svg).sort()).toEqual(['A -> B solid "" arrow', 'A -> C solid ""', 'B -> D dotted "" arrow', 'my-node -> D thick "" arrow', 'A -> my-node solid "both" arrow'].sort());
  expect(svg).not.toMatch(/>[\w-]*--<\/text>/);
});

it('leaves node labels, pipe labels, statements, cross and circle ends and other diagrams as written', () => {
  const flowchart = 'flowchart LR\n  A["x -- y --> z"] -->|a -.b.-> c| B\n  A -.t.-x C\n  A --o D\n  style A stroke-dasharray: 5--5';
  expect(withPipeEdgeLabels(flowchart)).toBe(flowchart);
  const sequence = 'sequenceDiagram\n  A -->> B: -- not an edge -->';
  expect(withPipeEdgeLabels(sequence)).toBe(sequence);
});
