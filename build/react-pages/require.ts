/**
 * The `require` a site's React page runs with at build time: React (watched, so that the build
 * learns whether the page needs the browser: state, effects, event handlers), react-dom (as in
 * Docusaurus's server render, and as the browser hands it to a hydrated page's code:
 * site/client/page-runtime.tsx), Docusaurus's modules (site/docusaurus/, the same the browser
 * gets), Node's built-in modules, and a stand-in with a warning for anything else its bundle left out. A name a provided module lacks stands in too, reported once when the page reads it.
 */
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { createElement } from 'react';
import { createRequire, isBuiltin } from 'node:module';
import { withDefaultProps } from '../../shared/default-props.ts';
import { MARKDOWN_MODULES_DRAWN, type LazySpecifier } from '../../site/docusaurus/lazy-modules.ts';
import { asModule, LAZY_MODULE_EXPORTS, providedModule } from '../../site/docusaurus/modules.ts';
import * as docsClientCode from '../../site/docusaurus/docs-client.ts';
import * as themeCommonInternalCode from '../../site/docusaurus/theme-common-internal.ts';
import * as blogPostItemCode from '../../site/docusaurus/blog-post-item.ts';
import * as markdownModulesDrawnCode from '../../site/docusaurus/markdown-modules-drawn.ts';
import { GENERATED } from '../../site/docusaurus/generated.ts';
import { member, missingModule } from '../../site/docusaurus/stand-in.ts';
import type { Require } from '../markdown/mdx/module.ts';

/** Hooks that only do something in the browser: a page that calls one is hydrated. */
const BROWSER_HOOKS = ['useState', 'useReducer', 'useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useSyncExternalStore', 'useTransition', 'useActionState', 'useOptimistic', 'useImperativeHandle'] as const;
const LIFECYCLE = ['componentDidMount', 'componentDidUpdate', 'componentWillUnmount'];
const HANDLER = /^on[A-Z]/;
/** react-dom's modules, which the bundle leaves out (site-code-plugin.ts) as the browser's page runtime gives them from the client's own React (kuizuo's Tooltip imports createPortal). */
const REACT_DOM: Record<string, unknown> = { 'react-dom': ReactDom, 'react-dom/client': ReactDomClient };

/** The modules the browser loads apart, on the pages that import them (site/docusaurus/lazy-modules.ts): the server has them all at hand. */
const LAZY_CODE: Record<LazySpecifier, Record<string, unknown>> = { '@docusaurus/theme-common/internal': themeCommonInternalCode, '@docusaurus/plugin-content-docs/client': docsClientCode, '@theme/hooks/useDocs': docsClientCode, '@theme/BlogPostItem': blogPostItemCode, '@docusaurus/plugin-content-blog/client': blogPostItemCode, [MARKDOWN_MODULES_DRAWN]: markdownModulesDrawnCode };
const LAZY = Object.fromEntries(Object.entries(LAZY_MODULE_EXPORTS).map(([specifier, exportsOf]) => [specifier, exportsOf(LAZY_CODE[specifier as LazySpecifier])]));

export interface PageRequireHooks {
  /** The page needs the browser; `reason` names why. */
  browser(reason: string): void;
  warn(message: string): void;
  /** A package neither this build provides nor the site has installed: site/docusaurus/stand-in.ts stands in for it. */
  missing(specifier: string): void;
  /** A file Docusaurus generates, by its name under `.docusaurus/` (site/docusaurus/generated.ts); undefined when the build has none. */
  generated?(name: string): unknown;
}

/** Notes what an element needs: a handler on an HTML element, or a class component with a lifecycle. */
function watchElement(type: unknown, props: Record<string, unknown> | null, hooks: PageRequireHooks): void {
  if (typeof type === 'string') {
    for (const key in props) if (HANDLER.test(key) && typeof props[key] === 'function') hooks.browser(`an ${key} handler on <${type}>`);
  } else if (typeof type === 'function' && type.prototype?.isReactComponent && LIFECYCLE.some((name) => typeof type.prototype[name] === 'function')) {
    hooks.browser(`the class component ${type.name || 'without a name'}`);
  }
}

function watchedReact(hooks: PageRequireHooks): object {
  const watched: Record<string, unknown> = { ...React, default: undefined };
  for (const name of BROWSER_HOOKS) {
    const hook = React[name] as (...args: unknown[]) => unknown;
    watched[name] = (...args: unknown[]) => {
      hooks.browser(name);
      return hook(...args);
    };
  }
  watched.createElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => {
    watchElement(type, props, hooks);
    return (createElement as (...args: unknown[]) => unknown)(type, withDefaultProps(type, props), ...children);
  };
  watched.default = watched;
  return watched;
}

function watchedJsx(hooks: PageRequireHooks): object {
  const wrap = (jsx: (...args: unknown[]) => unknown) => (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => {
    watchElement(type, props, hooks);
    return jsx(type, withDefaultProps(type, props), ...rest);
  };
  return { Fragment: JsxRuntime.Fragment, jsx: wrap(JsxRuntime.jsx as never), jsxs: wrap(JsxRuntime.jsxs as never), jsxDEV: wrap(JsxRuntime.jsx as never) };
}

/** A provided module whose names it lacks stand in (as in the browser: site/client/page-runtime.tsx), each reported once when the page reads it. */
function reporting(specifier: string, exports: Record<string, unknown>, warn: (message: string) => void): object {
  const reported = new Set<string>();
  return asModule(exports, (name) => {
    if (!reported.has(name)) {
      reported.add(name);
      warn(`"${name}" from "${specifier}" is not provided by this build, so it stands in: as a component it renders only its children, called it gives a stand-in again. Use what the page can do without it, or one of: ${Object.keys(exports).join(', ')}.`);
    }
    return member(name);
  });
}

/**
 * Node's built-in modules, for the server render: Docusaurus's server bundle (webpack's node
 * target, core 3.10's webpack/server.js) leaves them to Node. A package with a Node build and a
 * browser build (vfile's `#minpath`, under react-markdown: prettier's home page) takes the Node one
 * here, as there, and imports `node:path`; the browser bundle takes the other.
 */
const nodeRequire = createRequire(import.meta.url);

/** `server` answers before the modules both sides share: the build's own versions of some (a code block highlighted at build time). */
export function pageRequire(hooks: PageRequireHooks, server: Record<string, Record<string, unknown>> = {}): Require {
  const react = watchedReact(hooks);
  const jsx = watchedJsx(hooks);
  const answered = new Map<string, unknown>();
  return (specifier) => {
    if (specifier === 'react') return react;
    if (specifier === 'react/jsx-runtime' || specifier === 'react/jsx-dev-runtime') return jsx;
    if (Object.hasOwn(REACT_DOM, specifier)) return REACT_DOM[specifier];
    if (answered.has(specifier)) return answered.get(specifier);
    if (isBuiltin(specifier)) return nodeRequire(specifier);
    const generated = specifier.startsWith(GENERATED) ? hooks.generated?.(specifier.slice(GENERATED.length)) : undefined;
    if (generated !== undefined) return answered.set(specifier, generated), generated;
    const provided = server[specifier.replace(/^@theme-(original|init)\//, '@theme/')] ?? providedModule(specifier, LAZY);
    if (!provided) hooks.missing(specifier);
    const module = provided ? reporting(specifier, provided, hooks.warn) : missingModule();
    answered.set(specifier, module);
    return module;
  };
}
