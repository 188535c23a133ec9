/** A config that turns the docs off, and what of the site still asks for them: errors that say so. */
import { DEFAULT_DOCS_PLUGIN_ID, itemDocsPlugin } from '../shared/docs-plugin.ts';
import type { SiteConfig } from '../site/config-types.ts';
import { BuildError, lineAt, type Diagnostic } from './diagnostics.ts';

/**
 * Said as the config turns the docs off: a Docusaurus config's preset `docs: false` (or no docs
 * plugin in it), site/config.ts's `docs.enabled: false`.
 */
export function docsDisabledMessage(configFile: string, use: string): string {
  if (/(^|[\\/])docusaurus\.config\.[cm]?[jt]s$/.test(configFile))
    return (
      `the docs plugin "${DEFAULT_DOCS_PLUGIN_ID}" is disabled (\`docs: false\` in the preset options of ` +
      `${configFile}, or no docs plugin there), but ${use}. Remove it or turn the docs plugin on.`
    );
  return (
    `the docs plugin "${DEFAULT_DOCS_PLUGIN_ID}" is disabled (docs.enabled: false in ${configFile}), ` +
    `but ${use}. Remove it or enable the docs plugin.`
  );
}

/** With the docs plugin off, navbar items that open a sidebar and sidebars files are errors. */
export function checkDocsDisabled(
  config: SiteConfig,
  configFile: string,
  configSource: string,
  sidebarsFile: string | undefined,
): void {
  const problems: Diagnostic[] = config.navbar.items
    .filter((item) => item.sidebarId && itemDocsPlugin(item) === DEFAULT_DOCS_PLUGIN_ID)
    .map((item) => ({ ...item, label: item.label || item.sidebarId! }))
    .map((item) => {
      const at = configSource.indexOf(`sidebarId: '${item.sidebarId}'`);
      return {
        severity: 'error',
        file: configFile,
        line: at < 0 ? undefined : lineAt(configSource, at),
        message: docsDisabledMessage(configFile, `navbar item "${item.label}" opens its sidebar "${item.sidebarId}"`),
      };
    });
  if (sidebarsFile)
    problems.push({
      severity: 'error',
      file: sidebarsFile,
      line: undefined,
      message: docsDisabledMessage(configFile, 'this file defines sidebars, a docs feature'),
    });
  if (problems.length) throw new BuildError(problems);
}
