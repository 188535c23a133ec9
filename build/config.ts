/** Loads the site config and sidebars and checks them, so mistakes stop the build with a clear message. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Message } from 'esbuild';
import { z } from 'zod';
import type { SidebarsConfig, SiteConfig } from '../site/config-types.ts';
import { bundleToCache } from './node-bundle.mjs';
import { BuildError, lineAt, type Diagnostic } from './diagnostics.ts';

const link = z
  .object({ label: z.string().min(1), to: z.string().startsWith('/').optional(), href: z.url().optional() })
  .refine((l) => Boolean(l.to) !== Boolean(l.href), 'give exactly one of `to` (a route) or `href` (a URL)');

const schema = z.object({
  title: z.string().min(1),
  tagline: z.string().min(1),
  url: z.url(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"'),
  favicon: z.string().min(1),
  socialCard: z.string().min(1),
  repository: z.url(),
  i18n: z.object({ defaultLocale: z.string(), locales: z.array(z.string()).min(1) }),
  navbar: z.object({
    title: z.string(),
    logo: z.object({ alt: z.string().min(1), src: z.string(), srcDark: z.string() }),
    hideOnScroll: z.boolean(),
    items: z.array(
      z.object({
        label: z.string().min(1),
        position: z.enum(['left', 'right']),
        sidebarId: z.string().optional(),
        to: z.string().startsWith('/').optional(),
        href: z.url().optional(),
        ariaLabel: z.string().optional(),
        icon: z.literal('github').optional(),
      }),
    ),
  }),
  footer: z.object({
    style: z.enum(['dark', 'light']),
    columns: z.array(z.object({ title: z.string(), items: z.array(link) })),
    copyright: z.string(),
  }),
  announcementBar: z.object({
    id: z.string().min(1),
    message: z.array(z.union([z.string(), z.object({ label: z.string(), href: z.url() })])).min(1),
    backgroundColor: z.string(),
    textColor: z.string(),
    isCloseable: z.boolean(),
  }),
  colorMode: z.object({
    defaultMode: z.enum(['light', 'dark']),
    disableSwitch: z.boolean(),
    respectPrefersColorScheme: z.boolean(),
  }),
  docs: z.object({
    enabled: z.boolean().optional(),
    routeBasePath: z.string().regex(/^[a-z0-9-]+$/, 'must be a single path segment such as "docs"'),
    editUrl: z.url().optional(),
    showLastUpdate: z.boolean(),
    mainDoc: z.string(),
    version: z.object({ name: z.string(), label: z.string() }),
  }),
  blog: z.object({
    title: z.string(),
    description: z.string(),
    postsPerPage: z.number().int().positive(),
    sidebarTitle: z.string(),
    sidebarCount: z.number().int().nonnegative(),
  }),
  home: z.object({ title: z.string(), description: z.string() }),
});

/** The only locale this generator renders; others need translations it does not have. */
const SUPPORTED_LOCALE = 'en';

/**
 * Checks a config value. `file` and `source` (the config file's text) let errors point at a line.
 */
export function validateConfig(value: unknown, file: string, source = ''): SiteConfig {
  const problems: Diagnostic[] = [];
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      problems.push({ severity: 'error', file, line: lineOfKey(source, issue.path), message: `config \`${key}\`: ${issue.message}` });
    }
    throw new BuildError(problems);
  }
  const config = result.data as SiteConfig;
  const { defaultLocale, locales } = config.i18n;
  for (const locale of new Set([defaultLocale, ...locales])) {
    if (locale !== SUPPORTED_LOCALE) {
      problems.push({
        severity: 'error',
        file,
        line: lineOfKey(source, ['i18n']),
        message: `config \`i18n\`: unknown locale "${locale}"; this site has one locale, "${SUPPORTED_LOCALE}". Remove "${locale}" from i18n.`,
      });
    }
  }
  if (problems.length) throw new BuildError(problems);
  return config;
}

/** Checks that every sidebar named by the navbar exists. Doc ids are checked once the docs are read. */
export function validateSidebars(config: SiteConfig, sidebars: SidebarsConfig, file: string): void {
  const problems: Diagnostic[] = [];
  for (const item of config.navbar.items) {
    if (item.sidebarId && !sidebars[item.sidebarId]) {
      problems.push({
        severity: 'error',
        file,
        line: undefined,
        message: `navbar item "${item.label}" opens sidebar "${item.sidebarId}", which ${path.basename(file)} does not define. Known sidebars: ${Object.keys(sidebars).join(', ')}.`,
      });
    }
  }
  if (problems.length) throw new BuildError(problems);
}

function lineOfKey(source: string, keyPath: PropertyKey[]): number | undefined {
  const last = [...keyPath].reverse().find((k) => typeof k === 'string');
  if (!source || typeof last !== 'string') return undefined;
  const at = source.search(new RegExp(`\\b${last}\\s*:`));
  return at < 0 ? undefined : lineAt(source, at);
}

export interface LoadedConfig {
  config: SiteConfig;
  /** The config file's path for messages. */
  configFile: string;
  sidebars: SidebarsConfig;
  sidebarsFile: string;
  sidebarsSource: string;
}

/**
 * Imports a config module through an esbuild bundle: it loads the same under tsx or plain Node,
 * afresh whenever it changed (so a dev rebuild sees edits), and a syntax error becomes a
 * diagnostic at its file and line.
 */
async function importFresh(file: string, root: string): Promise<{ default: unknown }> {
  let bundle: string;
  try {
    bundle = await bundleToCache(file, path.basename(file, '.ts'));
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (!messages.length) throw error;
    throw new BuildError(
      messages.map((m) => ({
        severity: 'error',
        file: relative(root, m.location ? path.resolve(m.location.file) : file),
        line: m.location?.line,
        message: `${m.text}. Fix this TypeScript so that the module compiles.`,
      })),
    );
  }
  return import(pathToFileURL(bundle).href);
}

/** This generator has one docs plugin; errors about docs features name it as Docusaurus does. */
export const DOCS_PLUGIN_ID = 'default';

export function docsDisabledMessage(configFile: string, use: string): string {
  return `the docs plugin "${DOCS_PLUGIN_ID}" is disabled (docs.enabled: false in ${configFile}), but ${use}. Remove it or enable the docs plugin.`;
}

/** With the docs plugin off, navbar items that open a sidebar and sidebars files are errors. */
function checkDocsDisabled(config: SiteConfig, configFile: string, configSource: string, sidebarsFile: string | undefined): void {
  const problems: Diagnostic[] = config.navbar.items
    .filter((item) => item.sidebarId)
    .map((item) => {
      const at = configSource.indexOf(`sidebarId: '${item.sidebarId}'`);
      return { severity: 'error', file: configFile, line: at < 0 ? undefined : lineAt(configSource, at), message: docsDisabledMessage(configFile, `navbar item "${item.label}" opens its sidebar "${item.sidebarId}"`) };
    });
  if (sidebarsFile) problems.push({ severity: 'error', file: sidebarsFile, line: undefined, message: docsDisabledMessage(configFile, 'this file defines sidebars, a docs feature') });
  if (problems.length) throw new BuildError(problems);
}

/** Sidebars for a content folder that configures none: one sidebar generated from the docs folder. */
const GENERATED_SIDEBARS: SidebarsConfig = { docsSidebar: [{ type: 'autogenerated', dirName: '' }] };

function relative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * Imports `config.ts` from the site folder and the sidebars: the content folder's own
 * `sidebars.ts` if it has one, the site's `sidebars.ts` for the site's own content, or one
 * generated sidebar. Navbar items that open a sidebar a generated setup lacks are dropped.
 */
export async function loadSiteConfig(siteDir: string, root: string, contentDir: string, ownContent: boolean): Promise<LoadedConfig> {
  const configPath = path.join(siteDir, 'config.ts');
  const configFile = relative(root, configPath);
  const configSource = readFileSync(configPath, 'utf8');
  let config = validateConfig((await importFresh(configPath, root)).default, configFile, configSource);
  const candidates = [path.join(contentDir, 'sidebars.ts'), ...(ownContent ? [path.join(siteDir, 'sidebars.ts')] : [])];
  const sidebarsPath = candidates.find((file) => existsSync(file));
  if (config.docs.enabled === false) {
    checkDocsDisabled(config, configFile, configSource, sidebarsPath && relative(root, sidebarsPath));
    return { config, configFile, sidebars: {}, sidebarsFile: 'no sidebars', sidebarsSource: '' };
  }
  if (!sidebarsPath) {
    const items = config.navbar.items.filter((item) => !item.sidebarId || GENERATED_SIDEBARS[item.sidebarId]);
    config = { ...config, navbar: { ...config.navbar, items } };
    return { config, configFile, sidebars: GENERATED_SIDEBARS, sidebarsFile: 'generated sidebars', sidebarsSource: '' };
  }
  const sidebarsFile = relative(root, sidebarsPath);
  const sidebars = (await importFresh(sidebarsPath, root)).default as SidebarsConfig;
  validateSidebars(config, sidebars, sidebarsFile);
  return { config, configFile, sidebars, sidebarsFile, sidebarsSource: readFileSync(sidebarsPath, 'utf8') };
}
