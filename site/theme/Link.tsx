/**
 * Links of the theme. Screens name pages by route (`/docs/intro`); `Link` and `useHref` turn a
 * route into its href through the one helper (shared/url.ts), with the base URL and trailing slash
 * of the site the page is rendered for.
 */
import { createContext, useContext, type AnchorHTMLAttributes } from 'react';
import { href, type SiteLocation } from '../../shared/url.ts';

export const SiteLocationContext = createContext<SiteLocation>({ baseUrl: '/' });

/** A function from a route (or a URL, left as it is) to its href. */
export function useHref(): (route: string) => string {
  const site = useContext(SiteLocationContext);
  return (route) => href(route, site);
}

/** An `<a>` whose `to` (a route) becomes its href; the attributes keep the order they are written in, so pages stay byte-identical. */
export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string | undefined }) {
  const toHref = useHref();
  const attributes = Object.fromEntries(Object.entries(props).map(([name, value]) => (name === 'to' ? ['href', value && toHref(value)] : [name, value])));
  return <a {...attributes} />;
}
