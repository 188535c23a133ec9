/**
 * Docusaurus's versioned docs: `versions.json` lists the released versions (newest first), each
 * with its docs in `versioned_docs/version-X/` and its sidebars in
 * `versioned_sidebars/version-X-sidebars.json`; the docs folder is the unreleased `current`
 * version. A docs plugin instance other than the default one has its own:
 * `<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`. Names, labels, routes
 * and banners follow Docusaurus's rules and the docs options `lastVersion`, `onlyIncludeVersions`,
 * `includeCurrentVersion`, `disableVersioning` and `versions`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID } from '../../shared/docs-plugin.ts';
import { BuildError } from '../diagnostics.ts';
import { readJsonFile } from '../sidebars-file.ts';

/** The docs folder itself, as Docusaurus names the unreleased version. */
export const CURRENT_VERSION = 'current';

/** One version of the docs (Docusaurus's versioned docs); a site without versions has one, `current`. */
export interface DocsVersion {
  /** The docs plugin instance it belongs to: its `id`, `default` for the preset's (shared/docs-plugin.ts). */
  pluginId: string;
  /** `current` for the docs folder, otherwise its name in the instance's versions.json. */
  name: string;
  /** What the version dropdown and the banner call it (`Next` for `current`). */
  label: string;
  /** The route base without slashes: `docs` for the last version, `docs/next`, `docs/1.0`; '' at the site root. */
  routeBase: string;
  /** The version's docs folder (absolute). */
  docsDir: string;
  /** Its sidebars file (absolute); `false` for none; undefined for one generated sidebar. */
  sidebarPath: string | false | undefined;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether its pages show a "Version: X" badge. */
  badge: boolean;
  /** The version served at its instance's route base (Docusaurus's `lastVersion`): the navbar, search and llms.txt use it. */
  isLast: boolean;
  noIndex: boolean;
  /**
   * Docusaurus 2 also knew a released version's doc as `version-X/<id>` (its legacy versioned id),
   * and the versioned sidebars it wrote name docs so: the prefix such a sidebar id may carry.
   */
  legacyIdPrefix?: string;
  /** Its translations in the locale being built (`i18n/fr/docusaurus-plugin-content-docs/current/`): each file there replaces the docs folder's file of the same path. */
  localizedDir?: string;
}

type Raw = Record<string, unknown>;

const obj = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const joinRoute = (...parts: string[]) => parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');

/** The released versions of versions.json, newest first; an error names the file when it is not a list of names. */
function releasedVersions(file: string, display: string): string[] {
  if (!existsSync(file)) return [];
  const { value } = readJsonFile(file, display);
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !/^[^/\\]+$/.test(v) || v === '.' || v === '..')) {
    throw new BuildError([{ severity: 'error', file: display, line: 1, message: `${path.basename(file)} must be a list of version names without slashes, newest first, such as ["2.0", "1.0"].` }]);
  }
  return value as string[];
}

/** Where Docusaurus keeps a docs plugin instance's versions: `versions.json` and `versioned_*` for the default one, `<id>_...` for another. */
function versionedPaths(siteDir: string, pluginId: string): { versionsFile: string; docsDir: (name: string) => string; sidebarsFile: (name: string) => string } {
  const prefix = pluginId === DEFAULT_DOCS_PLUGIN_ID ? '' : `${pluginId}_`;
  return {
    versionsFile: path.join(siteDir, `${prefix}versions.json`),
    docsDir: (name) => path.join(siteDir, `${prefix}versioned_docs`, `version-${name}`),
    sidebarsFile: (name) => path.join(siteDir, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`),
  };
}

/**
 * Every version of one docs plugin instance to build, in Docusaurus's order (`current` first, then
 * versions.json's). Without versions.json, one: `current`, at the instance's route base. `display`
 * turns an absolute path into the form messages use; errors in the docs options name `configFile`.
 * `docusaurusMajor` is the site's (map-config.ts): Docusaurus 2 knew released docs by legacy ids too.
 */
export function docsVersions(pluginId: string, docsOptions: Raw, siteDir: string, docsDir: string, docsRoute: string, sidebarPath: string | false | undefined, configFile: string, display: (file: string) => string, docusaurusMajor: number | undefined): DocsVersion[] {
  const paths = versionedPaths(siteDir, pluginId);
  const { versionsFile } = paths;
  const optionName = pluginId === DEFAULT_DOCS_PLUGIN_ID ? 'docs option' : `docs plugin "${pluginId}" option`;
  const problem = (file: string, message: string) => new BuildError([{ severity: 'error', file, line: undefined, message }]);
  // disableVersioning builds the docs folder alone, at the route base, as Docusaurus's readVersionNames has it.
  if (docsOptions.disableVersioning === true && !existsSync(versionsFile)) throw problem(configFile, `${optionName} disableVersioning is true, but the site has no ${path.basename(versionsFile)}: there are no versions to disable. Remove the option.`);
  const released = docsOptions.disableVersioning === true ? [] : releasedVersions(versionsFile, display(versionsFile));
  const includeCurrent = docsOptions.includeCurrentVersion !== false;
  if (!includeCurrent && !released.length) throw problem(display(versionsFile), `includeCurrentVersion is false but ${path.basename(versionsFile)} lists no version, so there are no docs to build. List a version or include the current one.`);
  // versions.json may list `current` itself, where it wants it in the order (Matrix-Wiki's ["current", "3.1", ...]): it is added first only when it is not there, as Docusaurus's readVersionNames does.
  const names = includeCurrent && !released.includes(CURRENT_VERSION) ? [CURRENT_VERSION, ...released] : released;
  const only = Array.isArray(docsOptions.onlyIncludeVersions) ? docsOptions.onlyIncludeVersions.map(String) : undefined;
  for (const name of only ?? []) if (!names.includes(name)) throw problem(configFile, `${optionName} onlyIncludeVersions names "${name}", which is not a version of this site (${names.join(', ')}). Remove it.`);
  const built = only ? names.filter((n) => only.includes(n)) : names;
  const lastName = str(docsOptions.lastVersion) ?? built.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  if (!names.includes(lastName)) throw problem(configFile, `${optionName} lastVersion "${lastName}" is not a version of this site (${names.join(', ')}). Name one of them.`);
  if (only && !only.includes(lastName)) throw problem(configFile, `${optionName} onlyIncludeVersions must include the last version "${lastName}". Add it, or change lastVersion.`);
  const options = obj(docsOptions.versions);
  for (const name of Object.keys(options)) if (!names.includes(name)) throw problem(configFile, `${optionName} versions names "${name}", which is not a version of this site (${names.join(', ')}). Remove it.`);
  const legacyIds = (docusaurusMajor ?? 3) < 3;
  return built.map((name): DocsVersion => {
    const own = obj(options[name]);
    const isLast = name === lastName;
    const isCurrent = name === CURRENT_VERSION;
    const dir = isCurrent ? docsDir : paths.docsDir(name);
    const command = pluginId === DEFAULT_DOCS_PLUGIN_ID ? 'docs:version' : `docs:version:${pluginId}`;
    if (!isCurrent && !existsSync(dir)) throw problem(display(versionsFile), `version "${name}" has no docs folder ${display(dir)}. Create it (\`docusaurus ${command} ${name}\` does) or remove the version.`);
    const versionedSidebars = paths.sidebarsFile(name);
    const defaultBanner = isLast ? 'none' : names.indexOf(name) < names.indexOf(lastName) ? 'unreleased' : 'unmaintained';
    const banner = str(own.banner);
    return {
      pluginId,
      name,
      label: str(own.label) ?? (isCurrent ? 'Next' : name),
      routeBase: joinRoute(docsRoute, str(own.path) ?? (isLast ? '' : isCurrent ? 'next' : name)),
      docsDir: dir,
      // A released version keeps its own sidebars; without that file it gets one generated sidebar.
      sidebarPath: isCurrent || sidebarPath === false ? sidebarPath : existsSync(versionedSidebars) ? versionedSidebars : undefined,
      banner: banner === 'none' || banner === 'unreleased' || banner === 'unmaintained' ? banner : defaultBanner,
      badge: typeof own.badge === 'boolean' ? own.badge : built.length > 1 || !isCurrent,
      isLast,
      noIndex: own.noIndex === true,
      ...(legacyIds && !isCurrent ? { legacyIdPrefix: `version-${name}/` } : {}),
    };
  });
}
