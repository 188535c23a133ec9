/**
 * Class diagrams read as Mermaid reads them where beautiful-mermaid's parser does not
 * (beautiful-mermaid-bundle.ts runs its parser through this):
 *
 * - `class Id["Label"]` names the class `Id` and shows `Label`; beautiful-mermaid took the whole
 *   `Id["Label"]` for the id, so every relation naming `Id` drew a second, empty box.
 * - a member shows as Mermaid writes it: an attribute as written (`+List<T> items`,
 *   `-count : int`), a method as `+get(id) : Type` (whether its type follows a colon or not),
 *   the visibility against the name and a trailing `$` or `*` (static, abstract: underlined or
 *   italic) not shown. beautiful-mermaid wrote `+ items: List<T>`, `- count: int`, `~ load(): *`.
 * - generics: `List~Item~` is shown `List<Item>`, in labels, members and parameters.
 * - labels and members are HTML, as every label of a class diagram is (diagram-label-text.ts).
 */
import { mermaidLabel, withoutHtmlTags } from './diagram-label-text.ts';

/** What this module reads and changes of beautiful-mermaid's parsed class diagram (its src/class/types.ts, which the package does not export). */
interface ClassMember {
  visibility?: string;
  name: string;
  type?: string;
  isMethod?: boolean;
  params?: string;
}
export interface ClassDiagram {
  classes: { id: string; label: string; attributes: ClassMember[]; methods: ClassMember[] }[];
}

const LABELLED = /^class\s+([^\s["~{]+)\s*\["([^"]*)"\]\s*(.*)$/;

const generics = (text: string) => text.replace(/~([^~]+)~/g, '<$1>');

function asMermaid<M extends ClassMember>(member: M): M {
  const type = member.type?.replace(/^:\s*/, '').replace(/\s*[$*]$/, '');
  const written = member.isMethod ? `${member.name}(${member.params ?? ''})${type ? ` : ${type}` : ''}` : [type, member.name].filter(Boolean).join(' ');
  // The renderer writes a member's visibility, name and type apart, with a space and a colon between: all in the name, it writes the text as it is.
  return { ...member, visibility: '', name: generics(withoutHtmlTags(`${member.visibility ?? ''}${written}`)), type: undefined, params: undefined, isMethod: false };
}

/** The diagram `parse` reads from `lines`, with what Mermaid reads differently put right. */
export function classDiagramAsMermaid<D extends ClassDiagram>(lines: string[], parse: (lines: string[]) => D): D {
  const labels = new Map<string, string>();
  const diagram = parse(
    lines.map((line) => {
      const labelled = LABELLED.exec(line);
      if (!labelled) return line;
      labels.set(labelled[1], labelled[2]);
      return `class ${labelled[1]}${labelled[3] ? ` ${labelled[3]}` : ''}`;
    }),
  );
  for (const cls of diagram.classes) {
    // A label the author wrote is HTML; a class's name is not (beautiful-mermaid gives `Repo~T~` as `Repo<T>`).
    const label = labels.get(cls.id);
    cls.label = generics(label === undefined ? cls.label : mermaidLabel(label, 'class'));
    cls.attributes = cls.attributes.map(asMermaid);
    cls.methods = cls.methods.map(asMermaid);
  }
  return diagram;
}
