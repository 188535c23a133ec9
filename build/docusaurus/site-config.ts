/**
 * A Docusaurus site's `docusaurus.config.*`, as config.ts loads it: run (with the site's installed
 * presets), mapped onto the site config, and read again with what the site's wrappers of a content
 * plugin passed it; its docs instances and versions, its blog instances. Paths and edit links are
 * relative to the config's folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  lineOfKey,
  validateBlogPlugins,
  validateConfig,
  validateDocsPlugin,
  validateNavbarDocsPlugins,
} from '../config-validate.ts';
import { BuildError, type Diagnostic } from '../diagnostics.ts';
import type { ConfigSource, DocsPlugin } from '../loaded-config.ts';
import { docusaurusConfigParts } from './config-parts.ts';
import { mapWithInstalledPresets } from './installed-presets.ts';
import { readConfigModule } from './real-config.ts';
import { standInPackage } from './stand-in-package.ts';
import { docsVersions } from './versions.ts';
import { localeOptionWarnings, localePathsOf, withWrapperOptions } from './wrapped-config.ts';

/** The config at `configPath`; `relative` names a file for messages (relative to the project root). */
export async function docusaurusConfig(configPath: string, relative: (file: string) => string): Promise<ConfigSource> {
  const siteDir = path.dirname(configPath);
  const configFile = relative(configPath);
  const configSource = readFileSync(configPath, 'utf8');
  const raw = await readConfigModule(configPath, configFile, siteDir);
  const madeBy = standInPackage(raw);
  if (madeBy) {
    // A config that a package of the site writes (`return createSeqeraConfig({...})`) cannot be read without it.
    throw new BuildError([
      {
        severity: 'error',
        file: configFile,
        line: undefined,
        message:
          `the config is what the package "${madeBy}" makes of it, and that package is not installed in the site. ` +
          "Install the site's packages (`npm ci` in its folder) and build again.",
      },
    ]);
  }
  if (!raw || typeof raw !== 'object') {
    throw new BuildError([
      {
        severity: 'error',
        file: configFile,
        line: undefined,
        message:
          'the config must export an object (or a function returning one), ' +
          'e.g. `export default { title: "My site", url: "https://example.com" }`.',
      },
    ]);
  }
  const { raw: run, mapped: read } = await mapWithInstalledPresets(
    raw as Record<string, unknown>,
    configPath,
    (first) => validateConfig(first.config, configFile, configSource),
  );
  const parts = await docusaurusConfigParts(
    run,
    read,
    validateConfig(read.config, configFile, configSource),
    configPath,
    configFile,
    relative,
    raw as Record<string, unknown>,
  );
  // The instances of the site's wrappers of a content plugin are built from the options those
  // passed it, which its plugins ran to give (wrapped-options.ts).
  const [wrappers, mapped] = [
    parts.localPlugins.contentOptions,
    withWrapperOptions(run, read, parts.localPlugins.contentOptions, siteDir),
  ];
  const config = validateConfig(mapped.config, configFile, configSource);
  const docsPlugins: DocsPlugin[] = [];
  const versions: ConfigSource['versions'] = [];
  for (const instance of mapped.docsInstances) {
    const error = (message: string, key: string) =>
      new BuildError([{ severity: 'error', file: configFile, line: lineOfKey(configSource, [key]), message }]);
    if (docsPlugins.some((p) => p.id === instance.id))
      throw error(
        `two docs plugin instances have the id "${instance.id}". Give each \`@docusaurus/plugin-content-docs\` ` +
          'entry its own `id` (one may go without, the "default" one).',
        'id',
      );
    const options =
      instance.id === mapped.docsId
        ? config.docs
        : validateDocsPlugin({ enabled: true, ...instance.fields }, instance.id, configFile, configSource);
    if (instance.sidebarPath && !existsSync(instance.sidebarPath))
      throw error(
        `sidebarPath "${relative(instance.sidebarPath)}" does not exist. Create it or fix the path.`,
        'sidebarPath',
      );
    docsPlugins.push({ ...options, id: instance.id });
    const instanceVersions = docsVersions(
      instance.id,
      instance.options,
      siteDir,
      path.resolve(siteDir, options.path),
      options.routeBasePath,
      instance.sidebarPath,
      configFile,
      relative,
      mapped.docusaurusMajor,
    );
    for (const version of instanceVersions)
      versions.push({
        ...version,
        sidebarCandidates: version.sidebarPath === false ? false : version.sidebarPath ? [version.sidebarPath] : [],
      });
  }
  const blogPlugins = validateBlogPlugins(mapped.blogInstances, config.blog, configFile, configSource).map((blog) => ({
    ...blog,
    localePaths: localePathsOf(wrappers, 'blog', blog.id),
  }));
  validateNavbarDocsPlugins(
    config,
    docsPlugins.map((p) => p.id),
    configFile,
    configSource,
  );
  // Options a wrapper passes per locale that this build reads only from the default locale's call.
  const localeWarnings = localeOptionWarnings(run, wrappers, siteDir).map(({ file, message }): Diagnostic => ({
    severity: 'warning',
    file: file ? relative(file) : configFile,
    line: undefined,
    message,
  }));
  return {
    ...parts,
    warnings: [...parts.warnings, ...localeWarnings],
    config,
    configFile,
    configSource,
    siteDir,
    versions,
    docsPlugins,
    docsId: mapped.docsId,
    blogPlugins,
    generatedSidebarId: 'defaultSidebar',
  };
}
