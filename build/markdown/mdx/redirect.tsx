/**
 * `@docusaurus/router`'s `<Redirect to>` in a document (rotorflight's pages that moved, in 8 docs).
 * Docusaurus's server render draws nothing for it, and the browser, once the page hydrates, goes
 * to `to`, resolved as react-router's history resolves it: a relative path (or one with a scheme) from the page's
 * pathname (`../../setup/rpm-filters` from `/docs/configurator/tabs/gyro` is
 * `/docs/setup/rpm-filters`). This build's documents do not hydrate, so the target is recorded on
 * the page (the first, as the first redirect wins in the browser) and its route gets a refresh to
 * it (routes/head.ts), which needs no JavaScript.
 */
import { runtime } from './runtime.ts';

type To = string | { pathname?: string; search?: string; hash?: string };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Schemes that run code or carry a document of their own, which a redirect of the site never means. */
const REFUSED = /^\s*(?:javascript|vbscript|data)\s*:/i;

/**
 * `to` from the page at `pathname`, as history v4's createLocation resolves it (resolve-pathname):
 * a path from the root as it is, anything else, a scheme included, a path from the page's folder
 * (`https://example.org/x` from `/docs/a` is `/docs/https://example.org/x`): react-router's
 * `<Redirect>` never leaves the site.
 */
export function redirectTarget(to: string, pathname: string): string {
  if (to.startsWith('/')) return to;
  const resolved = new URL(SCHEME.test(to) ? `./${to}` : to, `https://page.invalid${pathname}`);
  return resolved.pathname + resolved.search + resolved.hash;
}

export function Redirect({ to }: { to: To }): null {
  const page = runtime();
  const target = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
  if (page.redirect !== undefined) return null;
  if (REFUSED.test(target)) {
    page.error?.(`<Redirect to="${target.slice(0, 60)}"> names a URL that runs code or is a document of its own, which react-router's Redirect in Docusaurus reads as a path of the site, never runs: this build refuses it. Give a path of the site (to="/docs/page").`);
    return null;
  }
  page.redirect = redirectTarget(target, page.route ?? '/');
  if (SCHEME.test(target)) page.warn?.(`<Redirect to="${target.slice(0, 60)}"> goes to ${page.redirect}, a path of this site, as react-router's Redirect in Docusaurus reads it: a Redirect never leaves the site. To send readers elsewhere, link to the URL, or redirect from the host.`);
  return null;
}
