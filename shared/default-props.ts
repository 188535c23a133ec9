/**
 * React 18's `defaultProps` of function components, which React 19 (this build's React, on the
 * server and in the browser) no longer reads: a site or a package written for React 18 relies on
 * them (react-fontawesome 0.2.0's FontAwesomeIcon calls `className.split(' ')` with its default
 * `className: ''`, and threw here: docusaurus.community's plugin directory page was left out).
 * React 18's createElement filled the props its element's type leaves undefined from the type's
 * `defaultProps`, for any type; React 19 still does for class components, so those are left to it.
 */
type Props = Record<string, unknown> | null | undefined;

export function withDefaultProps(type: unknown, props: Props): Props {
  const defaults = (type as { defaultProps?: unknown } | null | undefined)?.defaultProps;
  if (!defaults || typeof defaults !== 'object') return props;
  if (typeof type === 'function' && (type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent) return props;
  const filled: Record<string, unknown> = { ...props };
  for (const [key, value] of Object.entries(defaults)) if (filled[key] === undefined) filled[key] = value;
  return filled;
}

/** React's and its JSX runtime's element factories, filling React 18's default props first. */
export function reactWithDefaultProps<T extends object>(react: T): T {
  const factory = (create: (...args: unknown[]) => unknown) => (type: unknown, props: Props, ...rest: unknown[]) => create(type, withDefaultProps(type, props), ...rest);
  const module = react as Record<string, unknown>;
  const patched: Record<string, unknown> = { ...module };
  for (const name of ['createElement', 'jsx', 'jsxs', 'jsxDEV']) if (typeof module[name] === 'function') patched[name] = factory(module[name] as (...args: unknown[]) => unknown);
  if ('default' in module) patched.default = patched;
  return patched as T;
}
