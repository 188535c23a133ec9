/**
 * `@docusaurus/router`'s `<Redirect to>` in a document (rotorflight's pages that moved, in 8 docs).
 * Docusaurus's server render draws nothing for it, and the browser, once the page hydrates, goes
 * to `to`, resolved as react-router's history resolves it: a relative path from the page's
 * pathname (`../../setup/rpm-filters` from `/docs/configurator/tabs/gyro` is
 * `/docs/setup/rpm-filters`). This build's documents do not hydrate, so the target is recorded on
 * the page (the first, as the first redirect wins in the browser) and its route gets a refresh to
 * it (routes/head.ts), which needs no JavaScript.
 */
import { runtime } from './runtime.ts';

type To = string | { pathname?: string; search?: string; hash?: string };

/** `to` from the page at `pathname`: a URL with a scheme or a path from the root as it is, else resolved from the page. */
export function redirectTarget(to: string, pathname: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('/')) return to;
  const resolved = new URL(to, `https://page.invalid${pathname}`);
  return resolved.pathname + resolved.search + resolved.hash;
}

export function Redirect({ to }: { to: To }): null {
  const page = runtime();
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  page.redirect ??= redirectTarget(target, page.route ?? '/');
  return null;
}
