/**
 * The one site config: what `site/config.ts` and a mapped `docusaurus.config.*` must both give.
 * The types of site/config-types.ts are inferred from it. Paths (`docs.path`, `blog.path`,
 * `pages.path`, `staticDirectories`) are relative to the site folder: the content folder for
 * `site/config.ts`, the folder of `docusaurus.config.*` for a Docusaurus site.
 */
import * as z from 'zod';
// First: it turns zod's compiled fast path off before the schemas below are made.
import { blogOptionsSchema, brokenLinks, docsOptionsSchema } from './content-options-schema.ts';
import { pagesOptionsSchema } from './pages-options-schema.ts';
import { siteCodeSchema } from './site-code-schema.ts';
import { link, navbarItem } from './link-schema.ts';

/**
 * A CSS colour (hex, name, colour function or custom property), maybe `!important` (voltagent's
 * `textColor: "#10B981 !important"`, which Docusaurus's server render writes into the bar's style
 * attribute as it is): it is written into the stylesheet, so nothing else may pass.
 */
const cssColor = z
  .string()
  .regex(/^(#[0-9a-f]{3,8}|[a-z]+|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|var)\((?:[^;{}()]|\((?:[^;{}()])*\))*\))(\s*!important)?$/i, 'must be a CSS colour such as "#ede9fe", "rgb(237 233 254)" or "var(--ifm-color-primary)"');

/** A Prism theme as prism-react-renderer writes one: the block's colours, then each token type's style, for some languages or all. */
const prismThemeSchema = z.object({
  plain: z.record(z.string(), z.unknown()),
  styles: z.array(z.object({ types: z.array(z.string()), style: z.record(z.string(), z.unknown()), languages: z.array(z.string()).optional() })),
});

const localeConfig = z.object({
  /** Its name in the locale dropdown; by default the language's own name for itself ("Français"). */
  label: z.string().optional(),
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** `<html lang>` and `hreflang`: a BCP 47 tag, by default the locale's name. */
  htmlLang: z.string().optional(),
  /** The calendar dates are shown in (`gregory`, `islamic`, ...); by default the locale's own. */
  calendar: z.string().optional(),
  /** Its folder under the translations folder; by default the locale's name. */
  path: z.string().optional(),
  /** Where the locale is served: by default the site's `url`, and `baseUrl` plus `<locale>/` (the site's `baseUrl` for the default locale). */
  url: z.string().optional(),
  baseUrl: z.string().optional(),
});

export const siteConfigSchema = z.object({
  title: z.string().min(1),
  tagline: z.string(),
  /** The site's origin, without a path (as Docusaurus requires): the path it is served under is `baseUrl`. */
  url: z.url().refine((url) => /^[a-z]+:\/\/[^/]+\/?$/i.test(url), 'must be an origin such as "https://example.com", without a path: put the path in `baseUrl`'),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"'),
  /** As in Docusaurus: true adds a slash to every page URL, false removes it, unset keeps each route as written. */
  trailingSlash: z.boolean().optional(),
  favicon: z.string().optional(),
  /** An SVG favicon offered beside `favicon`. */
  faviconSvg: z.string().optional(),
  socialCard: z.string().optional(),
  repository: z.url().optional(),
  i18n: z.object({
    defaultLocale: z.string(),
    /** Every locale is built in one run: the default one at the site root, each other under `/<locale>/` (Docusaurus's layout). */
    locales: z.array(z.string()).min(1),
    /** The folder of the translations (`i18n/<locale>/...`), relative to the site folder. */
    path: z.string().default('i18n'),
    /** Per locale, what Docusaurus's `localeConfigs` says; unset fields are inferred from the locale's name (locales.ts). */
    localeConfigs: z.record(z.string(), localeConfig).default({}),
  }),
  navbar: z.object({
    title: z.string().default(''),
    /** Docusaurus's `navbar.logo`: linked with the title to `href` (a route or a URL; the home page without one), in `target`. */
    logo: z.object({ alt: z.string(), src: z.string().min(1), srcDark: z.string().min(1), href: z.string().optional(), target: z.string().optional() }).optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItem),
  }),
  /** The docs sidebar's chrome (Docusaurus's `themeConfig.docs.sidebar`): `hideable`, a button at its foot that folds it away; `autoCollapseCategories`, opening a category closes its open siblings. */
  docsSidebar: z.object({ hideable: z.boolean().default(false), autoCollapseCategories: z.boolean().default(false) }).default({ hideable: false, autoCollapseCategories: false }),
  footer: z.object({
    style: z.enum(['dark', 'light']),
    columns: z.array(z.object({ title: z.string(), items: z.array(link) })),
    /** HTML, as in Docusaurus. */
    copyright: z.string(),
    /** Docusaurus's `footer.logo`: shown above the copyright, a link when it has `to` (a route) or `href` (a URL). */
    logo: z
      .object({
        alt: z.string(),
        src: z.string().min(1),
        srcDark: z.string().min(1),
        to: z.string().optional(),
        href: z.string().optional(),
        target: z.string().optional(),
        width: z.union([z.string(), z.number()]).optional(),
        height: z.union([z.string(), z.number()]).optional(),
        className: z.string().optional(),
      })
      .optional(),
  }),
  announcementBar: z
    .object({
      id: z.string().min(1),
      /** Text, links, or HTML shown as it is (a Docusaurus site's `content`, which Docusaurus shows as HTML). */
      message: z.array(z.union([z.string(), z.object({ label: z.string(), href: z.string().min(1) }), z.object({ html: z.string().min(1) })])).min(1),
      backgroundColor: cssColor,
      textColor: cssColor,
      isCloseable: z.boolean(),
    })
    .optional(),
  colorMode: z.object({
    defaultMode: z.enum(['light', 'dark']),
    disableSwitch: z.boolean(),
    respectPrefersColorScheme: z.boolean(),
  }),
  /** Extra `<meta>` tags of every page (Docusaurus's `themeConfig.metadata`). */
  metadata: z.array(z.record(z.string(), z.string())).default([]),
  /** The heading levels a page's table of contents lists, unless its front matter says (Docusaurus's `themeConfig.tableOfContents`). */
  tableOfContents: z
    .object({ minHeadingLevel: z.number().int().min(2).max(6), maxHeadingLevel: z.number().int().min(2).max(6) })
    .refine((toc) => toc.minHeadingLevel <= toc.maxHeadingLevel, { message: 'minHeadingLevel must not be above maxHeadingLevel' })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /**
   * Code blocks' magic comments; every highlight.js language is available, so Prism's `additionalLanguages` has nothing to add.
   * `theme` and `darkTheme`: the colours of code in light and dark mode, as a Prism theme of prism-react-renderer (build/prism-theme-css.ts); without, the generator's own.
   */
  prism: z
    .object({
      magicComments: z.array(z.object({ className: z.string(), line: z.string().optional(), block: z.object({ start: z.string(), end: z.string() }).optional() })).optional(),
      theme: prismThemeSchema.optional(),
      darkTheme: prismThemeSchema.optional(),
    })
    .default({}),
  /**
   * Diagrams are on for this project's own site; the Docusaurus loader maps `markdown.mermaid`, off unless a site turns it on.
   * `math`: `$…$` is TeX (a Docusaurus site whose config lists remark-math). `mdx1`: MDX is read as MDX 1 read it (a Docusaurus 2 site).
   * `comments`, `admonitionTitles`, `headingIds`: Docusaurus's `markdown.mdx1Compat` (`<!-- -->` is a comment, not HTML; `:::note Title` has a title; `{#id}` ends an MDX heading). `admonitions`: the `:::` names that are admonitions in each content plugin whose `admonitions` option changes Docusaurus's own (`docs:<id>`, `blog:<id>`, `pages`).
   * `emoji`: `:rocket:` shortcodes in text are emoji (Docusaurus's `markdown.emoji`, its remark-emoji).
   */
  markdown: z
    .object({ mermaid: z.boolean().default(true), format: z.enum(['md', 'mdx', 'detect']).default('detect'), math: z.boolean().default(false), mdx1: z.boolean().default(false), comments: z.boolean().default(true), admonitionTitles: z.boolean().default(true), headingIds: z.boolean().default(true), admonitions: z.record(z.string(), z.array(z.string().min(1))).default({}), emoji: z.boolean().default(true) })
    .default({ mermaid: true, format: 'detect', math: false, mdx1: false, comments: true, admonitionTitles: true, headingIds: true, admonitions: {}, emoji: true }),
  siteCode: siteCodeSchema,
  /** Folders copied as they are to the output root; `/img/x.png` is looked up in them in order. */
  staticDirectories: z.array(z.string()).default([]),
  onBrokenLinks: brokenLinks.default('warn'),
  onBrokenMarkdownLinks: brokenLinks.default('warn'),
  /** A link to a page's missing `#id`; `throw` warns too: this build sees more ids and links than Docusaurus's check collects. */
  onBrokenAnchors: brokenLinks.default('warn'),
  docs: docsOptionsSchema,
  blog: blogOptionsSchema,
  pages: pagesOptionsSchema,
  /** How pages look, and the site's own stylesheets. */
  style: z
    .object({
      /** `site`: this project's own look; `infima`: the look of Docusaurus's classic theme (Infima, and the theme's rules for this generator's markup), which a Docusaurus site gets. */
      look: z.enum(['site', 'infima']).default('site'),
      /** Stylesheets (CSS, or Sass/SCSS) relative to the site folder, linked after the generator's own so that their rules win (Docusaurus's `customCss`). */
      customCss: z.array(z.string().min(1)).default([]),
      /** `<link rel="stylesheet">` tags put before the generator's stylesheet, as Docusaurus puts its config's `stylesheets`: a URL or a root-relative path, with attributes such as `integrity`. */
      stylesheets: z.array(z.object({ href: z.string().min(1), attributes: z.record(z.string(), z.string()).default({}) })).default([]),
    })
    .default({ look: 'site', customCss: [], stylesheets: [] }),
  /** `docusaurus`: the head tags Docusaurus 3's classic theme writes (no twitter:title/description, og:site_name, og:type but a post's; no description a page does not give; search metadata); `docusaurus2`: Docusaurus 2's (no og:locale); `site`: this project's own. */
  head: z.enum(['site', 'docusaurus', 'docusaurus2']).default('site'),
  /** Where the site's Docusaurus differs from 3.10: a page titled as the site is "T | T" (before 3.8); English theme strings (before 3.5: "Newer Entries"). */
  repeatsSiteTitle: z.boolean().optional(),
  themeStrings: z.record(z.string(), z.string()).optional(),
  titleDelimiter: z.string().optional(), // between a page's title and the site's in the document title (Docusaurus's `titleDelimiter`; `|` without)
  /** Before 3.10: a doc card's h2 is one text, `{icon} {title}`, with the label whole and 🗃️ for a category (3.10 puts the icon and title in spans, and takes a label's leading emoji for the icon). */
  inlineCardHeading: z.boolean().optional(),
  home: z.object({
    title: z.string(),
    description: z.string(),
    /** The SpecWeave showcase; otherwise a plain hero with the title, the tagline and a link to the docs. */
    showcase: z.boolean().default(true),
  }),
});

export type SiteConfigSchema = typeof siteConfigSchema;
