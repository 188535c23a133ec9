/**
 * What a package that neither this build provides nor the site has installed gives a page, on the
 * server and in the browser alike, so that the page still renders (and hydrates to the same
 * markup) with what is there: every name imported from it is a component that renders its
 * children, a member named like an HTML element (`motion.div`, `styled.section`, `animated.p`)
 * renders that element with its class, style and text, and a call (a hook, a tagged template,
 * `styled(Button)`, `new Parser()`) gives the same kind of stand-in again rather than throwing, and
 * so does destructuring one (standInPair).
 * The build says once which package stood in (react-pages/stage.ts).
 */
import { createElement, Fragment, type ReactNode } from 'react';

/** HTML elements a styling or animation library's members are named after (`motion.div`). */
const HTML_TAGS = new Set('a abbr article aside b blockquote button code dd div dl dt em figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr i img input label li main nav ol p pre section small span strong sub sup table tbody td textarea th thead tr u ul video svg path circle g rect'.split(' '));
/** Props an HTML element stand-in keeps: what shows (class, style, text, link, image) and what reads it (ids, ARIA). */
const DOM_PROP = /^(className|style|id|role|title|href|src|alt|width|height|target|rel|children|aria-[a-z]+|data-[a-z-]+)$/;
/** Names React, the module interop and JavaScript itself read from a value: answered as a plain function answers them. */
const OWN = new Set(['prototype', 'length', 'name', 'call', 'apply', 'bind', 'toString', 'valueOf', 'constructor', 'then', '$$typeof', 'displayName', 'defaultProps', 'contextType', 'contextTypes', 'childContextTypes', 'propTypes', 'getDerivedStateFromProps', 'getDerivedStateFromError', '__esModule']);

type Props = Record<string, unknown> & { children?: ReactNode };

const isProps = (value: unknown): value is Props => typeof value === 'object' && value !== null && !Array.isArray(value);

const members = new Map<string, unknown>();

/**
 * What a stand-in gives when iterated: itself twice, so that the pairs hooks and helpers return
 * (`const [value, setValue] = useStorageSlot(key)`, `const [left, right] = splitNavbarItems(items)`)
 * destructure into stand-ins rather than throwing "is not iterable" (kuizuo-blog's swizzled navbar),
 * and a spread or a loop ends.
 */
export function* standInPair(this: unknown): Generator<unknown> {
  yield this;
  yield this;
}

/** Names read from any value that a stand-in value must not answer: a promise's, an element's, JSON's. */
const NOT_MEMBERS = new Set(['then', '$$typeof', 'toJSON', '__esModule']);

function* standInMembers(): Generator<unknown> {
  yield member('');
  yield member('');
}

/**
 * What a helper that is not there answers a call with one object: a plain object to React (a
 * style of no properties, nothing where a child is) whose every name is a stand-in, and that
 * destructures into two (`const { code, lineClassNames } = parseLines(text, options)`).
 */
const VALUE: object = new Proxy(Object.create(null) as object, {
  get: (_target, key) => (key === Symbol.iterator ? standInMembers : typeof key === 'symbol' || NOT_MEMBERS.has(key) ? undefined : key in Object.prototype ? Reflect.get(Object.prototype, key) : member(key)),
});

/**
 * The stand-in for one name (`''` for a module's default): rendered by React it renders, otherwise
 * it stands in again. Also what a provided module gives for a name it lacks (modules.ts's asModule).
 * React calls a component with two arguments (its props and a second one, the ref or legacy
 * context); a call with one object is the page's own code calling a helper (`assignInlineVars(vars)`,
 * theme-common's `getPrismCssVariables(theme)`), whose answer is a value (VALUE): an element there
 * became a style, which React cannot write (kuizuo-blog's friends page, "Cannot convert a Symbol value to a string").
 */
export function member(name: string): unknown {
  const kept = members.get(name);
  if (kept) return kept;
  const tag = HTML_TAGS.has(name) ? name : undefined;
  const render = function (this: unknown, ...args: unknown[]): unknown {
    const [props] = args;
    if (args.length === 1 && isProps(props) && !new.target) return VALUE;
    if (args.length !== 2 || !isProps(props) || new.target) return stand;
    if (!tag) return createElement(Fragment, null, props.children);
    return createElement(tag, Object.fromEntries(Object.entries(props).filter(([key]) => DOM_PROP.test(key))));
  };
  const stand: unknown = new Proxy(render, {
    get: (target, key, receiver) => (key === Symbol.iterator ? standInPair : typeof key === 'symbol' || OWN.has(key) ? Reflect.get(target, key, receiver) : member(key)),
  });
  members.set(name, stand);
  return stand;
}

/** Whatever is read from it, through the module interop's copy too (its prototype), is a stand-in. */
const anyName = new Proxy(Object.create(null) as object, {
  get: (_target, key) => (typeof key === 'symbol' || key in Object.prototype ? Reflect.get(Object.prototype, key) : member(key)),
});

const EXPORTS: Record<string, unknown> = { __esModule: true, default: member('') };

/**
 * The module `require` gives for a package that is not there: its default export and every named
 * one are stand-ins, whichever interop the page's bundle uses (the module as its own default
 * export in a package of `"type": "module"`; a copy of its own names that inherits from its
 * prototype otherwise, which is why the prototype answers every name).
 */
export function missingModule(): object {
  const root = EXPORTS.default as object;
  return new Proxy(root, {
    get: (target, key, receiver) => (typeof key === 'string' && key in EXPORTS ? EXPORTS[key] : Reflect.get(target, key, receiver)),
    ownKeys: (target) => [...Reflect.ownKeys(target), ...Object.keys(EXPORTS)],
    getOwnPropertyDescriptor: (target, key) => (typeof key === 'string' && key in EXPORTS ? { value: EXPORTS[key], enumerable: true, configurable: true, writable: false } : Reflect.getOwnPropertyDescriptor(target, key)),
    getPrototypeOf: () => anyName,
  });
}
