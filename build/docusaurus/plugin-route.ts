/**
 * A route a site's own plugin added (local-plugins.ts) made a page: its path without the base URL,
 * its component's file, and the props its modules give (plugin-actions.ts); or why it is not made.
 */
import path from 'node:path';
import type { ContentFiles } from './markdown-modules.ts';
import { routeProps, sitePath, type AddedRoute, type CreatedData, type ModuleValues, type NamedModule } from './plugin-actions.ts';
import type { ShippedProps } from './shared-modules.ts';
import type { WebpackAliases } from './webpack-aliases.ts';
import { resolveFile } from './wrapped-content.ts';

/** A page a plugin added: its route (without the base URL), its component file and the props it renders with. */
export interface PluginRoute {
  path: string;
  component: string;
  props: Record<string, unknown>;
  /** The modules its props hold (plugin-actions.ts). */
  modules: NamedModule[];
  /** Its props as its hydrated page's data holds them, where modules it shares with other routes are files of their own (shared-modules.ts). */
  shipped?: ShippedProps;
  /** The plugin's name, for messages. */
  plugin: string;
}

/** The route a plugin added, as a page: its path under the base URL and its component's file. */
export function pluginRoute(
  added: AddedRoute,
  plugin: string,
  [created, values, files, aliases]: [CreatedData, ModuleValues, ContentFiles, WebpackAliases],
  siteDir: string,
  baseUrl: string,
): PluginRoute | string {
  const where = `the route "${added.path}" it adds`;
  if (typeof added.component !== 'string') return `${where} has no component (a path to a React file). Give addRoute a component`;
  const theme = added.component.startsWith('@theme/');
  const component = theme
    ? resolveFile(path.join(siteDir, 'src/theme', added.component.slice('@theme/'.length)))
    : resolveFile(sitePath(added.component, siteDir));
  const what = theme ? "a theme component this build does not provide (nor the site's src/theme)" : 'not a file of the site';
  if (!component) return `${where} is not made: its component "${added.component}" is ${what}`;
  const routePath = added.path.startsWith(baseUrl) ? `/${added.path.slice(baseUrl.length)}` : added.path;
  try {
    const modules: NamedModule[] = [];
    const props = routeProps(added, created, siteDir, values, modules, files, aliases);
    return { path: routePath, component, props, modules, plugin };
  } catch (error) {
    return `${where} is not made: ${(error as Error).message}`;
  }
}
