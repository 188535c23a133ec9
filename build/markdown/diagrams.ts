/**
 * ```mermaid blocks. Flowcharts, sequence, state, class and ER diagrams become inline SVG at
 * build time, named for assistive technology (`role="img"`, the diagram's `accTitle` or title)
 * with their source in a collapsed `<details>` for copying. Other kinds (pie, gantt, C4, …) keep
 * their source, readable without JavaScript, and are drawn in the browser when they scroll into
 * view (site/client/diagrams.ts). A diagram Mermaid cannot parse is a warning at its line and is
 * shown as code.
 */
import type { MarkedExtension, Token, Tokens } from 'marked';
import { parseCodeInfo, renderCodeBlock } from './code.ts';
import { diagramOutcome, MERMAID_ENTRY, mermaidBrowserDir, type DiagramOutcome } from './diagram-cache.ts';
import { diagramName, drawableKind, drawnAtBuild, lineCount, MAX_DRAWN_LINES, readDiagramSource } from './diagram-source.ts';
import { ID_PREFIX } from './diagram-svg.ts';
import { escapeHtml } from './escape.ts';
import { scanFences } from './fences.ts';
import type { Located } from './tokens.ts';
import { failure } from '../diagnostics.ts';

export type DiagramToken = Located<Tokens.Code> & { diagram?: DiagramOutcome; source?: string };

export function isDiagram(token: Token): token is DiagramToken {
  return token.type === 'code' && /^mermaid\b/.test((token as Tokens.Code).lang ?? '');
}

/**
 * The source of each closed ```mermaid block of a Markdown text, as its code token will hold it:
 * the lines between the fences, less the opening backtick fence's indentation (as marked removes it). A
 * block that reads otherwise (in a block quote, say) is only met when its page renders.
 */
export function diagramTexts(markdown: string): string[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  return scanFences(lines)
    .filter((fence) => fence.closed && /^mermaid\b/.test(fence.info))
    .map((fence) => {
      const indent = /^\s*(?=```)/.exec(lines[fence.open])?.[0].length ?? 0;
      return lines
        .slice(fence.open + 1, fence.close)
        .map((line) => line.slice(Math.min(/^\s*/.exec(line)![0].length, indent)))
        .join('\n');
    });
}

/** The most lines of diagrams one page has drawn by the build; the most real pages have is 432. */
export const MAX_PAGE_DIAGRAM_LINES = 1000;

/**
 * Which of a page's diagrams (their sources, in order) the build draws: those it can draw (of a
 * kind it knows, at most MAX_DRAWN_LINES long), until they add up to MAX_PAGE_DIAGRAM_LINES.
 * The browser draws the others, as Docusaurus draws them all, so that no page takes minutes.
 */
export function withinPageBudget(texts: string[]): boolean[] {
  let lines = 0;
  return texts.map((text) => {
    const source = readDiagramSource(text);
    if (!drawnAtBuild(source)) return true;
    lines += lineCount(source.body);
    return lines <= MAX_PAGE_DIAGRAM_LINES;
  });
}

/** Why the build leaves a diagram it could draw to the browser, if it does. */
function leftToBrowser(text: string, withinBudget: boolean): string | undefined {
  const source = readDiagramSource(text);
  if (!drawableKind(source)) return undefined;
  const lines = lineCount(source.body);
  if (lines > MAX_DRAWN_LINES) return `this diagram has ${lines} lines; the build draws diagrams of at most ${MAX_DRAWN_LINES} lines, so the browser draws it. Split it to have it drawn at build time.`;
  if (!withinBudget) return `the page's diagrams pass ${MAX_PAGE_DIAGRAM_LINES} lines here; the build draws at most that many per page, so the browser draws this one and the drawable ones after it. Move some to another page to have them drawn at build time.`;
  return undefined;
}

/**
 * Finds each diagram's outcome (drawn, checked or read from the cache) before rendering, which
 * is synchronous; a syntax error is reported at its line in the Markdown file.
 */
export async function prepareDiagrams(diagrams: DiagramToken[], cacheDir: string | undefined, warn: (line: number, message: string) => void, error: (line: number, message: string) => void): Promise<void> {
  const budget = withinPageBudget(diagrams.map((token) => token.text));
  for (const [index, token] of diagrams.entries()) {
    token.source = token.text;
    const left = leftToBrowser(token.text, budget[index]);
    if (left) warn(token.line ?? 1, left);
    if (!budget[index]) {
      // Neither drawn nor checked, nor taken from the cache (which another page's diagram may have filled): the page is the same whatever was built before.
      token.diagram = { kind: 'client', name: diagramName(readDiagramSource(token.text)) };
      continue;
    }
    try {
      token.diagram = await diagramOutcome(token.text, cacheDir);
    } catch (failed) {
      // The renderers catch what a diagram's syntax does to them; this is their thread dying on it (out of memory, say).
      const { message } = failure('', undefined, 'drawing this diagram', failed);
      error(token.line ?? 1, message);
      continue;
    }
    if (token.diagram.kind === 'error') {
      const { line, message } = token.diagram;
      warn((token.line ?? 1) + line, `Mermaid diagram syntax error at its line ${line}: ${message}. The diagram is shown as its source until the syntax is fixed.`);
    }
  }
}

/** What search indexes for a diagram: its name and description, not its source. */
export function diagramText(outcome: Exclude<DiagramOutcome, { kind: 'error' }>): string {
  return outcome.kind === 'svg' ? [outcome.title, outcome.name, outcome.description].filter(Boolean).join('\n') : outcome.name;
}

function sourceDetails(source: string, name: string): string {
  const rows = Math.min(source.split('\n').length, 20);
  return (
    `<details class="diagram__source"><summary>Diagram source</summary>` +
    `<textarea readonly spellcheck="false" rows="${rows}" aria-label="Mermaid source of ${escapeHtml(name)}">${escapeHtml(source)}</textarea></details>`
  );
}

function renderSvg(outcome: Extract<DiagramOutcome, { kind: 'svg' }>, source: string, index: number): string {
  const prefix = `mermaid-${index}-`;
  const descriptionId = `${prefix}description`;
  const svg = outcome.svg
    .replaceAll(ID_PREFIX, prefix)
    .replace(/^<svg/, `<svg role="img" aria-label="${escapeHtml(outcome.name)}"${outcome.description ? ` aria-describedby="${descriptionId}"` : ''}`)
    .replace(/^(<svg[^>]*>)/, `$1<title>${escapeHtml(outcome.name)}</title>${outcome.description ? `<desc id="${descriptionId}">${escapeHtml(outcome.description)}</desc>` : ''}`);
  const caption = outcome.title ? `<figcaption class="diagram__title">${escapeHtml(outcome.title)}</figcaption>` : '';
  return `<figure class="diagram">${caption}<div class="diagram__image">${svg}</div>${sourceDetails(source, outcome.name)}</figure>\n`;
}

function renderClient(outcome: Extract<DiagramOutcome, { kind: 'client' }>, source: string): string {
  return (
    `<figure class="diagram diagram--client" data-name="${escapeHtml(outcome.name)}" data-mermaid="${mermaidBrowserDir()}${MERMAID_ENTRY}">` +
    `${renderCodeBlock(escapeHtml(source), parseCodeInfo('mermaid'))}</figure>\n`
  );
}

/** `numbering()`: the page at hand's count of diagrams drawn, which numbers their ids. */
export function diagramsExtension(numbering: () => { count: number }): MarkedExtension {
  return {
    renderer: {
      code(token: Tokens.Code) {
        const { diagram, source } = token as DiagramToken;
        if (!diagram || source === undefined || diagram.kind === 'error') return false;
        return diagram.kind === 'svg' ? renderSvg(diagram, source, ++numbering().count) : renderClient(diagram, source);
      },
    },
  };
}
