/**
 * The admonition names a partial is read with. In Docusaurus each content plugin's mdx-loader
 * compiles the files of its own folders, with its own `admonitions` option, whichever page imports
 * them: its webpack rule's `include` is the plugin's content folders (each version's and
 * translation's: @docusaurus/plugin-content-docs 3.10's createDocsMDXLoaderRule, the blog's and
 * pages' alike). A file in no content plugin's folder goes to core's fallback mdx-loader
 * (@docusaurus/core 3.10's server/plugins/synthetic.js createMDXFallbackPlugin), whose
 * `admonitions: true` is Docusaurus's own names.
 */
import path from 'node:path';
import type { PluginDir } from '../content-layout.ts';

const holds = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The names a partial's file is read with: undefined for Docusaurus's own. */
export type PartialAdmonitions = (file: string) => string[] | undefined;

/**
 * The names of the plugin whose folder holds a file (the innermost, where one plugin's folder lies
 * inside another's), or Docusaurus's own (a plugin that keeps them, or no plugin's folder); no
 * answer at all without `dirs`, where no plugin changes them and a partial reads what its page does.
 */
export function partialAdmonitionsOf(dirs: PluginDir[] | undefined, admonitions: Record<string, string[]> = {}): PartialAdmonitions | undefined {
  if (!dirs) return undefined;
  return (file) => {
    const holder = pluginDirOf(dirs, file);
    return holder && admonitions[holder.plugin];
  };
}

/** The content plugin folder that holds a file: the innermost, where one plugin's folder lies inside another's (whose mdx-loader compiles it, as webpack's rules by folder). */
export function pluginDirOf(dirs: PluginDir[], file: string): PluginDir | undefined {
  return dirs.filter((d) => holds(d.dir, file)).reduce<PluginDir | undefined>((inner, d) => (!inner || d.dir.length > inner.dir.length ? d : inner), undefined);
}
