/**
 * Class diagrams read as Mermaid reads them where beautiful-mermaid's parser does not
 * (beautiful-mermaid-bundle.ts runs its parser through this):
 *
 * - `class Id["Label"]` names the class `Id` and shows `Label`; beautiful-mermaid took the whole
 *   `Id["Label"]` for the id, so every relation naming `Id` drew a second, empty box.
 * - an attribute written `name : Type` (Mermaid shows it so) is the name and its type;
 *   beautiful-mermaid took `name` for a type and `: Type` for the name.
 * - a method's return type written after a colon (`+get() : Item`) loses the colon the renderer
 *   adds again.
 * - generics: `List~Item~` is shown `List<Item>`, in labels, members and parameters.
 */

/** What this module reads and changes of beautiful-mermaid's parsed class diagram (its src/class/types.ts, which the package does not export). */
interface ClassMember {
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
  if (member.isMethod) {
    const type = member.type?.replace(/^:\s*/, '');
    return { ...member, name: generics(member.name), params: member.params && generics(member.params), type: type ? generics(type) : undefined };
  }
  const written = [member.type, member.name].filter(Boolean).join(' ');
  const colon = /^(.+?)\s*:\s*(.+)$/.exec(written);
  const [name, type] = colon ? [colon[1], colon[2]] : [member.name, member.type];
  return { ...member, name: generics(name), type: type ? generics(type) : undefined };
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
    cls.label = generics(labels.get(cls.id) ?? cls.label);
    cls.attributes = cls.attributes.map(asMermaid);
    cls.methods = cls.methods.map(asMermaid);
  }
  return diagram;
}
