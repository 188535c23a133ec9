/**
 * Runs the module rules a site gives webpack in `configureWebpack` (docusaurus/webpack-rules.ts)
 * on a file its code or MDX imports, as webpack's loader-runner runs them: every rule that takes
 * the file adds its loaders in order, the last runs first, each given the one after's output (a
 * string, or bytes to a loader marked `raw`) with a loader context (`resourcePath`, `getOptions()`,
 * `async()`, `callback`, `cacheable()`, `addDependency()`...); the last rule's `type` says what the
 * output is: JavaScript, JSON, or with `asset/source` the text itself as the module's value.
 * langchaingo's Go examples go through its code-block-loader.js and json-loader into
 * `{ content, imports }`, which its swizzled CodeBlock shows. A loader is the site's own file (run
 * as its plugins are, packages it does not have standing in), an installed package, or one whose
 * whole job this build does (json-loader, raw-loader, yaml-loader) when the site has not installed it.
 */
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { importSiteModule } from '../../docusaurus/import-module.ts';
import { STRICT } from '../../docusaurus/stand-in-package.ts';
import type { ModuleRule, RuleCondition, RuleLoader } from '../../docusaurus/webpack-rules.ts';
import type { Plugin } from 'esbuild';

type Loader = ((this: Record<string, unknown>, content: string | Buffer) => unknown) & { raw?: boolean };

/** What the built-in loaders give: json-loader 0.5.7's `module.exports = <data>`, raw-loader 4's ES module of the text, yaml-loader's data as the default export. */
const BUILT_IN: Record<string, Loader> = {
  'json-loader': (source) => `module.exports = ${JSON.stringify(JSON.parse(String(source)))};`,
  'raw-loader': (source) => `export default ${JSON.stringify(String(source))};`,
  'yaml-loader': (source) => `export default ${JSON.stringify(loadYaml(String(source)) ?? null)};`,
};

const matches = (c: RuleCondition, value: string) => ('prefix' in c ? value.startsWith(c.prefix) : new RegExp(c.regexp, c.flags).test(value));
const any = (list: RuleCondition[] | undefined, value: string) => list === undefined || list.some((c) => matches(c, value));

/** The rules that take a file (`query`: its `?…` part, for `resourceQuery`), as webpack's RuleSet tests them. */
export function rulesFor(rules: ModuleRule[] | undefined, file: string, query = ''): ModuleRule[] {
  return (rules ?? []).filter((r) => any(r.test, file) && any(r.include, file) && !(r.exclude && any(r.exclude, file)) && any(r.resourceQuery, query));
}

const loaded = new Map<string, Promise<Loader>>();

/** A loader's function: built in, an installed package's (Node loads it), or the site's own file (bundled as its plugins are). */
function loaderFunction(loader: string, siteDir: string): Promise<Loader> {
  // By the file's time too: the dev server's next build runs a loader the site changed.
  const key = path.isAbsolute(loader) ? `${loader}:${statSync(loader).mtimeMs}` : loader;
  let fn = loaded.get(key);
  if (!fn) {
    fn = BUILT_IN[loader]
      ? Promise.resolve(BUILT_IN[loader])
      : loader.split(path.sep).includes('node_modules')
        ? Promise.resolve(createRequire(loader)(loader) as Loader)
        : (importSiteModule(loader, path.relative(process.cwd(), loader), siteDir, false, true) as Promise<Loader>);
    loaded.set(key, fn);
  }
  return fn.then((f) => {
    const main = (f as { default?: Loader }).default ?? f;
    if (typeof main !== 'function') throw new Error(`the loader ${path.basename(loader)} exports no function`);
    return main;
  });
}

const optionsOf = (options: unknown) => (typeof options === 'string' ? Object.fromEntries(new URLSearchParams(options.replace(/^\?/, ''))) : (options ?? {}));

/** One loader run on `input`, as loader-runner runs a normal loader: its return value, its `callback`, or what `async()` gives it, a promise's result. */
function runLoader(fn: Loader, input: string | Buffer, use: RuleLoader, file: string, query: string, siteDir: string, read: (file: string) => void, warn: (message: string) => void): Promise<string | Buffer> {
  return new Promise((resolve, reject) => {
    let called = false;
    const callback = (error: unknown, output?: string | Buffer) => {
      if (called) return;
      called = true;
      if (error) reject(error);
      else resolve(output ?? '');
    };
    let waiting = false;
    const name = path.basename(use.loader);
    const context = {
      resourcePath: file,
      resourceQuery: query,
      resource: file + query,
      context: path.dirname(file),
      rootContext: siteDir,
      query: use.options ?? '',
      getOptions: () => optionsOf(use.options),
      async: () => ((waiting = true), callback),
      callback: (error: unknown, output?: string | Buffer) => ((waiting = true), callback(error, output)),
      cacheable: () => undefined,
      addDependency: read,
      dependency: read,
      addContextDependency: () => undefined,
      addMissingDependency: () => undefined,
      emitWarning: (warning: unknown) => warn(`${name}: ${String((warning as Error)?.message ?? warning)}`),
      emitError: (error: unknown) => warn(`${name}: ${String((error as Error)?.message ?? error)}`),
      mode: 'production',
      target: 'node',
      webpack: true,
      sourceMap: false,
      data: {},
    };
    // A package the site has not installed throws when its loader calls it (rather than giving a stand-in's nothing).
    const flags = globalThis as Record<symbol, unknown>;
    const before = flags[Symbol.for(STRICT)];
    flags[Symbol.for(STRICT)] = true;
    let result: unknown;
    try {
      result = fn.call(context, fn.raw ? (Buffer.isBuffer(input) ? input : Buffer.from(input)) : String(input));
    } catch (error) {
      return reject(error);
    } finally {
      flags[Symbol.for(STRICT)] = before ?? false;
    }
    if (waiting) return;
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<string | Buffer>).then((output) => callback(null, output), reject);
    else callback(null, result as string | Buffer | undefined);
  });
}

/** What a file is after the rules that take it: contents for esbuild and its loader; undefined when no rule takes it. Throws what a loader throws. */
export async function loadByRules(rules: ModuleRule[] | undefined, file: string, query: string, siteDir: string, read: (file: string) => void, warn: (message: string) => void): Promise<{ contents: string; loader: 'js' } | undefined> {
  const taking = rulesFor(rules, file, query);
  if (!taking.length) return undefined;
  const uses = taking.flatMap((r) => r.use);
  const type = taking.map((r) => r.type).filter((t) => t !== undefined).pop();
  let output: string | Buffer = await readFile(file);
  if (!uses.length) output = output.toString('utf8');
  for (const use of [...uses].reverse()) {
    if (path.isAbsolute(use.loader)) read(use.loader);
    output = await runLoader(await loaderFunction(use.loader, siteDir), output, use, file, query, siteDir, read, warn);
  }
  const text = Buffer.isBuffer(output) ? output.toString('utf8') : String(output);
  // webpack's asset/source module is `module.exports = <the text>` (AssetSourceGenerator), a JSON one `module.exports = <the data>`
  // (JsonGenerator; written so here, as esbuild's json loader exports nothing from the entry of a CommonJS bundle).
  if (type === 'asset/source') return { contents: `module.exports = ${JSON.stringify(text)};`, loader: 'js' };
  return { contents: type === 'json' ? `module.exports = ${JSON.stringify(JSON.parse(text))};` : text, loader: 'js' };
}

const why = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0];

/**
 * The esbuild plugin that loads each file of a bundle a rule takes as the rule's loaders make it
 * (one they fail on fails the bundle, naming the file and why). Before the plugins that load files
 * their own way (site-code-plugin.ts: YAML as data, images by URL), as the rule is the site's word.
 */
export function webpackRulesPlugin(rules: ModuleRule[] | undefined, siteDir: string | undefined, read: Set<string>, warnings: string[]): Plugin[] {
  if (!rules?.length || !siteDir) return [];
  return [
    {
      name: 'webpack-rules',
      setup(b) {
        b.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
          const query = args.suffix.replace(/#.*$/, '');
          if (!rulesFor(rules, args.path, query).length) return undefined;
          const shown = path.relative(siteDir, args.path);
          try {
            const out = await loadByRules(rules, args.path, query, siteDir, (file) => read.add(file), (message) => warnings.push(`${shown}: ${message}`));
            return out && { ...out, resolveDir: path.dirname(args.path) };
          } catch (error) {
            // As in webpack, where a loader's error fails the module.
            return { errors: [{ text: `${shown}: the loaders configureWebpack's module rules give it failed (${why(error)}). Fix the loader, or install the packages it needs` }] };
          }
        });
      },
    },
  ];
}
