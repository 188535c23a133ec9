/**
 * What the theme components of an MDX page read while it renders: the site (base URL, config),
 * the page's headings, and how a link is resolved. Pages render one at a time in a thread, and
 * React renders synchronously, so the page being rendered is one module-level value, as
 * Docusaurus's hooks read one React context.
 */
import path from 'node:path';
import type { ReactNode } from 'react';
import type { Heading } from '../headings.ts';
import type { MagicComment } from '../magic-comments.ts';
import type { DocRoute, DocsGlobalData } from '../../../site/docusaurus/docs-client.ts';
import type { LocaleConfig } from '../../../site/locale-view.ts';

export interface MdxSite {
  baseUrl: string;
  /** The site config as `useDocusaurusContext().siteConfig` gives it (plain data). */
  siteConfig: Record<string, unknown>;
  /** The locale being built and the site's others, as `useDocusaurusContext().i18n` gives them. */
  i18n?: { currentLocale: string; defaultLocale: string; locales: string[]; localeConfigs?: Record<string, LocaleConfig> };
  /** The locale's messages (its code.json), which `<Translate>` and `translate()` read. */
  messages?: Record<string, string>;
  /** Each docs instance's versions and docs, by plugin id, which `@docusaurus/plugin-content-docs/client` reads. */
  docs?: Record<string, DocsGlobalData>;
  /** Each blog's recent posts, by their name under `.docusaurus/` (`@generated/...`), which MDX code imports as React pages do. */
  generated?: Record<string, unknown>;
  /** What the site's own plugins gave `setGlobalData`, by plugin name and instance id (`usePluginData`). */
  globalData?: Record<string, Record<string, unknown>>;
}

export interface MdxRuntime extends MdxSite {
  /** The page's pathname with the base URL (`useLocation().pathname`). */
  route?: string;
  headings: Heading[];
  /** The document's front matter and `#` title (`useDoc()`'s on a doc's page). */
  frontMatter?: Record<string, unknown>;
  /** The file as a doc's metadata names it (`useDoc().metadata.source`): `@site/docs/intro.md`, `@site/i18n/fr/...` for a translation. */
  source?: string;
  contentTitle?: string;
  /** Its description without one in front matter: Docusaurus's excerpt of its text, computed when read. */
  excerpt?(): string | undefined;
  /** What the doc's route gives (its sidebar, edit URL), on the render after the sidebars (build/doc-route-renders.ts); `readsDocRoute`: the page read it. */
  docRoute?: DocRoute;
  readsDocRoute?: (keyof DocRoute)[];
  magicComments?: MagicComment[];
  /** The line of the element being rendered, for what its components report. */
  line: number;
  /** Reports, at that line, what a component could not draw. */
  warn?(message: string): void;
  /** Reports, at that line, what the page must not publish (an error: the build fails). */
  error?(message: string): void;
  /** A link target as the page publishes it (`.md` paths to routes), recorded for the link checks unless `checked` is false. */
  link(href: string, checked?: boolean): string;
  /** HTML that components emit as it is, by placeholder (see raw-html.ts). */
  raw: string[];
  /** Whether the site's own Tabs render only the selected tab on the server (site-tabs.tsx); undefined: Docusaurus's Tabs. */
  siteTabs?: { plain: boolean; lazy: boolean };
  /** What the page's layout wraps its content in, where it gives a context the content reads (api-item-store.ts); around each element and each BrowserOnly's children, which are drawn apart. */
  providers?: PageProviders;
  /** Where a `<Redirect>` of the page sends the reader (redirect.tsx). */
  redirect?: string;
  /** Where the page's own `Math.random` sequence is (withPageRandom). */
  random?: number;
}

export type PageProviders = (node: ReactNode) => ReactNode;

/** `file` as Docusaurus's aliased source path names it: `@site/` and its path from the site folder. */
export const siteAlias = (siteDir: string | undefined, file: string): string | undefined => (siteDir ? `@site/${path.relative(siteDir, file).split(path.sep).join('/')}` : undefined);

let current: MdxRuntime | undefined;

export function setRuntime(runtime: MdxRuntime | undefined): void {
  current = runtime;
}

/** The messages of the page being rendered, Markdown or MDX (none outside a page). */
export function pageMessages(): Record<string, string> | undefined {
  return current?.messages;
}

/** The site config and generated files of the page being rendered, Markdown or MDX (none outside a page). */
export function pageSiteConfig(): Record<string, unknown> | undefined {
  return current?.siteConfig;
}

export function pageGenerated(): Record<string, unknown> | undefined {
  return current?.generated;
}

export function runtime(): MdxRuntime {
  if (!current) throw new Error('an MDX component rendered outside a page');
  return current;
}

/** A root-relative path under the site's base URL; other URLs as they are. */
export function withBaseUrl(url: string): string {
  const { baseUrl } = runtime();
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith(baseUrl)) return url;
  return baseUrl.replace(/\/$/, '') + url;
}

const RAW = /\uE010(\d+)\uE011/g;

/** Where `html` goes in a component's output: a text placeholder React leaves alone. */
export function rawPlaceholder(html: string): string {
  const { raw } = runtime();
  raw.push(html);
  return `\uE010${raw.length - 1}\uE011`;
}

/** Rendered markup with each placeholder replaced by its HTML. */
export function fillRaw(markup: string): string {
  const { raw } = runtime();
  return markup.replace(RAW, (_, i: string) => raw[Number(i)]);
}

/**
 * Runs a synchronous render with `Math.random` drawn from the page's own sequence, as its render
 * order gives it: ids a component makes with it (the OpenAPI theme's Schema names its tabs so) are
 * the same in every build, whichever thread draws the page. A small PRNG (mulberry32) from a fixed seed.
 */
export function withPageRandom<T>(draw: () => T): T {
  const page = runtime();
  const original = Math.random;
  Math.random = () => {
    let t = (page.random = ((page.random ?? 0x2545f491) + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  try {
    return draw();
  } finally {
    Math.random = original;
  }
}
