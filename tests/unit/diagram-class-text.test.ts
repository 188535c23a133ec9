/**
 * Class diagrams drawn at build time show what Mermaid shows: a class's label, typed attributes,
 * generics and annotations (Bitwarden's contributing docs write all four).
 */
import { describe, expect, it } from 'vitest';
import { classDiagramAsMermaid } from '../../build/markdown/diagram-class-text.ts';
import { drawSvg } from '../../build/markdown/diagram-svg.ts';

/** The text of each `<text>` element, in order, tags and entities read. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"'));

const SERVICES = `classDiagram
    class Internal["Internal[Domain]Service"] {
        <<Abstract>>
        +upsert(item: [Domain])
        +find(id) : Item~T~
    }
    class DomainSvc["[Domain]Service"] {
        #subject : BehaviorSubject~[Domain][]~
    }
    class UI["UI Component"]
    UI *-- DomainSvc : uses
    DomainSvc --|> Internal : extends
`;

describe('class diagrams read as Mermaid reads them', () => {
  it('draw one box per class, with its label, whatever relations name it', async () => {
    const svg = (await drawSvg(SERVICES))!;
    const names = [...svg.matchAll(/class="class-node" data-id="[^"]*" data-label="([^"]*)"/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(['Internal[Domain]Service', 'UI Component', '[Domain]Service']);
    expect(texts(svg)).not.toContainEqual(expect.stringContaining('["'));
  });

  // As Mermaid draws Bitwarden's services diagram in Chromium: the visibility against the name, an attribute as written, a method's type after ' : '.
  it('show annotations as «Abstract», members as written, generics as <T>', async () => {
    const shown = texts((await drawSvg(SERVICES))!);
    expect(shown).toContain('«Abstract»');
    expect(shown).toContain('#subject : BehaviorSubject<[Domain][]>');
    expect(shown).toContain('+find(id) : Item<T>');
    expect(shown).toContain('+upsert(item: [Domain])');
    expect(shown.join('\n')).not.toMatch(/<<|~/);
  });

  it('leave a diagram without labels as the parser read it', () => {
    const parsed = { classes: [{ id: 'A', label: 'A', attributes: [{ name: 'x', type: 'int' }], methods: [{ name: 'run', isMethod: true, params: '' }] }] };
    const lines = ['classDiagram', 'class A {', 'int x', 'run()', '}'];
    let seen: string[] = [];
    const diagram = classDiagramAsMermaid(lines, (read) => ((seen = read), structuredClone(parsed)));
    expect(seen).toEqual(lines);
    // Each member's text whole in its name, as Mermaid writes it: the renderer then adds no space or colon.
    expect(diagram).toEqual({
      classes: [
        {
          id: 'A',
          label: 'A',
          attributes: [{ visibility: '', name: 'int x', type: undefined, params: undefined, isMethod: false }],
          methods: [{ visibility: '', name: 'run()', isMethod: false, params: undefined, type: undefined }],
        },
      ],
    });
  });
});
