/**
 * Diagram labels drawn at build time show what Mermaid shows in the browser: entities (HTML's and
 * Mermaid's `#lt;` codes), HTML tags, Markdown strings and line breaks, each as Mermaid reads it
 * for the kind of diagram, and no words Mermaid does not draw (a sequence diagram's `rect`, an
 * empty ER entity, a state diagram's choice and fork). What each label should show was read from Mermaid 11's own drawings
 * of tests/fixtures/mermaid-labels/labels.md in Chromium (its default config, as Docusaurus's
 * theme runs it). Bitwarden's contributing docs and Home Assistant's developer docs write
 * `&lt;Domain&gt;`, `<br/>` and `Option&lt;String&gt;` in labels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagramTexts } from '../../build/markdown/diagrams.ts';
import { readDiagramSource } from '../../build/markdown/diagram-source.ts';
import { drawSvg } from '../../build/markdown/diagram-svg.ts';
import { mermaidLabel, svgWithEntities, withEntitiesKept } from '../../build/markdown/diagram-label-text.ts';

const FIXTURE = new URL('../fixtures/mermaid-labels/labels.md', import.meta.url);
const diagrams = diagramTexts(readFileSync(FIXTURE, 'utf8'));

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" };
/** What a reader sees of each `<text>`: its lines (tspans placed with an x) one per line, the styling tags gone, entities read. */
function shown(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/gs)].map(([, inner]) => {
    const lines = [...inner.matchAll(/<tspan x="[^"]*"[^>]*>(.*?)<\/tspan>/gs)].map((m) => m[1]);
    return (lines.length > 1 ? lines : [inner])
      .map((line) => line.replace(/<[^>]+>/g, '').replace(/&(lt|gt|amp|quot|#39);/g, (_, e: string) => ENTITIES[e]))
      .join('\n')
      .trim();
  });
}

/** Whether a `<text>` holding `label` is drawn bold or italic (a tspan of its own, or the text itself). */
const styled = (svg: string, label: string, attribute: RegExp) => new RegExp(`<(tspan|text)[^>]*${attribute.source}[^>]*>${label}<`).test(svg);

const draw = async (index: number) => (await drawSvg(readDiagramSource(diagrams[index]).body))!;

describe('diagram labels show what Mermaid shows', () => {
  it('read entities and Mermaid codes as the characters they name, in quoted labels too', async () => {
    expect(shown(await draw(0))).toEqual(expect.arrayContaining(['<Domain>Response', '<T> "q" ♥ #', 'a & b "c"']));
  });

  it('drop tags in a flowchart label, a raw <T> as well, and keep a < that starts no tag', async () => {
    const labels = shown(await draw(1));
    expect(labels).toEqual(expect.arrayContaining(['List', 'Map x', 'a < b and c > d', 'Flow<X>', 'text with List', '<U>']));
    expect(labels.join('\n')).not.toContain('List<T>');
  });

  it("read Markdown only in a flowchart's Markdown strings, whose line breaks break the label", async () => {
    const svg = await draw(2);
    expect(shown(svg)).toEqual(expect.arrayContaining(['bold and it text', 'line one\nline two', 'plain **not bold** *not it* ~~struck~~', 'bold code x2']));
    expect(styled(svg, 'bold', /font-weight="(bold|700)"/)).toBe(true);
    expect(styled(svg, 'it', /font-style="italic"/)).toBe(true);
  });

  it('write a sequence diagram label as text: only <br> is read', async () => {
    expect(shown(await draw(3))).toEqual(expect.arrayContaining(['Option <U>', 'one\ntwo', 'List<T> **b** *i*']));
  });

  it('read Markdown and <br> in state labels', async () => {
    const svg = await draw(4);
    expect(shown(svg)).toEqual(expect.arrayContaining(['Flow\nsecond', 'go <now> b']));
    expect(styled(svg, 'b', /font-weight="(bold|700)"/)).toBe(true);
  });

  it("write a class's members as Mermaid does, and its label's entities", async () => {
    expect(shown(await draw(5))).toEqual(
      expect.arrayContaining(['«interface»', 'Repo<T>', '+List<T> items', '-count : int', '+get(id: String) : T', '#save(item: T)', '~load()', 'Other<X>', 'extends']),
    );
  });

  it('read entities in ER labels and write no words Mermaid does not show', async () => {
    const labels = shown(await draw(6));
    expect(labels).toEqual(expect.arrayContaining(['places <many>', 'CUSTOMER', 'ORDER']));
    expect(labels).not.toContain('(no attributes)');
  });

  it("draw a sequence diagram's rect as a background of its colour, with no words", async () => {
    const svg = await draw(7);
    expect(shown(svg)).toEqual(expect.arrayContaining(['register', 'token', 'App', 'Server']));
    expect(shown(svg).join('\n')).not.toMatch(/rect|rgba/);
    expect(svg).toMatch(/<g class="block" data-type="rect"><rect [^>]*fill="rgba\(128, 128, 128, 0\.1\)" stroke="none"/);
  });

  it('draw a choice as a diamond and a fork as a bar, without their ids', async () => {
    const svg = await draw(8);
    expect(shown(svg).sort()).toEqual(['Draft', 'Edits', 'Notes', 'Published', 'approved', 'review', 'rework']);
    expect(svg).toMatch(/<g class="node" data-id="pick"[^>]*>\s*<polygon /);
    expect(svg).toMatch(/<g class="node" data-id="split"[^>]*>\s*<rect [^>]*height="8" fill="var\(--_text\)"/);
  });

  it('keep a named entity for the page to read, and no code in style lines', () => {
    const kept = withEntitiesKept('flowchart LR\n  A["x#nbsp;y &hellip;"]\n  style A fill:#f9f;');
    expect(kept).toContain('style A fill:#f9f;');
    expect(svgWithEntities(mermaidLabel(kept.split('\n')[1].slice(4, -1), 'flowchart'))).toBe('x&nbsp;y &hellip;');
  });
});
