/**
 * What a page's live code blocks (live-code.ts) need from the build: each block's result drawn at
 * build time, with the site's `@theme/ReactLiveScope` (its `src/theme/ReactLiveScope`, else the
 * theme's default, React and its hooks), and the scope as a module for the browser. The code is
 * compiled and run by react-live's own functions (`generateElement`, and `renderElementAsync` for a
 * `noInline` block that calls `render(...)`), as the theme's Playground runs it in the browser, with
 * the theme's `transformCode` (`${code};`). Docusaurus never runs them at build time; here each is
 * run in a context of its own (node:vm) with a time limit: a block that never ends is a warning, not
 * a build that hangs, and its code sees neither Node's globals (`process`) nor, through built-ins it
 * changes (`Array.prototype.x = 1`), any later block or page.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { needsBrowser, unscheduled } from './mdx/browser-only.tsx';
import { bundlingOptions, reason, type ImportContext } from './mdx/imports.ts';
import { bundleSiteCode, type SiteCodeOptions } from './mdx/site-code.ts';
import { siteThemeExports, siteThemeFile } from './mdx/site-theme.ts';
import { isNoInline, type LiveCode, type LiveCodeToken } from './live-code.ts';
import type { Located } from './tokens.ts';
import { usableScope } from '../../shared/live-scope.ts';

const lineOf = (token: LiveCodeToken) => (token as LiveCodeToken & Located).line ?? 0;

type ReactLive = typeof import('react-live');

/** How long a block may take to draw at build time: a reader's browser would hang on code that takes longer. */
const DRAW_LIMIT_MS = 1000;

/** react-live's CommonJS build, compiled once, run in each block's context: its `new Function` is then that context's, so the block's code runs there. */
const requireHere = createRequire(import.meta.url);
const liveFile = requireHere.resolve('react-live');
let liveScript: vm.Script | undefined;

/**
 * A context of the block's own, holding react-live (its `require`s, React and sucrase, are this
 * thread's), and what a browser has that Node gives too; Node's own (`process`, `require`, `Buffer`)
 * stay out. The schedulers are looked up as they are called, so that `unscheduled` sees them used.
 */
function liveContext(): { live: ReactLive; context: vm.Context } {
  liveScript ??= new vm.Script(`(function (module, exports, require) {${readFileSync(liveFile, 'utf8')}\n})`, { filename: liveFile });
  const host = globalThis as unknown as Record<string, (...args: unknown[]) => unknown>;
  const later = (name: string) => (...args: unknown[]) => host[name](...args);
  const context = vm.createContext({
    console, Promise, URL, URLSearchParams, TextEncoder, TextDecoder, atob, btoa, structuredClone,
    ...Object.fromEntries(['setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval', 'queueMicrotask'].map((name) => [name, later(name)])),
  });
  const module = { exports: {} as ReactLive };
  (liveScript.runInContext(context) as (m: typeof module, e: ReactLive, r: NodeRequire) => void)(module, module.exports, createRequire(liveFile));
  return { live: module.exports, context };
}

/** Thrown by node:vm when a block ran past DRAW_LIMIT_MS. */
const timedOut = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/** The sites whose scope stood in for something it imports, by folder. */
const incompleteScopes = new Set<string>();

/** The theme's default scope (theme-live-codeblock's ReactLiveScope): React, and its exports by name. */
const defaultScope = (): Record<string, unknown> => ({ React, ...React });

/** The site's scope, as its ReactLiveScope module exports it (its default export); the theme's default without one. */
async function siteScope(ctx: ImportContext): Promise<{ scope: Record<string, unknown>; file?: string }> {
  const file = siteThemeFile('ReactLiveScope', ctx);
  if (!file) return { scope: defaultScope() };
  const exports = await siteThemeExports(file, 'ReactLiveScope', ctx);
  const scope = (exports?.default ?? exports) as Record<string, unknown> | undefined;
  return { scope: scope && typeof scope === 'object' ? scope : defaultScope(), file };
}

/** What the browser has and Node not: code that reads it is left to the browser, silently; any other name not defined is the block's own mistake (a component in no scope). */
const BROWSER_NAME = /^(window|document|navigator|location|self|fetch|XMLHttpRequest|localStorage|sessionStorage|matchMedia|getComputedStyle|requestAnimationFrame|cancelAnimationFrame|IntersectionObserver|ResizeObserver|MutationObserver|HTMLElement|Element|Node|Image|alert) is not defined/;
const readsBrowser = (error: unknown) => needsBrowser(error) && (!(error instanceof ReferenceError) || BROWSER_NAME.test(error.message));


/**
 * React's development build (tests run it) warns once that an element came from the classic JSX
 * transform, which react-live's sucrase writes; the console's write would count as work scheduled
 * while a block is drawn. It is said here, to no one, before any is drawn.
 */
function quietOldTransformWarning(): void {
  const { warn } = console;
  console.warn = () => undefined;
  try {
    React.createElement('b', { __self: undefined });
  } finally {
    console.warn = warn;
  }
}

/**
 * The block's result drawn with `scope`, in a context of its own and within DRAW_LIMIT_MS; undefined
 * where it needs the browser (or schedules work, which runs only there), `timedOut` where it ran too
 * long, and a message where its code fails.
 */
function drawResult(code: string, noInline: boolean, scope: Record<string, unknown>): { html?: string; error?: string; timedOut?: boolean } {
  let failure: unknown;
  const fail = (error: unknown) => void (failure ??= error);
  const input = { code: `${code.replace(/\n$/, '')};`, scope: usableScope(scope), enableTypeScript: true };
  const { live, context } = liveContext();
  const draw = () => {
    let Element: React.ComponentType | undefined;
    if (noInline) live.renderElementAsync(input, (element) => void (Element = element), fail);
    else Element = live.generateElement(input, fail);
    return Element && failure === undefined ? renderToStaticMarkup(React.createElement(Element)) : '';
  };
  try {
    // The limit is node:vm's, which stops whatever runs inside the call, React's render too; inside `unscheduled`, so that its schedulers are given back.
    const drawn = unscheduled(() => (vm.runInContext('draw()', Object.assign(context, { draw }), { timeout: DRAW_LIMIT_MS }) as string));
    if (failure !== undefined) throw failure;
    return drawn.scheduled ? {} : { html: drawn.html };
  } catch (error) {
    if (timedOut(error)) return { timedOut: true };
    return readsBrowser(error) ? {} : { error: reason(error) };
  }
}

/**
 * Draws each live block's result into its token (`token.live`), and gives the scope module the
 * browser loads, which the build publishes as it is (one bundle: the URL the page names is its
 * content's); a block whose code fails is a warning at its line, and shows its code alone.
 */
export async function prepareLiveCode(tokens: LiveCodeToken[], ctx: ImportContext, page: Pick<LiveCode, 'position' | 'messages'>, warn: (line: number, message: string) => void): Promise<{ url: string; code: string } | undefined> {
  if (!tokens.length) return undefined;
  quietOldTransformWarning();
  // A scope that could not load all it imports (a package not installed: `npm install` not run) lacks names the blocks use: those are no mistake of theirs.
  // It is loaded once a thread (site-code.ts keeps it), and warns only then: which scopes did is kept.
  const { scope, file } = await siteScope({ ...ctx, warn: (specifier, message) => (incompleteScopes.add(ctx.siteDir ?? ''), ctx.warn(specifier, message)) });
  const incomplete = incompleteScopes.has(ctx.siteDir ?? '');
  let module: { url: string; code: string } | undefined;
  try {
    module = await scopeModule(file, ctx.siteDir, ctx.imageUrl, bundlingOptions(ctx));
  } catch (error) {
    warn(lineOf(tokens[0]), `the site's src/theme/ReactLiveScope could not be bundled for the browser (${reason(error)}): the live code blocks stay as the build drew them. Fix that file.`);
  }
  for (const token of tokens) {
    const noInline = isNoInline(token.lang);
    const { html, error, timedOut } = drawResult(token.text, noInline, scope);
    if (timedOut) warn(lineOf(token), `this live code block did not finish at build time (it ran over ${DRAW_LIMIT_MS / 1000} s): the page shows "Loading..." until the browser runs it, where it would hang the reader's page too; make it end.`);
    const why = incomplete ? "the site's ReactLiveScope imports packages that are not installed (see their warnings; run npm install in the site), which may be why" : 'the browser shows the same error unless the code is fixed';
    if (error && !(incomplete && / is not defined$/.test(error))) warn(lineOf(token), `this live code block's result could not be drawn at build time (${error}): the page shows its code and the browser runs it; ${why}.`);
    token.live = { noInline, result: html, scopeUrl: module?.url, ...page };
  }
  return module;
}

/**
 * The scope for the browser: the site's ReactLiveScope bundled for it (React and what this build
 * provides left to the `require` the client gives), as an ES module whose default export runs it;
 * without one, the theme's default. Named by its hash under /assets/js/.
 */
export async function scopeModule(file: string | undefined, siteDir: string | undefined, publish: (file: string) => string | undefined, options: SiteCodeOptions): Promise<{ url: string; code: string }> {
  let body = `var R=require("react");module.exports={default:Object.assign({React:R},R)};`;
  if (file) body = (await bundleSiteCode(file, siteDir, publish, 'browser', options)).js;
  const { transform } = await import('esbuild');
  const source = `export default function (require) {var module={exports:{}},exports=module.exports;\n${body}\nreturn module.exports;}\n`;
  const code = (await transform(source, { format: 'esm', minify: true, target: ['chrome100', 'firefox100', 'safari15'], logLevel: 'silent' })).code;
  return { url: `/assets/js/live-scope.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`, code };
}
