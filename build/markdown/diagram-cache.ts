/**
 * One Mermaid diagram's outcome, drawn at most once: the source is checked with Mermaid's parser,
 * then drawn as SVG when the build can draw its kind. Outcomes are kept on disk (one JSON file
 * per diagram, named by a hash of its source and of the renderers' versions) and in memory, so
 * an unchanged diagram is never checked or drawn again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDiagramSyntax, type SyntaxProblem } from './diagram-check.ts';
import { versionOf } from './diagram-packages.ts';
import { diagramName, drawnAtBuild, readDiagramSource } from './diagram-source.ts';
import { drawSvg } from './diagram-svg.ts';
import { writeAtOnce } from '../write-at-once.ts';

export type DiagramOutcome =
  /** Drawn at build time: the SVG, with ids prefixed by ID_PREFIX. */
  | { kind: 'svg'; svg: string; name: string; title?: string; description?: string }
  /** A kind only the browser can draw. */
  | { kind: 'client'; name: string }
  /** A syntax error at `line` of the diagram's source. */
  | { kind: 'error'; line: number; message: string };

/** Bumped when the outcome for the same source changes (post-processing, fields). */
const FORMAT = 13;

/** Mermaid's browser build, in its package's dist/ folder; its chunks sit in a folder beside it. */
export const MERMAID_ENTRY = 'mermaid.esm.min.mjs';

/** Where the build publishes Mermaid's browser bundle for the diagrams drawn in the browser; the version keeps the URL immutable. */
export function mermaidBrowserDir(): string {
  return `/assets/mermaid/${versionOf('mermaid')}/`;
}

let rendererVersions: string | undefined;
const memory = new Map<string, Promise<DiagramOutcome>>();

export function diagramKey(text: string): string {
  rendererVersions ??= `${FORMAT}:beautiful-mermaid@${versionOf('beautiful-mermaid')}:mermaid@${versionOf('mermaid')}`;
  return createHash('sha256').update(`${rendererVersions}\n${text}`).digest('hex').slice(0, 32);
}

/** Who checks and draws: this thread, or threads of their own (diagram-threads.ts). A rejection is a failure of the build, not of the diagram. */
export interface DiagramRenderers {
  check(text: string): Promise<SyntaxProblem | undefined>;
  /** Undefined when beautiful-mermaid cannot draw the diagram. */
  draw(body: string): Promise<string | undefined>;
}

const inThisThread: DiagramRenderers = { check: checkDiagramSyntax, draw: drawSvg };

async function compute(text: string, renderers: DiagramRenderers): Promise<DiagramOutcome> {
  const source = readDiagramSource(text);
  const name = diagramName(source);
  // Drawn while the syntax is checked, which on threads of their own runs at the same time.
  const drawing = drawnAtBuild(source) ? renderers.draw(source.body) : undefined;
  drawing?.catch(() => undefined); // awaited below, unless the syntax is wrong
  const problem = await renderers.check(text);
  if (problem) return { kind: 'error', ...problem };
  const svg = await drawing;
  return svg === undefined ? { kind: 'client', name } : { kind: 'svg', svg, name, title: source.title, description: source.accDescr };
}

function readCached(file: string): DiagramOutcome | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DiagramOutcome;
  } catch {
    return undefined;
  }
}

/** In one step: a parallel build or thread never reads half a file. */
function writeCached(file: string, outcome: DiagramOutcome): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeAtOnce(file, JSON.stringify(outcome));
}

function cacheFile(key: string, cacheDir: string | undefined): string | undefined {
  return cacheDir ? path.join(cacheDir, `${key}.json`) : undefined;
}

/** Whether a diagram's outcome is known already, in memory or in `cacheDir`. */
export function diagramKnown(text: string, cacheDir?: string): boolean {
  const key = diagramKey(text);
  const file = cacheFile(key, cacheDir);
  return memory.has(`${cacheDir}:${key}`) || (file !== undefined && existsSync(file));
}

/**
 * The outcome for a diagram's source; `cacheDir` keeps it between builds. `renderers` do the work
 * when neither cache has it (this thread's by default).
 */
export function diagramOutcome(text: string, cacheDir?: string, renderers = inThisThread): Promise<DiagramOutcome> {
  const key = diagramKey(text);
  let outcome = memory.get(`${cacheDir}:${key}`);
  if (!outcome) {
    const file = cacheFile(key, cacheDir);
    const cached = file ? readCached(file) : undefined;
    outcome = cached
      ? Promise.resolve(cached)
      : compute(text, renderers).then(
          (result) => {
            if (file) writeCached(file, result);
            return result;
          },
          (error: unknown) => {
            memory.delete(`${cacheDir}:${key}`);
            throw error;
          },
        );
    memory.set(`${cacheDir}:${key}`, outcome);
  }
  return outcome;
}
