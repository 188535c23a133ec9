/**
 * The remark and rehype plugins a Docusaurus config lists, which the build does not run: it reads
 * them only to do itself what the math ones do (markdown/math.ts).
 */
import { standInPackage } from './import-module.ts';

type Raw = Record<string, unknown>;

/** What remark-math and rehype-katex do, the build does. */
const MATH_PLUGINS = new Set(['remark-math', 'rehype-katex']);

/** A plugin list entry's package: `plugin` or `[plugin, options]`. */
const packageOf = (entry: unknown) => standInPackage(Array.isArray(entry) ? entry[0] : entry);

/** Whether an option's value (a plugin list, a function) asks for something the build does not do. */
export function notRun(value: unknown): boolean {
  return Array.isArray(value) ? value.some((entry) => !MATH_PLUGINS.has(packageOf(entry) ?? '')) : Boolean(value);
}

/** Whether docs, blog or pages list remark-math: math is then read in every document, and drawn as rehype-katex would. */
export function listsRemarkMath(options: (Raw | false)[]): boolean {
  return options.some((o) => o && ['remarkPlugins', 'beforeDefaultRemarkPlugins'].some((key) => Array.isArray(o[key]) && o[key].some((entry) => packageOf(entry) === 'remark-math')));
}
