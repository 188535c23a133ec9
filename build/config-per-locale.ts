/**
 * The config each locale builds with. Docusaurus loads the config once per locale, with
 * `DOCUSAURUS_CURRENT_LOCALE` set to it (core 3.x `lib/commands/build`: buildLocale), each time
 * afresh with every module it imports (jiti without its require cache), and some configs read it
 * (gladys picks its og:image by it; others their navbar or announcement, often in a local module
 * the config imports). A config whose bundle (the config and every local module in it) names the
 * variable is loaded again for each locale; any other gives every locale the config read first,
 * as it would give the same.
 */
import { findDocusaurusConfig, type LoadedConfig } from './config.ts';
import { siteModuleFacts } from './docusaurus/import-module.ts';

export async function configOfLocale(base: LoadedConfig, locale: string, load: () => Promise<LoadedConfig>): Promise<LoadedConfig> {
  const configPath = base.docusaurus ? findDocusaurusConfig(base.siteDir) : undefined;
  if (!configPath || !(await siteModuleFacts(configPath, base.configFile, base.siteDir)).readsLocale) return base;
  const before = process.env.DOCUSAURUS_CURRENT_LOCALE;
  process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  try {
    return await load();
  } finally {
    if (before === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    else process.env.DOCUSAURUS_CURRENT_LOCALE = before;
  }
}
