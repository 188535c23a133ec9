/**
 * The `@docusaurus/*` and `@theme/*` modules a site's own React pages import, by specifier: the
 * one table the build's server render and the browser's hydration both answer `require` from,
 * so that a page renders the same markup on both sides.
 */
import { createContext } from 'react';
import type { BlogPostValue } from './blog-post-context.ts';
import { BrowserOnly, useColorMode, useIsBrowser, useWindowSize } from './browser.tsx';
import { CodeBlock } from './code-block.tsx';
import { CONTEXT_FREE_MODULES } from './core-modules.ts';
import { DOCS_PLUGIN, type DocsGlobalData, type DocsRead } from './docs-client.ts';
import { useAllPluginInstancesData, useDocusaurusContext, useGlobalData, usePageData, usePluginData } from './context.ts';
import { addBaseUrl, Link, NavbarNavLink, useBaseUrl, useBaseUrlUtils } from './links.tsx';
import { PACKAGES } from './packages.ts';
import { Link as RouterLink, matchPath, NavLink, Redirect, useHistory, useLocation } from './router.tsx';
import { Head, Heading, Layout, Logo, ThemedImage } from './theme.tsx';
import { createAdmonition, Details, IconExternalLink, IdealImage, TabItem, Tabs } from './theme-parts.tsx';
import { themeCommon } from './theme-common.ts';
import { docusaurus2ThemeHooks } from './theme-hooks-v2.ts';
import { MARKDOWN_MODULES_DRAWN, type LazySpecifier } from './lazy-modules.ts';
import { Translate, translate } from './translate.tsx';

/** What Docusaurus's docs client reads, as Docusaurus's does: the docs plugin's global data and the location (a versions page lists each version with its path). */
const readDocs: DocsRead = () => ({ all: (useAllPluginInstancesData(DOCS_PLUGIN) ?? {}) as Record<string, DocsGlobalData>, pathname: useLocation().pathname });
const docsClientOf = (code: Record<string, unknown>) => (code as typeof import('./docs-client.ts')).docsClient(readDocs);

const themeCommonHooks = { useColorMode, useWindowSize, useDocusaurusContext, Head, usePathname: () => useLocation().pathname };
const common = themeCommon(themeCommonHooks);
/** The post a blog component draws (blog-post-context.ts): one context for the modules built apart that provide and read it. */
const BlogPostContext = createContext<BlogPostValue | null>(null);
const blogPostItemOf = (code: Record<string, unknown>) => (code as typeof import('./blog-post-item.ts')).blogPostItem({ BlogPostContext, Link, useDocusaurusContext, translate });

/** Each lazily loaded module (lazy-modules.ts) from what its own code exports, with the hooks of this table. */
export const LAZY_MODULE_EXPORTS: Record<LazySpecifier, (code: Record<string, unknown>) => Record<string, unknown>> = {
  '@docusaurus/theme-common/internal': (code) => (code as typeof import('./theme-common-internal.ts')).themeCommonInternal({ ...themeCommonHooks, BlogPostContext }, common),
  '@docusaurus/plugin-content-docs/client': docsClientOf,
  // The same hooks under the name Docusaurus 2 gave them up to 2.0.0-beta.14 (a versions page of its alphas: monaco's).
  '@theme/hooks/useDocs': docsClientOf,
  '@theme/BlogPostItem': blogPostItemOf,
  '@docusaurus/plugin-content-blog/client': blogPostItemOf,
  [MARKDOWN_MODULES_DRAWN]: (code) => code,
};

const ROUTER = { useLocation, useHistory, Redirect, matchPath };

export const DOCUSAURUS_MODULES: Record<string, Record<string, unknown>> = {
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils, addBaseUrl },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/router': ROUTER,
  // What @docusaurus/router re-exports, a dependency of Docusaurus's core that sites import by name (mmf's redirect page, wasm4's tabs): the same router.
  'react-router-dom': { ...ROUTER, Link: RouterLink, NavLink },
  'react-router': ROUTER,
  ...CONTEXT_FREE_MODULES,
  '@docusaurus/theme-common': common,
  '@theme/Layout': { default: Layout },
  '@theme/Heading': { default: Heading },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/Logo': { default: Logo },
  '@theme/Admonition': { default: createAdmonition(() => usePageData().codeTranslations) },
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/Details': { default: Details },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Icon/ExternalLink': { default: IconExternalLink },
  '@theme/IconExternalLink': { default: IconExternalLink }, // Its name before Docusaurus 2.2 (taichi's NavbarNavLink).
  // What a site's swizzled NavbarNavLink wraps (build/react-pages/navbar-items.ts draws it).
  '@theme/NavbarItem/NavbarNavLink': { default: NavbarNavLink },
  '@theme/IdealImage': { default: IdealImage },
  ...docusaurus2ThemeHooks(themeCommonHooks),
  ...PACKAGES,
};

/** The provided module a specifier names, of this table or the lazily loaded ones at hand (`loaded`): `@theme-original/X` (a swizzled component's way to the built-in one) is `@theme/X`. */
export function providedModule(specifier: string, loaded: Record<string, Record<string, unknown>> = {}): Record<string, unknown> | undefined {
  const name = specifier.replace(/^@theme-(original|init)\//, '@theme/');
  return DOCUSAURUS_MODULES[name] ?? loaded[name];
}

/** Names a page's code reads from a module that are not its imports: a promise check, React's look at a component (a module is one when it is its own default export), JavaScript's own. */
const NOT_IMPORTS = new Set(['then', 'prototype', 'constructor', 'toJSON', '$$typeof', 'displayName', 'defaultProps', 'contextType', 'contextTypes', 'childContextTypes', 'propTypes', 'getDerivedStateFromProps', 'getDerivedStateFromError', 'compare', 'render', 'type']);

/** A name a page's code imports (`useParams`, `Redirect`, `default`), as opposed to what React, the interop or JavaScript read of any value. */
export const isImportName = (name: string | symbol): name is string => typeof name === 'string' && /^[A-Za-z_$]/.test(name) && !name.startsWith('__') && !NOT_IMPORTS.has(name);

/**
 * A provided module as `require` returns it to a page's bundle, whichever interop the bundle
 * uses: `__esModule` with `default` for an ES module page, and the module as its own default
 * export for a page in a package of `"type": "module"` (esbuild, as Node, then takes the whole
 * module as the default import): a function default is the module itself, with the named exports
 * on it; an object default lends the module its fields. A name the module lacks is `missing(name)`
 * (a stand-in, as for a module that is not there), through its prototype too, which a bundle's
 * namespace import (esbuild's `__toESM`) copies the module onto: undefined, a component or hook
 * that uses it would throw and lose all it draws.
 */
export function asModule(exports: Record<string, unknown>, missing?: (name: string) => unknown): object {
  const module = moduleOf(exports);
  if (!missing) return module;
  const answer = (target: object, name: string | symbol, receiver: unknown) => (name in target || !isImportName(name) ? Reflect.get(target, name, receiver) : missing(name));
  const names = new Proxy(Object.getPrototypeOf(module) as object, { get: answer });
  return new Proxy(module, { get: answer, getPrototypeOf: () => names });
}

function moduleOf(exports: Record<string, unknown>): object {
  const main = exports.default;
  const own = (name: string | symbol) => name === '__esModule' || name in exports;
  const value = (name: string | symbol) => (name === '__esModule' ? true : exports[name as string]);
  if (typeof main !== 'function') return { ...(main && typeof main === 'object' ? main : {}), ...exports, __esModule: true };
  return new Proxy(main, {
    get: (fn, name, receiver) => (own(name) ? value(name) : Reflect.get(fn, name, receiver)),
    has: (fn, name) => own(name) || name in fn,
    ownKeys: (fn) => [...new Set([...Reflect.ownKeys(fn), '__esModule', ...Object.keys(exports)])],
    getOwnPropertyDescriptor: (fn, name) => Reflect.getOwnPropertyDescriptor(fn, name) ?? (own(name) ? { value: value(name), enumerable: true, configurable: true, writable: false } : undefined),
  });
}
