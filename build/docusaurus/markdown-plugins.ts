/**
 * The remark and rehype plugins a Docusaurus config lists, as the first reading of the config (every
 * package a stand-in) names them: which are math (what remark-math and rehype-katex do, the build
 * does itself: markdown/math.ts), which are Mermaid (mdx-mermaid, drawn as `markdown.mermaid` draws
 * diagrams) and which are run (remark-plugins.ts).
 */
import { standInPackage } from './stand-in-package.ts';

type Raw = Record<string, unknown>;

/** What remark-math and rehype-katex do, the build does. */
export const MATH_PLUGINS = new Set(['remark-math', 'rehype-katex']);
/** Mermaid as Docusaurus 2 sites drew it before theme-mermaid (tauri's v1 docs, kubevela): its ```mermaid blocks, which the build draws itself. */
const MERMAID_PLUGIN = 'mdx-mermaid';
/** The plugins whose work the build does itself, and so does not run. */
export const DONE_HERE = new Set([...MATH_PLUGINS, MERMAID_PLUGIN]);
export const LISTS = { before: 'beforeDefaultRemarkPlugins', after: 'remarkPlugins' } as const;

/** A plugin list entry's package: `plugin` or `[plugin, options]`. */
export const packageOf = (entry: unknown) => standInPackage(Array.isArray(entry) ? entry[0] : entry);
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether an option's value (a plugin list, a function) asks for something the build does not do. */
export function notRun(value: unknown): boolean {
  return Array.isArray(value) ? value.some((entry) => !DONE_HERE.has(packageOf(entry) ?? '')) : Boolean(value);
}

const lists = (options: (Raw | false)[], name: string) => options.some((o) => o && Object.values(LISTS).some((key) => list(o[key]).some((entry) => packageOf(entry) === name)));

/** Whether docs, blog or pages list remark-math: math is then read in every document, and drawn as rehype-katex would. */
export const listsRemarkMath = (options: (Raw | false)[]): boolean => lists(options, 'remark-math');

/** Whether docs, blog or pages list mdx-mermaid: ```mermaid blocks are then diagrams, as with `markdown.mermaid`. */
export const listsMdxMermaid = (options: (Raw | false)[]): boolean => lists(options, MERMAID_PLUGIN);

