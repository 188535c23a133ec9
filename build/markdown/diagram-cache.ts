/**
 * One Mermaid diagram's outcome, drawn at most once: the source is checked with Mermaid's parser,
 * then drawn as SVG when the build can draw its kind. Outcomes are kept on disk (one JSON file
 * per diagram, named by a hash of its source and of the renderers' versions) and in memory, so
 * an unchanged diagram is never checked or drawn again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkDiagramSyntax } from './diagram-check.ts';
import { diagramName, drawnAtBuild, readDiagramSource } from './diagram-source.ts';
import { drawSvg } from './diagram-svg.ts';

export type DiagramOutcome =
  /** Drawn at build time: the SVG, with ids prefixed by ID_PREFIX. */
  | { kind: 'svg'; svg: string; name: string; title?: string; description?: string }
  /** A kind only the browser can draw. */
  | { kind: 'client'; name: string }
  /** A syntax error at `line` of the diagram's source. */
  | { kind: 'error'; line: number; message: string };

/** Bumped when the outcome for the same source changes (post-processing, fields). */
const FORMAT = 1;

/** A package's installed version (its manifest is not among the files it exports). */
function versionOf(pkg: string): string {
  const folders = createRequire(import.meta.url).resolve.paths(pkg) ?? [];
  const manifest = folders.map((folder) => path.join(folder, pkg, 'package.json')).find((file) => existsSync(file));
  return manifest ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'unknown';
}

/** Where the build publishes Mermaid's browser bundle for the diagrams drawn in the browser; the version keeps the URL immutable. */
export function mermaidBrowserDir(): string {
  return `/assets/mermaid/${versionOf('mermaid')}/`;
}

let renderers: string | undefined;
const memory = new Map<string, Promise<DiagramOutcome>>();

export function diagramKey(text: string): string {
  renderers ??= `${FORMAT}:beautiful-mermaid@${versionOf('beautiful-mermaid')}:mermaid@${versionOf('mermaid')}`;
  return createHash('sha256').update(`${renderers}\n${text}`).digest('hex').slice(0, 32);
}

async function compute(text: string): Promise<DiagramOutcome> {
  const problem = await checkDiagramSyntax(text);
  if (problem) return { kind: 'error', ...problem };
  const source = readDiagramSource(text);
  const name = diagramName(source);
  if (!drawnAtBuild(source)) return { kind: 'client', name };
  try {
    return { kind: 'svg', svg: await drawSvg(source.body), name, title: source.title, description: source.accDescr };
  } catch {
    // Mermaid accepts what beautiful-mermaid cannot draw: the browser draws it then.
    return { kind: 'client', name };
  }
}

function readCached(file: string): DiagramOutcome | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DiagramOutcome;
  } catch {
    return undefined;
  }
}

/** Writes in one step, so a parallel build or worker never reads half a file. */
function writeCached(file: string, outcome: DiagramOutcome): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, JSON.stringify(outcome));
  renameSync(temporary, file);
}

/** The outcome for a diagram's source; `cacheDir` keeps it between builds. */
export function diagramOutcome(text: string, cacheDir?: string): Promise<DiagramOutcome> {
  const key = diagramKey(text);
  let outcome = memory.get(`${cacheDir}:${key}`);
  if (!outcome) {
    const file = cacheDir ? path.join(cacheDir, `${key}.json`) : undefined;
    const cached = file ? readCached(file) : undefined;
    outcome = cached
      ? Promise.resolve(cached)
      : compute(text).then((result) => {
          if (file) writeCached(file, result);
          return result;
        });
    memory.set(`${cacheDir}:${key}`, outcome);
  }
  return outcome;
}
