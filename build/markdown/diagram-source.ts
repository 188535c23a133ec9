/**
 * Reads a Mermaid diagram's source as Mermaid does: the front matter (`---` … `---`, for its
 * `title`), `%%{init}%%` directives and `%%` comments, and the accessibility lines `accTitle:` and
 * `accDescr:` (or `accDescr { … }`), which name and describe the diagram. What remains is the
 * drawing itself, for the build-time renderer, which understands none of those.
 */
import { parse as parseYaml } from 'yaml';

export interface DiagramSource {
  /** The diagram's keyword: `flowchart`, `sequenceDiagram`, `pie`, `C4Context`… */
  kind: string;
  /** The drawing without front matter, directives, comments and accessibility lines. */
  body: string;
  title?: string;
  accTitle?: string;
  accDescr?: string;
}

/** Diagram keywords the build draws as SVG; every other kind is drawn in the browser. */
const DRAWN_AT_BUILD = new Set(['graph', 'flowchart', 'sequenceDiagram', 'stateDiagram', 'stateDiagram-v2', 'classDiagram', 'classDiagram-v2', 'erDiagram']);

/** Readable names, for diagrams that have neither a title nor an `accTitle`. */
const KIND_NAMES: Record<string, string> = {
  graph: 'Flowchart',
  flowchart: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  'classDiagram-v2': 'Class diagram',
  erDiagram: 'Entity relationship diagram',
  pie: 'Pie chart',
  gantt: 'Gantt chart',
  mindmap: 'Mind map',
  timeline: 'Timeline',
  gitGraph: 'Git graph',
  journey: 'User journey',
  quadrantChart: 'Quadrant chart',
};

/**
 * The most lines of one diagram the build draws: the layout takes about 10 ms a line, more for
 * large diagrams (1,000 nodes took 12 s). The longest real diagram we know has 76 lines.
 */
export const MAX_DRAWN_LINES = 200;

export const lineCount = (text: string) => text.split('\n').length;

/** Whether the build draws a diagram of this kind: the browser draws the other kinds. */
export function drawableKind(source: DiagramSource): boolean {
  return DRAWN_AT_BUILD.has(source.kind);
}

/**
 * A sequence diagram's two-headed arrows (`A<<->>B`, `A<<-->>B`, Mermaid 11): the build-time
 * renderer reads `A<<` as a participant of its own and draws a one-headed arrow from it (pomerium's
 * SSH diagram), so Mermaid draws such a diagram in the browser, as it draws every diagram in Docusaurus.
 */
const TWO_HEADED = /<<--?>>/;

export function drawnAtBuild(source: DiagramSource): boolean {
  if (source.kind === 'sequenceDiagram' && TWO_HEADED.test(source.body)) return false;
  return drawableKind(source) && lineCount(source.body) <= MAX_DRAWN_LINES;
}

/** The diagram's accessible name: its `accTitle`, else its title, else what kind of diagram it is. */
export function diagramName(source: DiagramSource): string {
  return source.accTitle ?? source.title ?? KIND_NAMES[source.kind] ?? (source.kind.startsWith('C4') ? 'C4 diagram' : 'Diagram');
}

function frontMatterTitle(yamlText: string): string | undefined {
  try {
    const data = parseYaml(yamlText) as { title?: unknown } | null;
    return typeof data?.title === 'string' || typeof data?.title === 'number' ? String(data.title) : undefined;
  } catch {
    // Mermaid itself reports malformed front matter, as a syntax error of the diagram.
    return undefined;
  }
}

export function readDiagramSource(text: string): DiagramSource {
  let lines = text.replace(/\r\n?/g, '\n').split('\n');
  let title: string | undefined;
  const start = lines.findIndex((line) => line.trim() !== '');
  if (start >= 0 && lines[start].trim() === '---') {
    const end = lines.findIndex((line, i) => i > start && line.trim() === '---');
    if (end > start) {
      title = frontMatterTitle(lines.slice(start + 1, end).join('\n'));
      lines = lines.slice(end + 1);
    }
  }
  let accTitle: string | undefined;
  let accDescr: string | undefined;
  const body: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line.startsWith('%%')) continue;
    const single = /^(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (single) {
      if (single[1] === 'accTitle') accTitle = single[2].trim();
      else accDescr = single[2].trim();
      continue;
    }
    if (/^accDescr\s*\{/.test(line)) {
      const block: string[] = [line.replace(/^accDescr\s*\{/, '')];
      while (!block.at(-1)!.includes('}') && i + 1 < lines.length) block.push(lines[++i].trim());
      accDescr = block.join(' ').replace(/\}.*$/, '').replace(/\s+/g, ' ').trim();
      continue;
    }
    body.push(lines[i]);
  }
  const first = body.find((line) => line.trim() !== '')?.trim() ?? '';
  const kind = /^[\w-]+/.exec(first)?.[0] ?? '';
  // Kinds that take a title as a statement (`title Release plan`) name the diagram with it.
  const statementTitle = body.map((line) => /^\s*title\s*:?\s+(.+)$/.exec(line)?.[1]).find(Boolean);
  const kept = DRAWN_AT_BUILD.has(kind) ? body.filter((line) => !/^\s*title\s*:?\s+/.test(line)) : body;
  const header = kept.findIndex((line) => line.trim() !== '');
  if (kind === 'flowchart' || kind === 'graph') {
    // Mermaid ends a statement at `;`, the header too (`graph TD;`, `graph LR; A --> B`); the build-time renderer wants the header alone on its line.
    const line = kept[header];
    const end = line.indexOf(';');
    if (end >= 0) kept.splice(header, 1, line.slice(0, end).trimEnd(), ...(line.slice(end + 1).trim() ? [line.slice(end + 1)] : []));
    // Mermaid lays out a flowchart that names no direction top to bottom; the build-time renderer wants it named.
    if (/^\s*(flowchart|graph)\s*$/.test(kept[header])) kept[header] = `${kind} TB`;
  }
  return { kind, body: kept.join('\n').trim(), title: title ?? statementTitle?.trim(), accTitle, accDescr };
}
