/**
 * Draws a Mermaid diagram as SVG at build time with beautiful-mermaid, then fits the SVG to this
 * site: colours come from CSS custom properties of assets/css/diagrams.css (keyed on
 * `html[data-theme]`, so the colour mode applies without script or flash), and nothing is inline
 * style, which the Content-Security-Policy (`style-src 'self'`) would block: the `<style>` element
 * beautiful-mermaid writes (its rules live in diagrams.css; its web-font import would load a font
 * from another site) and the root `style` attribute go. Element ids get a placeholder prefix that
 * each page replaces, so two diagrams on one page never share an id.
 */
import { BEAUTIFUL_MERMAID_BUNDLE, type BuiltRenderer } from './beautiful-mermaid-bundle.ts';
import { withPipeEdgeLabels } from './diagram-edge-text.ts';
import { classDiagramAsMermaid } from './diagram-class-text.ts';
import { labelKind, mermaidLabel, svgWithEntities, withEntitiesKept } from './diagram-label-text.ts';
import { layoutWithReturningEdges } from './diagram-loops.ts';
import { declaredLabels, withDeclaredLabels } from './diagram-node-labels.ts';
import { pseudoStates, withPseudoStates } from './diagram-state-shapes.ts';
import { subgraphsInSourceOrder, withMermaidSubgraphDirections } from './diagram-subgraphs.ts';
import { importBundled } from './diagram-packages.ts';

/** beautiful-mermaid (as one file: diagram-packages.ts, with its layout engine) loads only when a diagram is not in the cache: it takes longer to load than the rest of the build. */
let renderer: Promise<BuiltRenderer> | undefined;

async function loadRenderer(): Promise<BuiltRenderer> {
  const loaded = await importBundled<BuiltRenderer>('beautiful-mermaid', BEAUTIFUL_MERMAID_BUNDLE);
  loaded.aroundClassParse(classDiagramAsMermaid);
  loaded.aroundLayout((graph, layout) => {
    try {
      return layoutWithReturningEdges(subgraphsInSourceOrder(structuredClone(graph)), layout);
    } catch {
      // ELK fails on the source-order option of a subgraph laid out in one run with the rest when an edge enters a subgraph nested in it; without the option, ELK keeps its own order there.
      return layoutWithReturningEdges(graph, layout);
    }
  });
  return loaded;
}

/** Replaced per page by `mermaid-N-`, so that ids are unique on the page. */
export const ID_PREFIX = '__diagram__-';

/**
 * A sequence diagram's `rect COLOUR … end` as Mermaid draws it: a background of that colour
 * behind its messages, with no border and no words; beautiful-mermaid drew it as a block
 * labelled `rect [rgba(…)]`, the source shown as text. Blocks come first in its SVG, so the
 * colour stays behind the messages.
 */
function withRectBackgrounds(svg: string): string {
  return svg.replace(/<g class="block" data-type="rect"(?: data-label="([^"]*)")?>\s*<rect ([^>]*?)fill="none" stroke="[^"]*"([^>]*)\/>[\s\S]*?<\/g>/g, (_, colour: string | undefined, before: string, after: string) => {
    const fill = colour && /^[#\w\s(),.%-]+$/.test(colour) ? colour : 'none';
    return `<g class="block" data-type="rect"><rect ${before}fill="${fill}" stroke="none"${after.replace(/ stroke-width="[^"]*"/, '')}/></g>`;
  });
}

/** The diagram as SVG, or undefined when beautiful-mermaid cannot draw it (Mermaid accepts more: the browser draws it then). */
export async function drawSvg(body: string): Promise<string | undefined> {
  renderer ??= loadRenderer();
  const { renderMermaidSVG, aroundLabel, beforeLayout } = await renderer;
  const kind = labelKind(body);
  const read = (label: string) => mermaidLabel(label, kind);
  aroundLabel(read);
  const drawing = withPipeEdgeLabels(withEntitiesKept(body));
  const declared = declaredLabels(drawing);
  beforeLayout((graph) => withMermaidSubgraphDirections(withDeclaredLabels(graph, declared, read)));
  let svg: string;
  try {
    svg = renderMermaidSVG(drawing, { bg: 'var(--diagram-bg)', fg: 'var(--diagram-fg)', transparent: true });
  } catch {
    return undefined;
  }
  return withPseudoStates(withRectBackgrounds(svgWithEntities(svg)), pseudoStates(body))
    .replace(/<style>[\s\S]*?<\/style>\s*/g, '')
    // A class's annotation, as Mermaid writes it: «interface», not <<interface>>.
    .replace(/(font-style="italic" fill="var\(--_text-muted\)">)&lt;&lt;(.*?)&gt;&gt;<\/text>/g, '$1«$2»</text>')
    // Mermaid draws an entity without attributes as its name alone: no words in its empty row.
    .replace(/\s*<text[^>]*>\(no attributes\)<\/text>/g, '')
    .replace(/^<svg([^>]*?) style="[^"]*"/, '<svg$1')
    .replace(/ id="([^"]+)"/g, ` id="${ID_PREFIX}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${ID_PREFIX}$1)`)
    .replace(/ href="#([^"]+)"/g, ` href="#${ID_PREFIX}$1"`)
    .trim();
}
