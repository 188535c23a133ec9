/**
 * The remark and rehype plugins a Docusaurus config lists, as the first reading of the config (every
 * package a stand-in) names them: which are math (what remark-math and rehype-katex do, the build
 * does itself: markdown/math.ts) and which are run (remark-plugins.ts).
 */
import { standInPackage } from './import-module.ts';

type Raw = Record<string, unknown>;

/** What remark-math and rehype-katex do, the build does. */
export const MATH_PLUGINS = new Set(['remark-math', 'rehype-katex']);
export const LISTS = { before: 'beforeDefaultRemarkPlugins', after: 'remarkPlugins' } as const;

/** A plugin list entry's package: `plugin` or `[plugin, options]`. */
export const packageOf = (entry: unknown) => standInPackage(Array.isArray(entry) ? entry[0] : entry);
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether an option's value (a plugin list, a function) asks for something the build does not do. */
export function notRun(value: unknown): boolean {
  return Array.isArray(value) ? value.some((entry) => !MATH_PLUGINS.has(packageOf(entry) ?? '')) : Boolean(value);
}

/** Whether docs, blog or pages list remark-math: math is then read in every document, and drawn as rehype-katex would. */
export function listsRemarkMath(options: (Raw | false)[]): boolean {
  return options.some((o) => o && Object.values(LISTS).some((key) => list(o[key]).some((entry) => packageOf(entry) === 'remark-math')));
}

