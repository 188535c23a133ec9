/**
 * Flowchart edges whose text sits inside the arrow, as Mermaid reads them (`A -.Mock.-> B`,
 * `A -- yes --> B`, `A ==sure==> B`), rewritten into the pipe form (`A -.->|Mock| B`) for
 * beautiful-mermaid, whose parser reads the inline form only with spaces around the text and
 * otherwise ends the line there, dropping the edge and every one after it on the line. Mermaid's
 * lexer decides where the text ends: at the first `.-` of a dotted link, `--` of a plain one,
 * `==` of a thick one. Node labels, quoted strings and pipe labels are skipped, and an edge whose
 * text holds a `|` or that ends in a cross or circle (`.-x`, `--o`) is left as written.
 *
 * Every arrow is written with a space on each side and its pipe label against it, as
 * beautiful-mermaid's parser reads them; Mermaid reads them either way. Its node ids may hold a
 * `-`, so `A-->B;` (Mermaid's own first example, codeharborhub's and pact's diagrams) was the
 * node `A--`, the edge lost; a pipe label apart from its arrow (`B --> |Yes| C`, besu and
 * cardano) dropped the edge and the node it leads to, whose id then showed where that node was
 * named again.
 */

/** A plain arrow (`-->`, `---`, `-.->`, `-.-`, `==>`, `===`, `<-->`...), with its pipe label if written against it. */
const ARROW = /^<?(?:-{2,}>|-{3,}|-\.+->|-\.+-|={2,}>|={3,})(?:\|[^|]*\|)?/;

/** Start of a link with text: `-.` `--` `==`, not an arrow of its own (`-.->`, `-->`, `---`, `==>`, `--x`...). */
const OPENINGS: { open: RegExp; end: RegExp; arrow: string; line: string }[] = [
  // The text runs to the first `.-` (or `..-`), optionally after a `-`: Mermaid's `\s*-?\.+-[xo>]?`.
  { open: /^-\.(?![-.])/, end: /^([^]*?)\s*-?\.+-(?:(>)|(?![xo]))/, arrow: '-.->', line: '-.-' },
  { open: /^--(?![-<>xo])/, end: /^([^]*?)\s*--+(?:(>)|-(?![xo]))/, arrow: '-->', line: '---' },
  { open: /^==(?![=<>])/, end: /^([^]*?)\s*==+(?:(>)|=)/, arrow: '==>', line: '===' },
];

/** Lines that are statements, not nodes and edges: left as written. */
const STATEMENT = /^\s*(?:style|classDef|class|linkStyle|click|subgraph|end|direction|%%)\b/;

const CLOSING: Record<string, string> = { '[': ']', '(': ')', '{': '}', '"': '"', '|': '|' };

/** The line with each edge's inline text moved into a pipe label. */
function rewriteLine(line: string): string {
  if (STATEMENT.test(line)) return line;
  let out = '';
  const open: string[] = [];
  for (let i = 0; i < line.length; ) {
    const ch = line[i];
    if (open.length) {
      if (ch === open.at(-1)) open.pop();
      else if (open.at(-1) !== '"' && ch in CLOSING && ch !== '|') open.push(CLOSING[ch]);
      out += ch;
      i++;
      continue;
    }
    const arrow = ARROW.exec(line.slice(i));
    const edge = arrow ? undefined : edgeAt(line, i);
    if (arrow || edge) {
      let text = arrow ? arrow[0] : edge!.text;
      i = arrow ? i + text.length : edge!.end;
      const pipe = text.endsWith('|') ? null : /^\s+(\|[^|]*\|)/.exec(line.slice(i));
      if (pipe) {
        text += pipe[1];
        i += pipe[0].length;
      }
      while (/\s/.test(line[i] ?? '')) i++;
      out = `${out.trimEnd()} ${text} `;
      continue;
    }
    if (ch in CLOSING) open.push(CLOSING[ch]);
    out += ch;
    i++;
  }
  return out;
}

/** The edge with inline text that starts at `at`, rewritten, and where it ends. */
function edgeAt(line: string, at: number): { text: string; end: number } | undefined {
  const bidirectional = line[at] === '<' ? 1 : 0;
  const rest = line.slice(at + bidirectional);
  for (const { open, end, arrow, line: plain } of OPENINGS) {
    const opening = open.exec(rest);
    if (!opening) continue;
    const closing = end.exec(rest.slice(opening[0].length));
    if (!closing) return undefined;
    const label = closing[1].trim().replace(/^"(.*)"$/, '$1');
    if (!label || label.includes('|')) return undefined;
    const op = closing[2] === '>' ? arrow : plain;
    return { text: `${bidirectional ? '<' : ''}${op}|${label}|`, end: at + bidirectional + opening[0].length + closing[0].length };
  }
  return undefined;
}

/** A flowchart's drawing with inline edge texts as pipe labels; other diagrams as they are. */
export function withPipeEdgeLabels(body: string): string {
  const lines = body.split('\n');
  const header = lines.findIndex((l) => l.trim());
  if (header < 0 || !/^\s*(?:graph|flowchart)\b/.test(lines[header])) return body;
  return lines.map((line, i) => (i > header ? rewriteLine(line) : line)).join('\n');
}
