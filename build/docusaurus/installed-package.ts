/**
 * A preset, plugin or theme the config names by package, found and loaded as @docusaurus/core
 * finds it: its name and the shorthands core's server/plugins/moduleShorthand.js tries, in that
 * order, resolved from the config's folder; its module as Node loads it (CommonJS required, an ES
 * module imported), its `default` export when it has one.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export type PackageKind = 'preset' | 'plugin' | 'theme';

/** The names Docusaurus tries for `name`, in its order (getNamePatterns). */
export function namePatterns(name: string, kind: PackageKind): string[] {
  if (!name.startsWith('@')) return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
  if (!name.includes('/')) return [`${name}/docusaurus-${kind}`];
  const [scope, rest] = name.split(/\/(.*)/);
  return [`${scope}/${rest}`, `${scope}/docusaurus-${kind}-${rest}`];
}

/** The package's installed file, resolved from the config's folder as Docusaurus resolves it; undefined when it is not installed. */
export function installedFile(name: string, kind: PackageKind, configPath: string): string | undefined {
  const require = createRequire(configPath);
  for (const candidate of namePatterns(name, kind)) {
    try {
      return require.resolve(candidate);
    } catch {
      // Not this one: the next pattern, as Docusaurus tries them.
    }
  }
  return undefined;
}

/** The module of `file` as Node loads it: CommonJS required, an ES module imported; its default export when it has one. */
export async function loadInstalled(file: string): Promise<unknown> {
  let module: unknown;
  try {
    module = createRequire(file)(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw error;
    module = await import(pathToFileURL(file).href);
  }
  return (module as { default?: unknown } | null)?.default ?? module;
}
