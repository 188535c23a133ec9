/**
 * A state diagram's pseudo-states as Mermaid draws them: `state X <<choice>>` a small diamond,
 * `<<fork>>` and `<<join>>` a filled bar, none with words. beautiful-mermaid reads no such
 * declaration and draws X as a state box labelled with its id (`if_state_fulfillments` on
 * saleor-docs' order status diagrams), a name the author never meant to show. The box keeps its
 * place in the layout, so the edges still meet it; only its shape changes.
 */

export type PseudoState = 'choice' | 'fork' | 'join';

/** The pseudo-states a state diagram's drawing declares, by id. */
export function pseudoStates(body: string): Map<string, PseudoState> {
  const found = new Map<string, PseudoState>();
  if (!/^\s*stateDiagram/.test(body)) return found;
  for (const [, id, kind] of body.matchAll(/^\s*state\s+([\w-]+)\s*<<(choice|fork|join)>>\s*$/gm)) found.set(id, kind as PseudoState);
  return found;
}

const attribute = (tag: string, name: string) => Number(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]);

function shape(rect: string, kind: PseudoState): string {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => attribute(rect, name));
  const cx = x + width / 2;
  const cy = y + height / 2;
  if (kind === 'choice') {
    const r = height / 2;
    return `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" fill="var(--_node-fill)" stroke="var(--_node-stroke)" stroke-width="0.75" />`;
  }
  return `<rect x="${x}" y="${cy - 4}" width="${width}" height="8" fill="var(--_text)" stroke="none" />`;
}

/** The SVG with each pseudo-state's box drawn as Mermaid draws it, its label gone. */
export function withPseudoStates(svg: string, states: Map<string, PseudoState>): string {
  if (states.size === 0) return svg;
  return svg.replace(/(<g class="node" data-id="([^"]*)"[^>]*>)\s*(<rect [^>]*\/>)\s*<text[^>]*>[\s\S]*?<\/text>\s*<\/g>/g, (whole, open: string, id: string, rect: string) => {
    const kind = states.get(id);
    return kind ? `${open}\n  ${shape(rect, kind)}\n</g>` : whole;
  });
}
