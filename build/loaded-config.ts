/**
 * What loading a site's config gives the build (config.ts loads it): the site config, its docs
 * instances and versions with their sidebars, and what a Docusaurus site's config adds.
 */
import type { SidebarsConfig, SiteConfig } from '../site/config-types.ts';
import type { SiteConfigData } from '../site/docusaurus/context.ts';
import type { BlogPlugin } from './config-validate.ts';
import type { LiveCodeSettings } from './docusaurus/config-plugins.ts';
import type { LocalPlugins } from './docusaurus/local-plugins.ts';
import type { Preprocessor } from './docusaurus/markdown-preprocessor.ts';
import type { FrontMatterParser } from './docusaurus/parse-front-matter.ts';
import type { UnrunPluginRoutes } from './docusaurus/plugin-routes.ts';
import type { MarkdownPlugins } from './docusaurus/remark-plugins.ts';
import type { SidebarItemsGenerator } from './docusaurus/sidebar-items-generator.ts';
import type { DocsVersion } from './docusaurus/versions.ts';
import type { Diagnostic } from './diagnostics.ts';

export interface LoadedConfig {
  config: SiteConfig;
  configFile: string; // The config file's path for messages.
  configSource: string; // Its text, to point messages at lines.
  siteDir: string; // Where the config's paths (`docs.path`, `staticDirectories`...) and "Edit this page" paths start.
  /** What the config asks for that the build does not support. */
  warnings: Diagnostic[];
  /** Whether the site is configured by `docusaurus.config.*` (it brings its own static files). */
  docusaurus: boolean;
  /**
   * The major version of `@docusaurus/core` a Docusaurus site asks for
   * (docusaurus/docusaurus-major.ts), read from its package.json once, with its config.
   */
  docusaurusMajor?: number;
  /**
   * Whether its Docusaurus's link check passes a link its output's files answer: before 3.1
   * (link-targets.ts).
   */
  linkCheckReadsFiles?: boolean;
  /**
   * The sitemaps a Docusaurus site's own build writes at the output root
   * (docusaurus/sitemap-files.ts), which Docusaurus 2's link check finds.
   */
  docusaurusSitemaps?: string[];
  /**
   * Whether the config was written for this content: a Docusaurus site's own, or site/config.ts for
   * content/ (not for a folder given with --content).
   */
  ownsContent: boolean;
  /** The site config as a site's React pages read it (`useDocusaurusContext().siteConfig`). */
  siteConfigData: SiteConfigData;
  /**
   * The docs versions to build, instance by instance, each in Docusaurus's order (`current` first);
   * none of an instance that is off.
   */
  versions: LoadedVersion[];
  /** The docs plugin instances that are on, the one of `config.docs` first: each one's options. */
  docsPlugins: DocsPlugin[];
  /** The id of the instance whose options are `config.docs`: a Docusaurus preset's docs' own `id`, else "default". */
  docsId: string;
  /** The blog plugin instances that are on, the one of `config.blog` first: each one's options. */
  blogPlugins: BlogPlugin[];
  /** The options of each `@docusaurus/plugin-client-redirects` entry of a Docusaurus site. */
  redirects: Record<string, unknown>[];
  /** The plugins of a Docusaurus site that are not run and the route base each declares. */
  unrunRoutes: UnrunPluginRoutes[];
  /** The remark plugins of a Docusaurus site's content instances, to run on their documents. */
  markdownPlugins?: MarkdownPlugins;
  /** Each docs instance's own `sidebarItemsGenerator`, by instance id. */
  sidebarGenerators?: Record<string, SidebarItemsGenerator>;
  /**
   * A Docusaurus site's `markdown.preprocessor` (`run`), and its config, which render threads
   * import to run it on partials.
   */
  markdownPreprocessor?: { configPath: string; run: Preprocessor };
  /** A Docusaurus site's `markdown.parseFrontMatter`, run on each doc, post and page as it is read. */
  markdownFrontMatter?: FrontMatterParser;
  /** What a Docusaurus site's own plugins add: pages and global data. */
  localPlugins?: LocalPlugins;
  webpackAliases?: Record<string, string>; // A Docusaurus site's webpack aliases (docusaurus/webpack-aliases.ts).
  /**
   * Where a Docusaurus site's `@theme/` imports that this build does not provide are found: its
   * theme packages' components.
   */
  themeDirs?: string[];
  liveCode?: LiveCodeSettings; // Whether ```jsx live blocks are playgrounds (docusaurus/config-plugins.ts).
}

/**
 * One docs plugin instance's options (Docusaurus's `@docusaurus/plugin-content-docs` entries; this
 * project's own config has the default one only).
 */
export type DocsPlugin = SiteConfig['docs'] & { id: string };

/** A docs version with its sidebars read. */
export interface LoadedVersion extends DocsVersion {
  sidebars: SidebarsConfig;
  /** The sidebars file for messages, or what stands in for one (`generated sidebars`). */
  sidebarsFile: string;
  sidebarsSource: string;
}

/**
 * What a config gives before its sidebars are read: the docs versions each with the sidebars files
 * to try in order (`false`: it has none).
 */
export type ConfigSource = Omit<LoadedConfig, 'versions' | 'docusaurus' | 'ownsContent'> & {
  versions: (DocsVersion & { sidebarCandidates: string[] | false })[];
  generatedSidebarId: string;
};
