/**
 * A flowchart node shows the label and shape of its last declaration, as Mermaid draws it:
 * webdriverio's test execution chart names WEBDRIVER in an edge before the line that labels it,
 * netdata's diagrams declare `C1[C1]` and then `C1("**Child 1**<br/>Collects metrics")`.
 */
import { expect, it } from 'vitest';
import { readDiagramSource } from '../../build/markdown/diagram-source.ts';
import { drawSvg } from '../../build/markdown/diagram-svg.ts';

/** Each node of the SVG as `id shape "label lines"`. */
function nodes(svg: string): string[] {
  return [...svg.matchAll(/<g class="node" data-id="([^"]+)" data-label="[^"]*" data-shape="([^"]+)">([\s\S]*?)<\/g>/g)].map(([, id, shape, inner]) => {
    const text = [...inner.matchAll(/<text[^>]*>(.*?)<\/text>/gs)].map((m) => m[1].replace(/<\/tspan>\s*<tspan/g, '</tspan>|<tspan').replace(/<[^>]+>/g, '')).join('|');
    return `${id} ${shape} "${text}"`;
  });
}

it('draws a node named in an edge before its declaration with the declared label and shape', async () => {
  const svg = (await drawSvg(readDiagramSource(`graph TD
    Q{"Is it webdriver?"} -->|Yes| W
    Q -->|No| D
    W["Call the<br>server"] --> R
    D(Puppeteer) --> R`).body))!;
  expect(nodes(svg).sort()).toEqual(['D rounded "Puppeteer"', 'Q diamond "Is it webdriver?"', 'R rectangle "R"', 'W rectangle "Call the|server"'].sort());
});

it('draws a node declared twice with its last label and shape', async () => {
  const svg = (await drawSvg(readDiagramSource(`flowchart TB
    C1[C1]
    P[P]
    C1("Child 1<br/>Collects metrics")
    P{"Parent"}
    C1 --> P`).body))!;
  expect(nodes(svg).sort()).toEqual(['C1 rounded "Child 1|Collects metrics"', 'P diamond "Parent"'].sort());
});

it('reads no declaration inside a label', async () => {
  // flow's type hierarchy writes `["Function: (...ReadonlyArray<empty>) => unknown"]` beside a node named empty.
  const svg = (await drawSvg(readDiagramSource(`flowchart LR
    A["start"] -->|calls B(twice)| B
    A -- "and empty{x}" --> empty`).body))!;
  expect(nodes(svg).sort()).toEqual(['A rectangle "start"', 'B rectangle "B"', 'empty rectangle "empty"'].sort());
});
