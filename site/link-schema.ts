/**
 * The links a site config gives (footer links, navbar items and their dropdown entries), as
 * site/config-schema.ts validates them: a `to` is a route of this site, a URL runs no code.
 */
import * as z from 'zod';
import './content-options-schema.ts'; // First: it turns zod's compiled fast path off before the schemas below are made.
import { noOpScriptUrl, scriptUrl, scriptUrlMessage } from '../shared/script-url.ts';

const ROUTE_MESSAGE = 'must be a route of this site starting with "/"';
/** A link that runs code is no link the site publishes (a `javascript:void(0)` runs nothing, and stays, as in Docusaurus). */
const noScriptUrl = (l: { to?: string; href?: string }, ctx: z.RefinementCtx) => {
  for (const key of ['href', 'to'] as const) {
    const url = l[key];
    const scheme = url === undefined || noOpScriptUrl(url) ? undefined : scriptUrl(url);
    if (scheme) ctx.addIssue({ code: 'custom', message: scriptUrlMessage(url!, scheme), path: [key] });
  }
};
/** A link's `to` is a route of this site (`/docs/intro`); a `pathname://` path (`unchecked`) may be relative, as Docusaurus's Link writes it. */
const toIsRoute: [(l: { to?: string; unchecked?: boolean }) => boolean, { message: string; path: string[] }] = [(l) => !l.to || Boolean(l.unchecked) || l.to.startsWith('/'), { message: ROUTE_MESSAGE, path: ['to'] }];
export const link = z
  .object({
    label: z.string().min(1),
    to: z.string().min(1).optional(),
    href: z.url().optional(),
    html: z.string().optional(),
    /** Not checked for a page: a path of this domain outside the site's pages (Docusaurus's `pathname://`), which Docusaurus's broken-link check never reads. */
    unchecked: z.boolean().optional(),
    target: z.string().optional(), // the item's own, which Docusaurus's footer passes to its Link (`_blank`: a new tab, and no link check)
    /** An external URL given as `to`, not `href`: Docusaurus's FooterLinkItem draws no external-link icon for it. */
    urlInTo: z.boolean().optional(),
  })
  .refine((l) => [l.to, l.href, l.html].filter(Boolean).length === 1, 'give exactly one of `to` (a route), `href` (a URL) or `html`')
  .refine(...toIsRoute)
  .superRefine(noScriptUrl);

const navLink = {
  /** May be empty for an item that opens a doc: the doc's title is shown. */
  label: z.string(),
  /** A route of this site (`unchecked`: a path as written, which may be relative). */
  to: z.string().min(1).optional(),
  /** An external URL. */
  href: z.url().optional(),
  /** Not checked for a page: a path of this domain outside the site's pages (Docusaurus's `pathname://`), which Docusaurus's broken-link check never reads. */
  unchecked: z.boolean().optional(),
  /** Opens the first doc of this sidebar. */
  sidebarId: z.string().optional(),
  /** Opens this doc (its id). */
  docId: z.string().optional(),
  /** Raw HTML shown instead of a link. */
  html: z.string().optional(),
  /** Opens the docs' main doc, in the page's own version (Docusaurus's `docsVersion` item). */
  mainDoc: z.boolean().optional(),
  /** The docs plugin instance whose sidebar, doc, main doc or versions the item opens (Docusaurus's `docsPluginId`); "default" when unset. */
  docsPluginId: z.string().optional(),
  ariaLabel: z.string().optional(),
  /** Classes of the link (Docusaurus's `className`): a link without a label is an icon the site's CSS draws from them (`header-github-link`, `discord-link`). */
  className: z.string().optional(),
  icon: z.literal('github').optional(),
  target: z.string().optional(), // the item's own, which Docusaurus passes to its Link: `_self` keeps an external or `pathname://` link in the tab
  /** A page of this site given as `href` rather than `to`: Docusaurus's NavbarNavLink makes it a plain Link, which no route marks active. */
  plainHref: z.boolean().optional(),
  /** An external URL given as `to`, not `href`: Docusaurus's NavbarNavLink draws no external-link icon for it. */
  urlInTo: z.boolean().optional(),
  /** What marks a `to` item active instead of its route (Docusaurus's `activeBasePath`, a route here, and `activeBaseRegex`, the regex takes precedence). */
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
};

export const navbarItem = z.object({
  ...navLink,
  position: z.enum(['left', 'right']).default('left'),
  /** A dropdown: the item opens its first entry, and shows them all on hover or focus. */
  items: z.array(z.object(navLink).refine(...toIsRoute).superRefine(noScriptUrl)).optional(),
  /** The docs versions as a dropdown (Docusaurus's `docsVersionDropdown`); left out when the docs have one version. */
  versionDropdown: z.boolean().optional(),
  /** The site's locales as a dropdown, each leading to the same page in that locale (Docusaurus's `localeDropdown`), drawn with one locale too, as Docusaurus draws it. */
  localeDropdown: z.boolean().optional(),
  /** A version or locale dropdown's own entries, listed before and after the versions or locales (Docusaurus's `dropdownItemsBefore` and `dropdownItemsAfter`: "All versions", "Help us translate"). */
  itemsBefore: z.array(z.object(navLink).refine(...toIsRoute).superRefine(noScriptUrl)).optional(),
  itemsAfter: z.array(z.object(navLink).refine(...toIsRoute).superRefine(noScriptUrl)).optional(),
  /** The Docusaurus item's index in `themeConfig.navbar.items`, whose props a site's own NavbarNavLink or `custom-*` component is drawn with (`custom`: that type), build/react-pages/navbar-items.ts. */
  from: z.number().int().optional(),
  custom: z.string().optional(),
})
  .refine(...toIsRoute)
  .superRefine(noScriptUrl);
