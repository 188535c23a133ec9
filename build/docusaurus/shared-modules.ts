/**
 * The data modules several routes of the site's plugins name (a file browser's tree, an API
 * reference's spec, a showcase's list). Docusaurus gives each module one webpack chunk, which
 * every route that names it loads (core 3.10's codegenRoutes.js: one chunk name per module path,
 * in the registry), so the browser fetches it once. Here such a module is one JSON file under
 * `assets/data/`, named by its text's hash: a hydrated page's data names it in place of its value
 * (site/docusaurus/shared-props.ts fetches it before the page hydrates), so a page's data, its
 * reuse key and its HTML stay the size of its own data (atmos: 864 routes sharing a 6 MB tree).
 * A module that one route names stays in its page's data, as its own chunk would hold it alone.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { href, type SiteLocation } from '../../shared/url.ts';
import type { SharedProp } from '../../site/docusaurus/context.ts';
import type { ModuleValues, NamedModule } from './plugin-actions.ts';

/** A file the output gets: its path in the output, and its text. */
export interface DataFile {
  file: string;
  text: string;
}

/** A route's props as its hydrated page's data holds them: without the shared modules, which `shared` names, and the files they are. */
export interface ShippedProps {
  props: Record<string, unknown>;
  shared: SharedProp[];
  files: DataFile[];
}

/** The file of a shared module: its value as compact JSON (webpack's JSON chunk minifies it too), named by its name and hash. */
function dataFile(file: string, value: unknown): DataFile {
  const text = JSON.stringify(value) ?? 'null';
  const name = path.basename(file, path.extname(file)).replace(/[^\w.-]+/g, '-').slice(0, 60) || 'data';
  return { file: `assets/data/${name}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}.json`, text };
}

/** `props` without the values at `places`: the objects and arrays on the way are copied, the values beside them are the same. */
function without(props: Record<string, unknown>, places: string[][]): Record<string, unknown> {
  const top: Record<string, unknown> = { ...props };
  for (const at of places) {
    let parent = top;
    for (const key of at.slice(0, -1)) {
      const next = parent[key] as Record<string, unknown>;
      parent = parent[key] = (Array.isArray(next) ? [...next] : { ...next }) as Record<string, unknown>;
    }
    parent[at[at.length - 1]] = null;
  }
  return top;
}

/**
 * The routes, each a module several of them name (by file) gives `shipped`: the props its hydrated
 * page's data holds. Each shared module's file is made once, from the one value `values` holds.
 */
export function shareModules<R extends { props: Record<string, unknown>; modules: NamedModule[] }>(routes: R[], values: ModuleValues, site: SiteLocation): (R & { shipped?: ShippedProps })[] {
  const routesNaming = new Map<string, number>();
  for (const route of routes) for (const file of new Set(route.modules.map((m) => m.file))) routesNaming.set(file, (routesNaming.get(file) ?? 0) + 1);
  const files = new Map<string, DataFile>();
  const fileOf = (file: string) => files.get(file) ?? files.set(file, dataFile(file, values.get(file))).get(file)!;
  return routes.map((route) => {
    const shared = route.modules.filter((m) => routesNaming.get(m.file)! > 1);
    if (!shared.length) return route;
    const own = [...new Set(shared.map((m) => fileOf(m.file)))];
    return { ...route, shipped: { props: without(route.props, shared.map((m) => m.at)), shared: shared.map((m) => ({ at: m.at, url: href(`/${fileOf(m.file).file}`, site) })), files: own } };
  });
}
