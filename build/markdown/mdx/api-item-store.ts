/**
 * The react-redux store that docusaurus-theme-openapi-docs's ApiItem (the `docItemComponent` of the
 * docs it generates) wraps an API page's content in: it gives one where the page's front matter has
 * `api`, and the theme's components read it (MimeTabs' `useSelector`, Schema's `useDispatch`).
 * This build draws the page's content without that layout, so without this every MimeTabs in the
 * children of a BrowserOnly (the request and response schemas) threw, after their draw had done its
 * work, and kept the fallback: 8,073 draws on pan.dev, 23% of its render threads.
 *
 * The store is the one ApiItem makes for Docusaurus's server render, the theme's own
 * `createStoreWithoutState({})`: the theme's components read its values only in effects and event
 * handlers, which a render at build time never runs (5.2.0), so its values draw nothing. Nothing
 * dispatches while a page renders, so one store serves every page of a thread. react-redux keeps
 * its context in a registry on `globalThis` (by React's `createContext`; before 8.1, as this build
 * reads its Context module: redux-context.ts), so the Provider of its copy bundled here reaches the
 * copies bundled with each component.
 */
import { createRequire } from 'node:module';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { bundlingOptions, reason, siteRequire, themePackageFile, type ImportContext } from './imports.ts';
import { loadSiteCode } from './site-code.ts';
import type { PageProviders } from './runtime.ts';

type Store = { getState(): unknown };
type StoreModule = { createStoreWithoutState?: (state: object, middlewares: unknown[]) => Store; createStoreWithState?: (state: object, middlewares: unknown[]) => Store };

/** The Provider and store of each store module loaded (one a thread, while its bundle is kept). */
const made = new WeakMap<object, PageProviders>();

/** The providers an API page's content gets (none for other pages, or where the theme has no ApiItem store); a store that cannot be loaded is a warning. */
export async function apiItemProviders(frontMatter: Record<string, unknown>, ctx: ImportContext): Promise<PageProviders | undefined> {
  if (!frontMatter.api) return undefined;
  const storeFile = themePackageFile('@theme/ApiItem/store', ctx.themeDirs);
  if (!storeFile) return undefined;
  try {
    const reduxFile = createRequire(storeFile).resolve('react-redux');
    const require = siteRequire(ctx);
    const store = await loadSiteCode(storeFile, ctx.siteDir, ctx.imageUrl, require, bundlingOptions(ctx));
    const redux = await loadSiteCode(reduxFile, ctx.siteDir, ctx.imageUrl, require, bundlingOptions(ctx));
    for (const code of [store, redux]) code.watched.forEach((watched, i) => ctx.read(watched, code.stamps[i]));
    const exports = store.exports as StoreModule;
    const kept = made.get(exports);
    if (kept) return kept;
    const create = exports.createStoreWithoutState ?? exports.createStoreWithState;
    const { Provider } = redux.exports as { Provider?: ComponentType<{ store: Store; children?: ReactNode }> };
    if (!create || !Provider) throw new Error('it exports no createStoreWithoutState, or react-redux no Provider');
    const value = create({}, []);
    const providers: PageProviders = (node) => createElement(Provider, { store: value }, node);
    made.set(exports, providers);
    return providers;
  } catch (error) {
    ctx.warn('@theme/ApiItem/store', `the store of the OpenAPI theme's ApiItem could not be made (${reason(error)}), so its components that read it (the request and response schemas) keep their fallback. Check the theme's installation.`);
    return undefined;
  }
}
