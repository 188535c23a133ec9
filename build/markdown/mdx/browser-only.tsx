/**
 * `@docusaurus/BrowserOnly` for what MDX draws at build time (a theme package's components, a
 * site's own), which this build never runs in the browser. Docusaurus's server shows the fallback
 * and its browser then draws the children; here the children are drawn at build time when they can
 * be, so that what a reader sees after hydration there is in the page here: docusaurus-theme-openapi-docs
 * draws an API's parameters and schemas (ParamsDetails, RequestSchema, ResponseSchema) inside
 * BrowserOnly. The fallback stays where the children cannot be drawn without the browser (they throw
 * at build time, or schedule work as they render, an `await` too: all but a callback on a promise
 * made settled, which runs at once) or would be a form that works only with its own client (an API
 * explorer, a chat box).
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { promiseHooks } from 'node:v8';
import { fillRaw, rawPlaceholder, runtime, withPageRandom } from './runtime.ts';

/** Markup a reader fills in or chooses from: drawn without its client it would be a dead form. */
const FORM_FIELD = /<(?:input|select|textarea|form)\b/;

/**
 * Errors that say the children need the browser, which BrowserOnly is there for: a global Node lacks
 * (`window`, `document`, `localStorage`...: a ReferenceError), or theme-common's storage, which
 * refuses the server. Anything else is the component's own failure, which a warning tells.
 */
export const needsBrowser = (error: unknown) => error instanceof ReferenceError || (error instanceof Error && error.message.startsWith('Illegal storage API usage'));

/** How code asks Node to run a callback later: the children's render finds these kept, not run. */
const SCHEDULERS = ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask'] as const;

/** A promise that never settles: what a `then` asked for while the children render gets, so its callbacks never run. */
const never = () => new Promise<never>(() => undefined);

const ignore = () => undefined;

/** Promise's own `then`, taken before any draw replaces it: a BrowserOnly inside another's children finds the outer's replacement there, which would mark the outer as scheduled. */
const realThen = Promise.prototype.then;
const realResolve = Promise.resolve;

/** The promises made settled while children render (`Promise.resolve(value)`, and what a `then` on one gives), with their values. */
const settled = new WeakMap<object, unknown>();
const isThenable = (value: unknown) => typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * The draws under way, innermost last. Every draw's promise hook sees every promise made, so only the
 * innermost one counts it: what an inner BrowserOnly's children (or its clean-up) make is the inner's
 * alone, and the outer, drawn around the inner's fallback, stays drawn.
 */
const drawing: object[] = [];

/**
 * `draw()` with Node's schedulers replaced by ones that keep nothing, and whether the children
 * called one. Children that schedule work as they render (a widget that binds its tabs in a
 * setTimeout reading `document`: arbitrum's) are browser code: run later at build time, that work
 * threw outside any render and ended the build. React's server render schedules through none of them.
 */
export function unscheduled(draw: () => string): { html: string; scheduled: boolean } {
  const global = globalThis as unknown as Record<string, unknown>;
  const saved = SCHEDULERS.map((name) => [name, global[name]] as const);
  const { nextTick } = process;
  // What this draw found in place, restored when it ends: an inner BrowserOnly's draw gives the outer back its own `then` and `resolve`, not Promise's.
  const { then } = Promise.prototype;
  const { resolve } = Promise;
  let scheduled = false;
  const keep = () => ((scheduled = true), 0);
  for (const [name, value] of saved) if (value !== undefined) global[name] = keep;
  // A promise's callbacks and process.nextTick run later too: a `.then` reading `document` would end the build outside any render.
  process.nextTick = () => void (scheduled = true);
  Promise.resolve = function (value?: unknown) {
    const promise = realResolve.call(Promise, value);
    if (!isThenable(value)) settled.set(promise, value);
    return promise;
  } as typeof Promise.resolve;
  // Except on a promise made settled here: its callback runs at once, as a browser runs it before it paints. So
  // `React.lazy(() => Promise.resolve({ default: Part }))` (docusaurus-theme-openapi-docs 4.x's children) draws its part.
  Promise.prototype.then = function (this: Promise<unknown>, onFulfilled?: (value: unknown) => unknown) {
    if (!settled.has(this) || typeof onFulfilled !== 'function') {
      scheduled = true;
      return never();
    }
    try {
      const result = onFulfilled(settled.get(this));
      if (!isThenable(result) || settled.has(result as object)) return Promise.resolve(result);
    } catch {
      // A callback that fails would reject the promise it gives, later: the children keep their fallback.
    }
    scheduled = true;
    return never();
  } as typeof then;
  // An `await` resumes its async function later without a `then` to replace: V8 makes a promise with
  // a parent (the awaited one) for it, which tells it. Nothing can stop that work.
  const made: Promise<unknown>[] = [];
  const self = {};
  drawing.push(self);
  const stopWatching = promiseHooks.onInit((promise, parent) => {
    if (drawing.at(-1) !== self) return;
    made.push(promise);
    if (parent !== undefined) scheduled = true;
  });
  try {
    return { html: draw(), scheduled };
  } finally {
    stopWatching();
    for (const [name, value] of saved) if (value !== undefined) global[name] = value;
    process.nextTick = nextTick;
    Promise.prototype.then = then;
    Promise.resolve = resolve;
    // What an async function throws (reading `document`) rejects the promise it returned, which nobody awaits: handled here, it ends no build.
    // Still the innermost draw here, so that the promises these calls make count for no outer one.
    for (const promise of made) realThen.call(promise, undefined, ignore);
    drawing.pop();
  }
}

/** Whether a BrowserOnly's children are being drawn: what needs the browser throws there, and its fallback stays. */
export const insideBrowserOnly = () => drawing.length > 0;

/** The children's own render, so that what they throw is caught here. */
const Children = ({ render }: { render: () => ReactNode }) => <>{render()}</>;

/** The children's HTML, or undefined where the fallback stays (a warning when they failed on their own). */
function drawnAtBuildTime(render: () => ReactNode): string | undefined {
  let drawn: { html: string; scheduled: boolean };
  try {
    // Rendered apart (it is synchronous, and the page's runtime is module state), so one failure keeps the rest of the element.
    // Each render counts useId from the start: a prefix of its own keeps its ids apart, numbered by an empty raw part it
    // reserves (never placed), so that a BrowserOnly inside these children gets another number.
    const page = runtime();
    const prefix = `b${page.raw.push('') - 1}-`;
    // Docusaurus's server never draws the children, so its link check never sees their links: drawn here, they are not checked either.
    const { link } = page;
    page.link = (href) => link.call(page, href, false);
    try {
      const children = createElement(Children, { render });
      // Drawn apart, the children lose the contexts around them: the page's providers are given again.
      drawn = unscheduled(() => fillRaw(withPageRandom(() => renderToStaticMarkup(page.providers ? page.providers(children) : children, { identifierPrefix: prefix }))));
    } finally {
      page.link = link;
    }
  } catch (error) {
    if (!needsBrowser(error)) runtime().warn?.(`BrowserOnly's children could not be drawn at build time (${(error as Error).message.split('\n')[0]}), so its fallback is shown, as before hydration in Docusaurus, and stays: this build does not run them in the browser. Fix the component, or draw that content outside BrowserOnly.`);
    return undefined;
  }
  return drawn.scheduled || FORM_FIELD.test(drawn.html) ? undefined : drawn.html;
}

export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }): ReactNode {
  const html = typeof children === 'function' ? drawnAtBuildTime(children) : undefined;
  return html === undefined ? (fallback ?? null) : rawPlaceholder(html);
}
