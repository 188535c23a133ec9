/**
 * A site's own plugin that wraps a content plugin, as Docusaurus documents it for adding data to a
 * blog ("featured posts", every post on the home page): its module requires
 * `@docusaurus/plugin-content-blog` (or `-docs`), calls that plugin's `default` with the options it
 * is given and returns the instance with its own `contentLoaded`. Docusaurus then builds the blog
 * (or docs) that instance is, with the wrapper's options (kuizuo/blog, apache/answer-website, questdb's
 * docs: the preset's blog off). Such an entry is read as that content plugin's, whether or not the
 * site's packages are installed; the wrapper's own additions run where they can (local-plugins.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type ContentKind = 'docs' | 'blog';

const EXTENSIONS = ['.js', '.ts', '.mjs', '.cjs', '.jsx', '.tsx'];

/** A file as Docusaurus's loader finds it: as written, with one of its extensions, or a folder's index. */
export function resolveFile(base: string): string | undefined {
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** A plugin path of the config (relative to the config's folder, or absolute) as its file: Node's resolution first, as `require.resolve` in a config gives it. */
export function pluginFile(plugin: string, configDir: string): string | undefined {
  const base = path.resolve(configDir, plugin);
  try {
    return createRequire(path.join(configDir, 'docusaurus.config.js')).resolve(base);
  } catch {
    return resolveFile(base);
  }
}

/** `require('@docusaurus/plugin-content-blog')`, `import * as x from "…"`, `import('…')`: the package itself, not one of its files (`/lib/…`, types). */
const IMPORTS = /(?:\brequire\s*\(|\bimport\s*\(|\bfrom)\s*['"]@docusaurus\/plugin-content-(blog|docs)['"]/;

/** A call of the wrapped instance's `contentLoaded` (`blog.contentLoaded(args)`, `?.(`, `.call(`), which adds the blog's routes. */
const CALLS_CONTENT_LOADED = /\.contentLoaded\s*(?:\?\.\s*)?(?:\.(?:call|apply)\s*)?\(/;
/** The package as esbuild names it in a function of the bundled config (content-plugin-routes.ts): `require_plugin_content_blog()`. */
const BUNDLED = /\b(?:require|import)_plugin_content_(blog|docs)\d*\b/;
/** A plugin of its own: a `loadContent` or `contentLoaded` method or property it defines. */
const DEFINES_LIFECYCLE = /(?:^|[^.\w$])(?:async\s+)?(?:loadContent|contentLoaded)\s*[:(]/m;
const DEFINES_CONTENT_LOADED = /(?:^|[^.\w$])(?:async\s+)?contentLoaded\s*[:(]/m;
/** `return { ...blogPlugin, …}`: the content plugin's instance spread into the one it returns, its `contentLoaded` kept unless it defines its own. */
const RETURNS_SPREAD = /\breturn\s*\{\s*\.\.\./;

/**
 * The content plugin a `plugins` entry's path wraps, read from its module's text; undefined for any
 * other plugin, or a path that is no file. A wrapper returns the content plugin's instance (as it is,
 * or spread into its own with a `contentLoaded` that calls the instance's); a plugin that only borrows
 * its `loadContent` for data and defines its own lifecycle (kubeedge's blogGlobalData, with the
 * preset's blog on) makes no blog pages in Docusaurus, so it is not one.
 */
export function wrappedContentKind(plugin: unknown, configDir: string): ContentKind | undefined {
  const text = pluginText(plugin, configDir);
  if (text === undefined) return undefined;
  // A type-only import (`import type { PluginOptions } from …`) runs nothing of the package.
  const code = text.replace(/\bimport\s+type\b[^;]*?\bfrom\s*['"][^'"]*['"]/g, '');
  const kind = (IMPORTS.exec(code) ?? (typeof plugin === 'function' ? BUNDLED.exec(code) : null))?.[1] as ContentKind | undefined;
  // One that spreads the instance and overrides only its loadContent keeps the content plugin's contentLoaded, so its pages (hami's and cadence-workflow's changelog).
  const keepsPages = RETURNS_SPREAD.test(code) && !DEFINES_CONTENT_LOADED.test(code);
  return kind && (CALLS_CONTENT_LOADED.test(code) || keepsPages || !DEFINES_LIFECYCLE.test(code)) ? kind : undefined;
}

/** The code of a `plugins` entry's plugin: its module's text for a path, its own source for a function written in the config (hami's `localizedBlogPlugin`). */
function pluginText(plugin: unknown, configDir: string): string | undefined {
  if (typeof plugin === 'function') return Function.prototype.toString.call(plugin);
  if (typeof plugin !== 'string' || !/^(\.{1,2}\/|\/)/.test(plugin) || /[\\/]node_modules[\\/]/.test(plugin)) return undefined;
  const file = pluginFile(plugin, configDir);
  return file && readFileSync(file, 'utf8');
}
