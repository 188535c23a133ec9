/**
 * A Docusaurus site's webpack aliases (docusaurus/webpack-aliases.ts) applied where this build
 * resolves the site's code: MDX imports (imports.ts) and the bundles of its components and pages
 * (site-code.ts). As webpack reads `resolve.alias`: a key names a module and the paths under it
 * (`@components` and `@components/Card`), a key ending in `$` that module alone; the value is a
 * file or folder (or another module). The modules this build provides stay its own: an alias of
 * `react` to the site's copy would give a page a second React.
 */
import type { Plugin } from 'esbuild';

const PROVIDED = /^(react|react-dom)(\/|$)|^@(docusaurus|theme|theme-original|theme-init|site|generated)\//;

/** The path an aliased specifier stands for, or undefined when no alias names it. */
export function aliasedPath(specifier: string, aliases: Record<string, string> | undefined): string | undefined {
  if (!aliases || PROVIDED.test(specifier)) return undefined;
  for (const [key, target] of Object.entries(aliases)) {
    if (key.endsWith('$')) {
      if (specifier === key.slice(0, -1)) return target;
    } else if (specifier === key || specifier.startsWith(`${key}/`)) return target + specifier.slice(key.length);
  }
  return undefined;
}

/** An esbuild plugin resolving aliased imports to what they stand for, resolved as esbuild resolves any import (extensions, index files). */
export function aliasPlugin(aliases: Record<string, string> | undefined): Plugin[] {
  if (!aliases || !Object.keys(aliases).length) return [];
  return [
    {
      name: 'webpack-aliases',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
          const target = args.pluginData === 'aliased' || args.kind === 'url-token' ? undefined : aliasedPath(args.path, aliases);
          if (target === undefined) return undefined;
          const found = await b.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'aliased' });
          return found.errors.length ? undefined : { path: found.path, external: found.external, namespace: found.namespace };
        });
      },
    },
  ];
}
