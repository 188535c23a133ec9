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
  const site = useContext(SiteLocationContext);
  // A loop rather than entries/map/fromEntries: every page renders its sidebar's links.
  const attributes: Record<string, unknown> = {};
  for (const name in props) {
    const value = props[name as keyof typeof props];
    if (name === 'to') attributes.href = value && href(value as string, site);
    else attributes[name] = value;
  }
  return <a {...attributes} />;
}
