/**
 * react-redux before 8.1 makes its context as its module runs (`React.createContext(null)` in
 * components/Context.js), and this build bundles a copy of the package with each component that
 * imports it: the Provider of one copy (the OpenAPI theme's ApiItem store, api-item-store.ts) did
 * not reach the hooks of another (MimeTabs' useSelector), which threw, so docusaurus-theme-openapi-docs
 * 4.x with react-redux 7 kept its schemas' skeletons (cartesi). Docusaurus bundles one copy for the
 * whole site. Each copy's Context module is read here as react-redux 8.1 writes it: one context a
 * process, kept on globalThis, so every copy's Provider and hooks meet, as one copy's would.
 */

/** react-redux's Context module, in its CommonJS (`lib`) and ES (`es`) builds. */
export const REDUX_CONTEXT_FILE = /[\\/]node_modules[\\/]react-redux[\\/](?:lib|es)[\\/]components[\\/]Context\.js$/;

/** The module's text with its context kept once on globalThis; undefined where it already keeps it so (8.1 on) or makes none. */
export function sharedReduxContext(source: string): string | undefined {
  if (source.includes('Symbol.for')) return undefined;
  const shared = source.replace(/([\w$]+(?:\["default"\]|\.default)?)\.createContext\(null\)/, '(globalThis[Symbol.for("react-redux-context-before-8.1")] ??= $1.createContext(null))');
  return shared === source ? undefined : shared;
}
