/**
 * beautiful-mermaid as the build bundles it (diagram-packages.ts): made from the TypeScript
 * modules the package ships in src/, with some of them stood in for where its modules import them.
 * beautiful-mermaid has no option for either:
 *
 * - `styles.ts`: the same exports, but Mermaid's text sizes (FONT_SIZES below), which the
 *   package uses both to size boxes and to write the labels.
 * - `elk-instance.ts`: its `elkLayoutSync`, through which every layout of a flowchart, state,
 *   class or ER diagram goes, runs around a hook the build sets (`aroundLayout`, exported beside
 *   the package's own exports): diagram-loops.ts, which makes loops return as Mermaid draws them.
 * - `layout.ts`: its `layoutGraphSync`, which lays out a parsed flowchart or state diagram, lays
 *   out the graph a hook the build sets returns (`beforeLayout`): diagram-node-labels.ts, which
 *   gives each node its last declared label, and diagram-subgraphs.ts, which gives each
 *   subgraph the direction Mermaid lays it out in.
 * - `class/parser.ts`: its `parseClassDiagram` runs around a hook the build sets
 *   (`aroundClassParse`): diagram-class-text.ts, which reads labels, typed attributes and
 *   generics as Mermaid does.
 * - `multiline-utils.ts`: its `normalizeBrTags`, through which the parsers of every kind pass
 *   each label, calls a hook the build sets (`aroundLabel`): diagram-label-text.ts, which reads
 *   tags, Markdown and line breaks as Mermaid does for the kind of diagram being drawn.
 *
 * A version of the package without these modules fails to bundle, saying so, rather than drawing
 * diagrams unlike Mermaid's.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { LayoutNode } from './diagram-loops.ts';
import type { Flowchart } from './diagram-subgraphs.ts';
import type { BundleOptions } from './diagram-packages.ts';
import type { ClassDiagram } from './diagram-class-text.ts';
import type { ParsedNodes } from './diagram-node-labels.ts';

/**
 * Mermaid's text sizes (its default theme, as measured in Chromium on Mermaid 11's drawings) for the
 * labels beautiful-mermaid sizes from FONT_SIZES (13, 11 and 12 px), by the folder of src/ whose
 * modules import them: flowcharts and state diagrams (src/ itself) write node labels, edge
 * labels and subgraph titles at 16 px, class diagrams their names and relation labels at 16, ER
 * diagrams their entity names at 16 and relationship labels at 14. Sequence diagrams keep the
 * package's sizes: its layout sets a message's label a fixed 10 px above the arrow, which 16 px
 * text would touch.
 */
export const FONT_SIZES: Record<string, { nodeLabel: number; edgeLabel: number; groupHeader: number }> = {
  '': { nodeLabel: 16, edgeLabel: 16, groupHeader: 16 },
  class: { nodeLabel: 16, edgeLabel: 16, groupHeader: 16 },
  er: { nodeLabel: 16, edgeLabel: 14, groupHeader: 16 },
};

/** The hook runs ELK's layout (`layout`) on the graph beautiful-mermaid made, or on one it makes of it. */
type AroundLayout = (graph: LayoutNode, layout: (graph: LayoutNode) => LayoutNode) => LayoutNode;

export type BuiltRenderer = typeof import('beautiful-mermaid') & {
  aroundLayout(hook: AroundLayout): void;
  beforeLayout(hook: <G extends Flowchart & ParsedNodes>(graph: G) => G): void;
  aroundClassParse(hook: <D extends ClassDiagram>(lines: string[], parse: (lines: string[]) => D) => D): void;
  aroundLabel(hook: (label: string) => string): void;
};

const NAMESPACE = 'beautiful-mermaid-as-built';

/** The modules that stand in, by name; `real` is the path of the package's module of that name. */
const STAND_INS: Record<string, (real: (name: string) => string) => string> = {
  entry: (real) => `export * from ${JSON.stringify(real('index'))};\nexport { aroundLayout } from 'elk-instance';\nexport { beforeLayout } from 'layout';\nexport { aroundClassParse } from 'class/parser';\nexport { aroundLabel } from 'multiline-utils';\n`,
  'elk-instance': (real) =>
    `import { elkLayoutSync as layout } from ${JSON.stringify(real('elk-instance'))};\n` +
    `let around = (graph, run) => run(graph);\n` +
    `export function aroundLayout(hook) { around = hook; }\n` +
    `export function elkLayoutSync(graph) { return around(graph, layout); }\n`,
  layout: (real) =>
    `import { layoutGraphSync as layout } from ${JSON.stringify(real('layout'))};\n` +
    `let before = (graph) => graph;\n` +
    `export function beforeLayout(hook) { before = hook; }\n` +
    `export function layoutGraphSync(graph, options) { return layout(before(graph), options); }\n`,
  'class/parser': (real) =>
    `import { parseClassDiagram as parse } from ${JSON.stringify(real('class/parser'))};\n` +
    `let around = (lines, run) => run(lines);\n` +
    `export function aroundClassParse(hook) { around = hook; }\n` +
    `export function parseClassDiagram(lines) { return around(lines, parse); }\n`,
  'multiline-utils': (real) =>
    `export * from ${JSON.stringify(real('multiline-utils'))};\n` +
    `import { normalizeBrTags as normalize } from ${JSON.stringify(real('multiline-utils'))};\n` +
    `let around = normalize;\n` +
    `export function aroundLabel(hook) { around = hook; }\n` +
    `export function normalizeBrTags(label) { return around(label); }\n`,
  ...Object.fromEntries(
    Object.entries(FONT_SIZES).map(([folder, sizes]) => [
      `styles:${folder}`,
      (real: (name: string) => string) => `export * from ${JSON.stringify(real('styles'))};\nexport const FONT_SIZES = ${JSON.stringify(sizes)};\n`,
    ]),
  ),
};

const standInText = Object.values(STAND_INS)
  .map((make) => make((name) => name))
  .join('\n');

const plugin: Plugin = {
  // Named by what it puts in, so that an edit here makes a new bundle.
  name: `beautiful-mermaid-as-built-${createHash('sha256').update(standInText).digest('hex').slice(0, 8)}`,
  setup(build) {
    let src = '';
    const real = (name: string) => path.join(src, `${name}.ts`);
    build.onResolve({ filter: /^beautiful-mermaid$/ }, async (args) => {
      if (args.kind !== 'entry-point') return undefined;
      const dist = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir });
      src = path.join(path.dirname(path.dirname(dist.path)), 'src');
      const missing = ['index', 'elk-instance', 'layout', 'styles', 'class/parser', 'multiline-utils'].map(real).filter((file) => !existsSync(file));
      if (missing.length === 0) return { path: 'entry', namespace: NAMESPACE };
      return { errors: [{ text: `beautiful-mermaid has no ${missing.join(', ')}: build/markdown/beautiful-mermaid-bundle.ts stands in for these modules; update it for the installed version.` }] };
    });
    // The package's own modules import the stand-ins; the stand-ins import the real modules.
    build.onResolve({ filter: /^\.\.?\/(\.\.\/)?(elk-instance|layout|styles|class\/parser|multiline-utils)(\.ts)?$/ }, (args) => {
      if (!src || !args.importer.startsWith(src + path.sep)) return undefined;
      const file = path.resolve(args.resolveDir, args.path.replace(/(\.ts)?$/, '.ts'));
      // class/layout.ts is the class diagram's own module, not the one stood in for.
      const name = file === real('styles') ? `styles:${path.dirname(path.relative(src, args.importer)).replace(/^\.$/, '')}` : path.relative(src, file).replace(/\.ts$/, '');
      return name in STAND_INS ? { path: name, namespace: NAMESPACE } : undefined;
    });
    build.onResolve({ filter: /.*/, namespace: NAMESPACE }, (args) => (path.isAbsolute(args.path) ? { path: args.path } : { path: args.path, namespace: NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: STAND_INS[args.path](real), loader: 'js', resolveDir: src }));
  },
};

export const BEAUTIFUL_MERMAID_BUNDLE: BundleOptions = { plugins: [plugin] };
