/**
 * `@docusaurus/Link`, `useBaseUrl` and `isInternalUrl` with Docusaurus's own rules: a path that
 * starts with `/` gets the base URL (once), an internal link the site's trailing slash, an
 * external one `target="_blank"` and `rel="noopener noreferrer"`. Every page's links are plain
 * `<a href>`s; the site's client router takes same-site clicks over.
 */
import { useCallback, type AnchorHTMLAttributes } from 'react';
import { usePageData, useRecorder } from './context.ts';
import { useLocation } from './router.tsx';
import { IconExternalLink } from './theme-parts.tsx';

export const hasProtocol = (url: string) => /^(?:\w*:|\/\/)/.test(url);
export const isInternalUrl = (url: string | undefined) => url !== undefined && !hasProtocol(url);

interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function addBaseUrl(url: string, baseUrl: string, siteUrl: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + path : path;
}

/** Docusaurus's: before any `?` or `#`, never on `/` or the base URL itself; unset leaves the path as written. */
export function applyTrailingSlash(link: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (link.startsWith('#') || trailingSlash === undefined) return link;
  const [pathname] = link.split(/[#?]/);
  if (pathname === '/' || pathname === baseUrl) return link;
  const changed = trailingSlash ? pathname.replace(/\/?$/, '/') : pathname.replace(/\/$/, '');
  return link.replace(pathname, changed);
}

/**
 * Whether Docusaurus's Link collects a link for its broken-link check: an anchor of the page, or an
 * internal link it routes itself. One that opens another window or frame (`target="_blank"`) is a
 * plain `<a>` there, which `docusaurus build` never checks, so a broken one does not stop it.
 */
export function collectsLink(written: string, frame: string | undefined): boolean {
  return written.startsWith('#') || (isInternalUrl(written) && (!frame || frame === '_self'));
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { baseUrl, url } = usePageData().siteConfig;
  const withBaseUrl = useCallback((path: string, options?: BaseUrlOptions) => addBaseUrl(path, baseUrl, url, options), [baseUrl, url]);
  return { withBaseUrl };
}

export function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to?: string;
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: unknown;
  autoAddBaseUrl?: boolean;
  'data-noBrokenLinkCheck'?: boolean;
  exact?: boolean;
};

export function Link({ to, href, isNavLink, activeClassName = 'active', isActive: _isActive, exact: _exact, autoAddBaseUrl = true, 'data-noBrokenLinkCheck': noCheck, ...rest }: LinkProps) {
  const { siteConfig } = usePageData();
  const recorder = useRecorder();
  const { pathname } = useLocation();
  const written = to ?? href;
  const internal = isInternalUrl(written);
  let target = written?.replace('pathname://', '');
  if (target !== undefined && autoAddBaseUrl && target.startsWith('/')) target = addBaseUrl(target, siteConfig.baseUrl, siteConfig.url);
  if (target && internal) target = applyTrailingSlash(target, siteConfig.trailingSlash, siteConfig.baseUrl);
  if (written && !noCheck && collectsLink(written, rest.target)) recorder?.link(written);
  const active = isNavLink && target !== undefined && target.split(/[?#]/)[0] === pathname;
  const className = active ? [rest.className, activeClassName].filter(Boolean).join(' ') : rest.className;
  return <a href={target} {...(written && !internal ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} className={className} {...(active ? { 'aria-current': 'page' as const } : {})} />;
}

type NavbarNavLinkProps = LinkProps & { label?: string; html?: string; activeBasePath?: string; activeBaseRegex?: string; isDropdownLink?: boolean; prependBaseUrlToHref?: boolean };

/**
 * theme-classic's `@theme/NavbarItem/NavbarNavLink` (3.10.2), which a site's swizzled wrapper draws
 * its navbar links with (`@theme-original/NavbarItem/NavbarNavLink`): the label, or the item's
 * HTML, in a Link with the props DefaultNavbarItem passes (its classes among them), an external
 * link with its icon. Which link is active the navbar marks per page (build/react-pages/navbar-items.ts).
 */
export function NavbarNavLink({ activeBasePath: _activeBasePath, activeBaseRegex: _activeBaseRegex, to, href, label, html, isDropdownLink, prependBaseUrlToHref, ...props }: NavbarNavLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const toUrl = to && withBaseUrl(to);
  const normalizedHref = href && withBaseUrl(href, { forcePrependBaseUrl: true });
  const external = label && href && !isInternalUrl(href);
  const content = html
    ? { dangerouslySetInnerHTML: { __html: html } }
    : { children: (<>{label}{external && <IconExternalLink {...(isDropdownLink && { width: 12, height: 12 })} />}</>) };
  if (href) return <Link href={prependBaseUrlToHref ? normalizedHref : href} {...props} {...content} />;
  return <Link to={toUrl} isNavLink {...props} {...content} />;
}
