/**
 * The defaults Docusaurus's config validation gives a site config (core's configValidation and
 * theme-classic's options, 3.10, MIT), which its pages then read as if the site had written them
 * (`useThemeConfig().colorMode.disableSwitch`, `siteConfig.titleDelimiter`). Only plain data:
 * the Prism theme (an object of prism-react-renderer, which this build does not carry) and the
 * functions are left out.
 */
type Plain = Record<string, unknown>;

const SITE_DEFAULTS: Plain = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  plugins: [],
  themes: [],
  presets: [],
  headTags: [],
  stylesheets: [],
  scripts: [],
  clientModules: [],
  customFields: {},
  titleDelimiter: '|',
  noIndex: false,
  tagline: '',
  baseUrlIssueBanner: true,
  staticDirectories: ['static'],
  storage: { type: 'localStorage', namespace: false },
  markdown: { format: 'mdx', mermaid: false, emoji: true, mdx1Compat: { comments: true, admonitions: true, headingIds: true }, anchors: { maintainCase: false }, hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' } },
};

const THEME_DEFAULTS: Plain = {
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
  blog: { sidebar: { groupByYear: true } },
  metadata: [],
  prism: { additionalLanguages: [], magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }] },
  navbar: { hideOnScroll: false, items: [] },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with each key it lacks taken from `defaults`, objects within merged the same way (as Joi's nested defaults do). */
function withDefaults(value: Plain, defaults: Plain): Plain {
  const out: Plain = { ...value };
  for (const [key, fallback] of Object.entries(defaults)) {
    const own = value[key];
    if (own === undefined) out[key] = fallback;
    else if (isPlain(own) && isPlain(fallback)) out[key] = withDefaults(own, fallback);
  }
  return out;
}

/** A Docusaurus site config (plain data) as its validation leaves it: the defaults of core and of the classic theme filled in. */
export function withDocusaurusDefaults(config: Plain): Plain {
  const site = withDefaults(config, SITE_DEFAULTS);
  return { ...site, themeConfig: withDefaults(isPlain(config.themeConfig) ? config.themeConfig : {}, THEME_DEFAULTS) };
}
