/**
 * The `actions` Docusaurus gives a plugin's `contentLoaded` and `allContentLoaded`
 * (@docusaurus/core's server/plugins/actions.js): `addRoute`, `createData` and `setGlobalData`;
 * and the props a route's `modules` give its component, as Docusaurus's client makes them
 * (client/exports/ComponentCreator.js: each module's value under its key, `props` beside them).
 * `createData` keeps its files in memory, at the path Docusaurus would write them under
 * `.docusaurus/`, which this build never writes: a route's module that names one is its data.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { obj, type Raw } from './option-values.ts';
import { CONTENT_ROUTE } from './content-plugin-routes.ts';
import { isMarkdownFile, markdownModule, moduleFile, unreadModule, type ContentFiles } from './markdown-modules.ts';

/** A route a plugin added, as `addRoute` took it: its `path` with the base URL, its `component` and `modules` as written. */
export interface AddedRoute {
  path: string;
  component: unknown;
  modules: unknown;
  props: unknown;
  /** Whether a content plugin a site's plugin wraps added it: one of the pages this build makes of that content itself (content-plugin-routes.ts). */
  content: boolean;
}

export interface PluginActions {
  actions: {
    addRoute(route: unknown): void;
    createData(name: string, data: unknown): Promise<string>;
    setGlobalData(data: unknown): void;
  };
  routes: AddedRoute[];
  /** What `setGlobalData` was given last; undefined when it was not called. */
  globalData(): unknown;
}

/** The files `createData` made, by the path it returned; shared by the plugins of one build. */
export type CreatedData = Map<string, string>;

/**
 * One plugin instance's actions. Routes with nested `routes` (a layout around pages, as the docs
 * plugin adds them) are taken leaf by leaf: each leaf is a page of its own component.
 */
export function pluginActions(dataDir: string, created: CreatedData): PluginActions {
  const routes: AddedRoute[] = [];
  let globalData: unknown;
  const add = (route: Raw, content = (route as Record<symbol, unknown>)[Symbol.for(CONTENT_ROUTE)] === true) => {
    const children = Array.isArray(route.routes) ? route.routes : [];
    if (children.length) for (const child of children) add(obj(child), content);
    else routes.push({ path: String(route.path ?? ''), component: route.component, modules: route.modules, props: route.props, content });
  };
  return {
    actions: {
      addRoute: (route) => add(obj(route)),
      async createData(name, data) {
        const file = path.join(dataDir, name);
        created.set(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
        return file;
      },
      setGlobalData: (data) => void (globalData = data),
    },
    routes,
    globalData: () => globalData,
  };
}

/** A module of `modules`: a path, or `{ __import: true, path, query }`. */
function modulePath(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const o = obj(value);
  return o.__import && typeof o.path === 'string' ? o.path : undefined;
}

/** What a component's path stands for: `@site/` is the site folder, as Docusaurus's webpack aliases it. */
export const sitePath = (file: string, siteDir: string) => (file.startsWith('@site/') ? path.join(siteDir, file.slice('@site/'.length)) : file);

/** Each module's value by its file, read and parsed once for the whole build however many routes name it (atmos's file browser: 864 routes, one 6 MB tree). */
export type ModuleValues = Map<string, unknown>;

/** A module a route's props hold: where (its key in `modules`, then a nested module's keys and indexes) and its file. */
export interface NamedModule {
  at: string[];
  file: string;
}

/** What reading a route's modules takes, and what it tells: the modules it named, for shared-modules.ts. */
interface Reading {
  created: CreatedData;
  siteDir: string;
  values: ModuleValues;
  named: NamedModule[];
  /** What the content plugins that ran say of their posts and docs, for a Markdown module's exports. */
  files: ContentFiles;
  /** The module aliases the site's plugins give webpack (webpack-aliases.ts): a module path may start with one. */
  aliases: Record<string, string>;
}

/**
 * A module path as webpack resolves it for Docusaurus: one starting with an alias a plugin's
 * configureWebpack gives is the file under its target (bento's cookbooks plugin, a fork of the blog
 * plugin, names its list's metadata `~cookbooks/default/<hash>.json`, `~cookbooks` aliased to its
 * data folder, as plugin-content-blog's `~blog/`).
 */
function unaliased(file: string, aliases: Record<string, string>): string {
  const alias = Object.keys(aliases).find((key) => file === key || file.startsWith(`${key}/`));
  return alias === undefined ? file : path.join(aliases[alias], file.slice(alias.length));
}

/**
 * A module's value as the component gets it: a JSON file's data (one `createData` made, or one of
 * the site's). Other modules (JavaScript) are bundled by webpack in Docusaurus; here they throw,
 * with what to do. A Markdown module is apart (markdown-modules.ts).
 */
function loadModule(file: string, reading: Reading): unknown {
  const real = moduleFile(file, reading.siteDir);
  if (reading.values.has(real)) return reading.values.get(real);
  if (!/\.json$/i.test(real)) throw new Error(`its module "${file}" is neither JSON nor Markdown, and only JSON modules (what createData makes of a .json name, or a .json file of the site) and Markdown files are given as props here. Make the module JSON`);
  const made = reading.created.get(real);
  // A file of the site's, never one outside it (as a Markdown module).
  const unread = made === undefined ? unreadModule(file, real, reading.siteDir, new Map()) : undefined;
  if (unread) throw new Error(unread);
  const text = made ?? readFileSync(real, 'utf8');
  try {
    const value: unknown = JSON.parse(text);
    reading.values.set(real, value);
    return value;
  } catch (error) {
    throw new Error(`its module "${file}" is not valid JSON (${(error as Error).message})`);
  }
}

/** The modules, with each module replaced by its value, in the same shape (objects and arrays of modules nest). */
function loadModules(value: unknown, reading: Reading, at: string[]): unknown {
  const written = modulePath(value);
  const file = written === undefined ? undefined : unaliased(written, reading.aliases);
  // Not shared as a data file (shared-modules.ts): its HTML and exports are the React pages stage's to give.
  if (file !== undefined && isMarkdownFile(file)) return markdownModule(typeof value === 'string' ? file : { ...obj(value), path: file }, reading.siteDir, reading.files);
  if (file !== undefined) {
    const loaded = loadModule(file, reading);
    reading.named.push({ at, file: moduleFile(file, reading.siteDir) });
    return loaded;
  }
  if (Array.isArray(value)) return value.map((v, i) => loadModules(v, reading, [...at, String(i)]));
  return Object.fromEntries(Object.entries(obj(value)).map(([key, v]) => [key, loadModules(v, reading, [...at, key])]));
}

/**
 * The props a route's component renders with: its modules' values by key, then its `props`. A
 * module read before (`values`) is the same value, not a copy; `named` gets the modules it holds.
 */
export function routeProps(route: AddedRoute, created: CreatedData, siteDir: string, values: ModuleValues = new Map(), named: NamedModule[] = [], files: ContentFiles = new Map(), aliases: Record<string, string> = {}): Record<string, unknown> {
  const modules = loadModules(route.modules ?? {}, { created, siteDir, values, named, files, aliases }, []) as Record<string, unknown>;
  const props = obj(route.props);
  const clash = Object.keys(props).filter((key) => key in modules);
  // Docusaurus refuses the same (codegenRoutes.js).
  if (clash.length) throw new Error(`it declares ${clash.join(', ')} both in modules and in props; one prop would override the other. Keep each in one of them`);
  return { ...modules, ...props };
}
