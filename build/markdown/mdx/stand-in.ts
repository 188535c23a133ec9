/**
 * What MDX code gets for what this build cannot give it: a module that cannot be imported, or a
 * name a provided module lacks. It renders its children, and its properties, its calls and its
 * destructuring give it again, so that the code using it runs on (imports.ts answers with it).
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { standInPair } from '../../../site/docusaurus/stand-in.ts';

const esModule = (value: object) => ({ __esModule: true, ...value });

/**
 * Renders its children only: the stand-in for what could not be imported. So that the code of a
 * package the site did not install still runs as far as it can when it loads (`axios.create()`,
 * `searchClient(id, key).initIndex(...)`, `<Table.Root>`), its properties are the stand-in too, and
 * what it renders is a React element whose other properties are the stand-in.
 */
export const StandIn = standIn() as (props: { children?: ReactNode }) => ReactNode;

/** What React reads of a component's function, which must stay what a plain function has. */
const REACT_STATICS = new Set(['displayName', 'defaultProps', 'contextTypes', 'childContextTypes', 'contextType', 'getDerivedStateFromProps', 'getDerivedStateFromError', 'propTypes', 'compare', 'render', 'type']);

/** A property the stand-in answers with itself: a name (not `then`, which would make it a promise), that the object does not have. */
const standsIn = (target: object, key: string | symbol) => typeof key === 'string' && /^[a-z]/i.test(key) && key !== 'then' && !REACT_STATICS.has(key) && !(key in target);

function standIn() {
  function render(...args: unknown[]) {
    const [props] = args;
    // Called as a function (`paramCase(title)`, `client(id, key)`) rather than rendered by React (props and a ref): the stand-in again, which React leaves out where it would print "[object Object]".
    if (args.length > 2 || (props !== undefined && (typeof props !== 'object' || props === null || Array.isArray(props)))) return proxy;
    const element = createElement(Fragment, null, (props as { children?: ReactNode } | null)?.children);
    return new Proxy(element, { get: (target, key) => (standsIn(target, key) ? proxy : Reflect.get(target, key)) });
  }
  const proxy: typeof render = new Proxy(render, { get: (fn, key) => (key === Symbol.iterator ? standInPair : standsIn(fn, key) ? proxy : Reflect.get(fn, key)) });
  return proxy;
}

/**
 * A module that cannot be found: its default and each of its named exports are the stand-in, also
 * through its prototype, which a bundle's namespace import (`import * as x`) copies it onto.
 */
export function missingModule(): unknown {
  const names = new Proxy({}, { get: (target, key) => (standsIn(target, key) ? StandIn : Reflect.get(target, key)) });
  return new Proxy(esModule({ default: StandIn }), {
    get: (target, key) => (standsIn(target, key) ? StandIn : Reflect.get(target, key)),
    getPrototypeOf: () => names,
  });
}

/**
 * What a provided module gives for a name it lacks: the stand-in, as for a module that is not
 * there (undefined, a component calling `useParams()` would throw and show all its children),
 * with one warning for each module and name that `reported` has not seen.
 */
export function missingName(specifier: string, provided: Record<string, unknown>, reported: Set<string>, warn: (specifier: string, message: string) => void) {
  return (name: string) => {
    const key = `${specifier}\0${name}`;
    if (!reported.has(key)) {
      reported.add(key);
      warn(specifier, `"${name}" from "${specifier}" is not provided by this build, so it stands in: as a component it renders only its children, called it gives a stand-in again. Use what the page can do without it, or one of: ${Object.keys(provided).join(', ')}.`);
    }
    return StandIn;
  };
}

/**
 * A module that needs the browser as it loads (`error`, a ReferenceError such as leaflet's `window is
 * not defined`), as Docusaurus's server would fail on it: a component of it drawn inside BrowserOnly's
 * children throws that error, so that the fallback stays, as Docusaurus's server HTML has it; drawn
 * elsewhere it is the stand-in, and `outside()` says so (once).
 */
export function browserModule(error: unknown, outside: () => void, inside: () => boolean): unknown {
  let told = false;
  const component = (props: { children?: ReactNode }) => {
    if (inside()) throw error;
    if (!told) (told = true), outside();
    return (StandIn as (p: { children?: ReactNode }) => ReactNode)(props);
  };
  return new Proxy(esModule({ default: component }), { get: (target, key) => (typeof key === 'string' && /^[a-z]/i.test(key) && key !== 'then' && !(key in target) ? component : Reflect.get(target, key)) });
}
