/** Docusaurus's `themeConfig` (navbar, footer, announcement bar, colour mode, docs sidebar, prism, metadata) as the site config's fields. */
import type { SiteConfigInput } from '../../site/config-types.ts';
import { withoutBaseUrl } from './option-values.ts';
import { prismThemes } from './prism-themes.ts';

type Raw = Record<string, unknown>;
type NavItem = SiteConfigInput['navbar']['items'][number];
type Warn = (message: string) => void;

const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Text of an HTML fragment: tags dropped, the common entities decoded. */
function htmlText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©' };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (entities[e.toLowerCase()] ?? m),
    );
}

/** A Docusaurus `to`/`href` as a route of this site or an external URL; a `pathname://` path is one that Docusaurus's link check skips. */
function target(item: Raw, baseUrl: string): { to?: string; href?: string; unchecked?: true; urlInTo?: true } {
  const href = str(item.href);
  // In `href` or `to` alike (obol's footer: `to: 'pathname:///llms.txt'`), as Docusaurus's Link takes either.
  const pathname = href ?? str(item.to);
  // Kept as written after the scheme: Docusaurus's Link adds the base URL only to a path starting with `/`, so `pathname://changes.html` stays relative.
  if (pathname?.startsWith('pathname://')) return { to: pathname.slice('pathname://'.length), unchecked: true };
  if (href) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return { href };
    return { to: href.startsWith('/') ? withoutBaseUrl(href, baseUrl) : `/${href}` };
  }
  const to = str(item.to);
  // A URL in `to` is an external link, as Docusaurus's Link has it (alova's footer: `to: 'https://x.com/alovajs'`), drawn without the
  // external-link icon: theme-classic's NavbarNavLink and FooterLinkItem draw it for an `href` only (`href && !isInternalUrl(href)`).
  if (to !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(to)) return { href: to, urlInTo: true };
  return to === undefined ? {} : { to: to.startsWith('/') ? withoutBaseUrl(to, baseUrl) : `/${to}` };
}

/** A `to` item's activeBaseRegex, else its activeBasePath as a route (useBaseUrl's: a relative path is under the base URL too); empty ones are none, as NavbarNavLink tests them. */
function activeBase(raw: Raw, baseUrl: string): { activeBaseRegex: string } | { activeBasePath: string } | undefined {
  const regex = str(raw.activeBaseRegex);
  if (regex) return { activeBaseRegex: regex };
  const base = str(raw.activeBasePath);
  return base ? { activeBasePath: base.startsWith('/') ? withoutBaseUrl(base, baseUrl) : `/${base}` } : undefined;
}

const isGitHub = (href?: string) => Boolean(href && /^https:\/\/github\.com\//.test(href));

function navLink(raw: Raw, baseUrl: string, warn: Warn): Omit<NavItem, 'position' | 'items'> | undefined {
  const item = docsItem(raw, baseUrl, warn);
  const docsPluginId = str(raw.docsPluginId);
  return item && docsPluginId && (item.docId !== undefined || item.sidebarId !== undefined || item.mainDoc || item.versionDropdown) ? { ...item, docsPluginId } : item;
}

function docsItem(raw: Raw, baseUrl: string, warn: Warn): Omit<NavItem, 'position' | 'items'> | undefined {
  const type = str(raw.type) ?? 'default';
  const ariaLabel = str(raw['aria-label']);
  const label = str(raw.label) ?? (raw.html === undefined ? undefined : htmlText(String(raw.html)));
  switch (type) {
    case 'default':
    case 'link': {
      const { to, href, unchecked, urlInTo } = target(raw, baseUrl);
      if (typeof raw.html === 'string' && !to && !href) return { label: label || 'html', html: raw.html };
      if (!to && !href) return undefined;
      // Without a label, Docusaurus's NavbarNavLink shows nothing but what the site's CSS draws from the item's className (mobx-dart's `discord-link`); without either, this build shows an icon (GitHub) or the address.
      const className = str(raw.className);
      const icon = !label && !className && isGitHub(href) ? ('github' as const) : undefined;
      return {
        label: label || (className ? '' : ariaLabel || (icon ? 'GitHub' : (href ?? to)!)),
        to,
        href,
        unchecked,
        ariaLabel: ariaLabel ?? (icon ? 'GitHub repository' : undefined),
        icon,
        ...(className && { className }),
        ...(str(raw.target) && { target: str(raw.target) }),
        ...(to && !unchecked && str(raw.href) !== undefined && { plainHref: true }),
        // NavbarNavLink reads them for a `to` item only (an `href` is a plain Link): battlesnake's activeBasePath '/dev/null' keeps its links unmarked.
        ...(to && !unchecked && str(raw.href) === undefined && activeBase(raw, baseUrl)),
        ...(urlInTo && { urlInTo }),
      };
    }
    case 'doc':
      return { label: label ?? '', docId: str(raw.docId) };
    case 'docSidebar':
      return { label: label ?? str(raw.sidebarId) ?? 'Docs', sidebarId: str(raw.sidebarId) };
    case 'docsVersion':
      return str(raw.to) ? { label: label ?? 'Docs', to: target(raw, baseUrl).to } : { label: label ?? 'Docs', mainDoc: true };
    case 'html':
      return { label: 'html', html: String(raw.value ?? '') };
    case 'docsVersionDropdown':
      return { label: label ?? '', versionDropdown: true, ...dropdownExtras(raw, baseUrl, warn) };
    case 'search':
      // Search is built in.
      return undefined;
    case 'localeDropdown':
      return { label: label ?? '', localeDropdown: true, ...dropdownExtras(raw, baseUrl, warn) };
    default:
      warn(`navbar item of type "${type}" is not supported and is left out of the navbar.`);
      return undefined;
  }
}

/** A version or locale dropdown's `dropdownItemsBefore` and `dropdownItemsAfter`: links or HTML, listed around the versions or locales. */
function dropdownExtras(raw: Raw, baseUrl: string, warn: Warn): Pick<NavItem, 'itemsBefore' | 'itemsAfter'> {
  const entries = (key: string) => list(raw[key]).flatMap((v) => navLink(obj(v), baseUrl, warn) ?? []);
  const before = entries('dropdownItemsBefore');
  const after = entries('dropdownItemsAfter');
  return { ...(before.length && { itemsBefore: before }), ...(after.length && { itemsAfter: after }) };
}

export function navbarItems(items: unknown[], baseUrl: string, warn: Warn): NavItem[] {
  return items.flatMap((value, from): NavItem[] => {
    const raw = obj(value);
    const position = str(raw.position) === 'right' ? 'right' : 'left';
    if (raw.type === 'dropdown' || (raw.items && !raw.type)) {
      const entries = list(raw.items).flatMap((v) => navLink(obj(v), baseUrl, warn) ?? []);
      if (!entries.length) return [];
      return [{ label: str(raw.label) ?? entries[0].label, position, items: entries, ...target(raw, baseUrl), from }];
    }
    // Drawn by the component the site's NavbarItem/ComponentTypes registers for it, or left out with a warning (build/react-pages/navbar-items.ts).
    if (typeof raw.type === 'string' && raw.type.startsWith('custom-')) return [{ label: str(raw.label) ?? '', position, from, custom: raw.type }];
    const link = navLink(raw, baseUrl, warn);
    return link ? [{ ...link, position, from }] : [];
  });
}

export function footer(raw: Raw, baseUrl: string, warn: Warn): SiteConfigInput['footer'] {
  const links = list(raw.links);
  const asLink = (value: unknown) => {
    const item = obj(value);
    if (typeof item.html === 'string') return { label: htmlText(item.html).trim() || 'html', html: item.html };
    const { to, href, unchecked, urlInTo } = target(item, baseUrl);
    return { label: str(item.label) ?? href ?? to ?? '', to, href, unchecked, ...(urlInTo && { urlInTo }), ...(str(item.target) && { target: str(item.target) }) };
  };
  const columned = links.some((l) => Array.isArray(obj(l).items));
  const columns = columned
    ? links.map((c) => ({ title: str(obj(c).title) ?? '', items: list(obj(c).items).map(asLink) }))
    : links.length
      ? [{ title: '', items: links.map(asLink) }]
      : [];
  const logo = footerLogo(obj(raw.logo), baseUrl);
  return { style: raw.style === 'dark' ? 'dark' : 'light', columns, copyright: str(raw.copyright) ?? '', ...(logo && { logo }) };
}

/** The footer's logo as theme-classic's FooterLogo reads it: its image (srcDark in dark mode), a link when it has an href. */
function footerLogo(raw: Raw, baseUrl: string): SiteConfigInput['footer']['logo'] {
  const src = str(raw.src);
  if (!src) return undefined;
  const size = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : undefined);
  return {
    alt: str(raw.alt) ?? '',
    src: withoutBaseUrl(src, baseUrl),
    srcDark: withoutBaseUrl(str(raw.srcDark) ?? src, baseUrl),
    ...target(raw, baseUrl),
    ...(str(raw.target) && { target: str(raw.target) }),
    ...(size(raw.width) !== undefined && { width: size(raw.width) }),
    ...(size(raw.height) !== undefined && { height: size(raw.height) }),
    ...(str(raw.className) && { className: str(raw.className) }),
  };
}

/** Docusaurus's announcement `content` is HTML, shown as it is (bold text, entities, links), as Docusaurus shows it. */
export function announcementBar(raw: Raw): SiteConfigInput['announcementBar'] {
  const content = str(raw.content);
  if (!content) return undefined;
  return {
    id: str(raw.id) ?? 'announcement-bar',
    message: [{ html: content }],
    backgroundColor: str(raw.backgroundColor) ?? '#fff',
    textColor: str(raw.textColor) ?? '#000',
    isCloseable: raw.isCloseable !== false,
  };
}

export function colorMode(raw: Raw): SiteConfigInput['colorMode'] {
  return { defaultMode: raw.defaultMode === 'dark' ? 'dark' : 'light', disableSwitch: raw.disableSwitch === true, respectPrefersColorScheme: raw.respectPrefersColorScheme === true };
}

const LEGACY_SIDEBAR_KEYS = { hideableSidebar: 'hideable', autoCollapseSidebarCategories: 'autoCollapseCategories' };

/**
 * `themeConfig.docs`: the sidebar's `hideable` and `autoCollapseCategories`; the docs version is
 * always remembered (its `versionPersistence: 'localStorage'`). Docusaurus 2's alphas and betas
 * read them as `themeConfig.hideableSidebar` and `autoCollapseSidebarCategories`, which 2.0 moved
 * here; a site of those days (standardnotes) still sets them there. `legacyRefused`: the site's
 * Docusaurus is one that stops on those keys (2.1 and later; a 2.0 may be an alpha).
 */
export function docsSidebar(theme: Raw, warn: Warn, legacyRefused: boolean): SiteConfigInput['docsSidebar'] {
  const raw = obj(theme.docs);
  if (raw.versionPersistence === 'none') warn(`themeConfig.docs.versionPersistence "none" is not supported: the docs version a reader saw last is remembered in localStorage.`);
  for (const [key, moved] of Object.entries(LEGACY_SIDEBAR_KEYS)) {
    if (legacyRefused && theme[key] !== undefined) warn(`themeConfig.${key} is read as themeConfig.docs.sidebar.${moved}, as Docusaurus 2's alphas and betas read it; the site's Docusaurus stops on it ("has been moved to themeConfig.docs.sidebar.${moved}"): move it there.`);
  }
  const sidebar = obj(raw.sidebar);
  return {
    hideable: (sidebar.hideable ?? theme.hideableSidebar) === true,
    autoCollapseCategories: (sidebar.autoCollapseCategories ?? theme.autoCollapseSidebarCategories) === true,
  };
}

/** theme-classic's Logo: its images, and the link of logo and title to `useBaseUrl(logo.href || '/')`, in the logo's `target`. */
export function navbarLogo(raw: Raw, title: string, baseUrl: string): SiteConfigInput['navbar']['logo'] {
  const src = str(raw.src);
  const srcDark = str(raw.srcDark) ?? src;
  // As the navbar's links read an href: a path without `/` is under the base URL (useBaseUrl), `pathname://` a path of the host.
  const link = str(raw.href) === undefined ? {} : target({ href: raw.href }, baseUrl);
  const href = link.to ?? link.href;
  const linkTarget = str(raw.target);
  return src ? { alt: str(raw.alt) ?? title, src: withoutBaseUrl(src, baseUrl), srcDark: withoutBaseUrl(srcDark!, baseUrl), ...(href && { href }), ...(linkTarget && { target: linkTarget }) } : undefined;
}

export function prism(raw: Raw, warn: Warn): SiteConfigInput['prism'] {
  const magicComments = Array.isArray(raw.magicComments)
    ? raw.magicComments.map((c) => {
        const m = obj(c);
        const block = obj(m.block);
        const className = str(m.className) ?? '';
        // Docusaurus's highlighted-line class is this theme's.
        return { className: className === 'theme-code-block-highlighted-line' ? 'code-line--highlighted theme-code-block-highlighted-line' : className, line: str(m.line), block: str(block.start) && str(block.end) ? { start: String(block.start), end: String(block.end) } : undefined };
      })
    : undefined;
  return { magicComments, ...prismThemes(raw, warn) };
}

export function metadata(raw: unknown): Record<string, string>[] {
  return list(raw).map((m) => Object.fromEntries(Object.entries(obj(m)).filter((e): e is [string, string] => typeof e[1] === 'string')));
}

/** `themeConfig.tableOfContents`, each level Docusaurus's default (2 and 3) where it is not given (theme-classic's validateThemeConfig). */
export function tableOfContents(raw: Raw): { minHeadingLevel: number; maxHeadingLevel: number } {
  const level = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return { minHeadingLevel: level(raw.minHeadingLevel, 2), maxHeadingLevel: level(raw.maxHeadingLevel, 3) };
}
