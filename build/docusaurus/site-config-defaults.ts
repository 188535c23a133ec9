/**
 * The defaults Docusaurus's config validation gives a site config (core's configValidation and
 * theme-classic's options, 3.10 and 2.4, MIT), which its pages then read as if the site had written
 * them (`useThemeConfig().colorMode.disableSwitch`, `siteConfig.titleDelimiter`). Only plain data:
 * the Prism theme (an object of prism-react-renderer, which this build does not carry), the
 * functions and `future.experimental_vcs` (functions only) are left out.
 */
type Plain = Record<string, unknown>;

/** What Docusaurus 2 and 3 both fill in. */
const COMMON_DEFAULTS: Plain = {
  i18n: { defaultLocale: 'en', path: 'i18n', locales: ['en'], localeConfigs: {} },
  onBrokenLinks: 'throw',
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
};

const DOCUSAURUS_2_DEFAULTS: Plain = { ...COMMON_DEFAULTS, onBrokenMarkdownLinks: 'warn', markdown: { mermaid: false } };

/** Docusaurus 3's; `storage.namespace`, `future.faster` and `markdown.mdx1Compat` follow `future.v4` (withFuture). */
const DOCUSAURUS_3_DEFAULTS: Plain = {
  ...COMMON_DEFAULTS,
  onBrokenAnchors: 'warn',
  storage: { type: 'localStorage' },
  future: { experimental_router: 'browser' },
  markdown: { format: 'mdx', mermaid: false, emoji: true, mdx1Compat: {}, anchors: { maintainCase: false }, hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' } },
};

const V4_FLAGS = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers', 'siteStorageNamespacing', 'fasterByDefault', 'mdx1CompatDisabledByDefault'];
const FASTER_FLAGS = ['swcJsLoader', 'swcJsMinimizer', 'swcHtmlMinimizer', 'lightningCssMinimizer', 'mdxCrossCompilerCache', 'rspackBundler', 'rspackPersistentCache', 'ssgWorkerThreads', 'gitEagerVcs'];
const MDX1_COMPAT_FLAGS = ['comments', 'admonitions', 'headingIds'];

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

/** Each of `flags` as `value` sets it: `true`/`false` for all of them (the shortcut), or the object's own, the rest `fallback`. */
function flags(value: unknown, names: string[], fallback: boolean): Plain {
  const own = isPlain(value) ? value : {};
  return Object.fromEntries(names.map((name) => [name, typeof value === 'boolean' ? value : (own[name] ?? fallback)]));
}

/**
 * What Docusaurus 3's postProcessDocusaurusConfig derives from `future.v4` (all its flags `false`
 * unless set; `v4: true` turns them all on): `future.faster`'s flags, `storage.namespace` and
 * `markdown.mdx1Compat`'s, where the site leaves them unset.
 */
function withFuture(site: Plain): Plain {
  const future = site.future as Plain;
  const v4 = flags(future.v4, V4_FLAGS, false);
  const storage = site.storage as Plain;
  const markdown = site.markdown as Plain;
  return {
    ...site,
    future: { ...future, v4, faster: flags(future.faster, FASTER_FLAGS, v4.fasterByDefault as boolean) },
    storage: { ...storage, namespace: storage.namespace ?? v4.siteStorageNamespacing },
    markdown: { ...markdown, mdx1Compat: flags(markdown.mdx1Compat, MDX1_COMPAT_FLAGS, !v4.mdx1CompatDisabledByDefault) },
  };
}

/** A Docusaurus site config (plain data) as its validation leaves it: the defaults of core (of its major version) and of the classic theme filled in. */
export function withDocusaurusDefaults(config: Plain, major?: number): Plain {
  const site = major === 2 ? withDefaults(config, DOCUSAURUS_2_DEFAULTS) : withFuture(withDefaults(config, DOCUSAURUS_3_DEFAULTS));
  return { ...site, themeConfig: withDefaults(isPlain(config.themeConfig) ? config.themeConfig : {}, THEME_DEFAULTS) };
}
