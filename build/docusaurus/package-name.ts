/**
 * The package a plugin, theme or preset entry names when the config gives it as a resolved file
 * (`require.resolve('@docusaurus/plugin-client-redirects')`, which Docusaurus loads as it loads the
 * name): `/site/node_modules/.pnpm/…/node_modules/@docusaurus/plugin-client-redirects/lib/index.js`
 * is `@docusaurus/plugin-client-redirects`, so that what this build knows of that package by name
 * (the redirects it writes, the plugins whose job it does) holds for it too.
 */
import { createRequire } from 'node:module';

const NODE_MODULES = /[\\/]node_modules[\\/]/g;

/** The package name, with the subpath when the file is not the package's main module (`pkg/preset`); a name that is no file under node_modules, as it is. */
export function packageName(name: string): string {
  const at = [...name.matchAll(NODE_MODULES)].at(-1);
  if (!at || at.index === undefined) return name;
  const inside = name.slice(at.index + at[0].length).split(/[\\/]/);
  const parts = inside[0]?.startsWith('@') ? 2 : 1;
  if (inside.length <= parts) return name;
  const pkg = inside.slice(0, parts).join('/');
  const dir = name.slice(0, at.index + at[0].length) + pkg;
  let main: string | undefined;
  try {
    main = createRequire(`${dir}/package.json`).resolve(dir);
  } catch {
    // Not a package Node can load (no package.json, no main file): the path then names it as it is.
    return name;
  }
  return main === name ? pkg : `${pkg}/${inside.slice(parts).join('/').replace(/(\/index)?\.[cm]?js$/, '')}`;
}
