/**
 * `composes: a b from './other.module.css'` where the other file has no class `b`: css-loader
 * (Docusaurus's webpack) composes its missing export, `undefined`, a class no rule matches, and the
 * page builds; esbuild refuses the whole bundle ("The name "b" never appears in ..."), which left out
 * graphile-worker's home page. The missing names are left out of the declaration (all of them: the
 * declaration), with a warning, so the rest composes as in Docusaurus.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';

const COMPOSES_FROM = /composes\s*:\s*([-\w\s]+?)\s+from\s+(["'])([^"']+)\2\s*(;|(?=\}))/g;

/** The class names a stylesheet defines (`.name` in its selectors), comments aside. */
export function definedClasses(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/**
 * The CSS module `css` (read from `file`) with each composed name its source lacks left out, or
 * undefined when none is; `warnings` gets one line for each, naming the file and line.
 */
export async function keptComposes(css: string, file: string, b: PluginBuild, warnings: string[], workDir: string): Promise<string | undefined> {
  const uses = [...css.matchAll(COMPOSES_FROM)];
  if (!uses.length) return undefined;
  const kept = new Map<number, string>();
  for (const use of uses) {
    const found = await b.resolve(use[3], { kind: 'composes-from', resolveDir: path.dirname(file), importer: file });
    if (found.errors.length || found.external || !found.path) continue;
    const defined = definedClasses(await readFile(found.path, 'utf8').catch(() => ''));
    const names = use[1].split(/\s+/).filter(Boolean);
    const missing = names.filter((name) => !defined.has(name));
    if (!missing.length) continue;
    const line = css.slice(0, use.index).split('\n').length;
    warnings.push(`${path.relative(workDir, file)}:${line}: composes ${missing.map((name) => `"${name}"`).join(', ')} from "${use[3]}", which has no such class, so ${missing.length > 1 ? 'they are' : 'it is'} left out (Docusaurus composes the class "undefined", which no rule matches). Remove ${missing.length > 1 ? 'them' : 'it'}, or add the class to that file.`);
    const rest = names.filter((name) => defined.has(name));
    kept.set(use.index, rest.length ? `composes: ${rest.join(' ')} from ${use[2]}${use[3]}${use[2]}${use[4]}` : '');
  }
  if (!kept.size) return undefined;
  let contents = '';
  let at = 0;
  for (const use of uses) {
    if (!kept.has(use.index)) continue;
    contents += css.slice(at, use.index) + kept.get(use.index);
    at = use.index + use[0].length;
  }
  return contents + css.slice(at);
}
