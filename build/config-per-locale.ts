/**
 * The config each locale builds with. Docusaurus loads the config once per locale, with
 * `DOCUSAURUS_CURRENT_LOCALE` set to it (core 3.x `lib/commands/build`: buildLocale), and some
 * configs read it (gladys picks its og:image by it; others their navbar or announcement). A config
 * whose text names the variable is loaded again for each locale; any other gives every locale the
 * config read first, as it would give the same.
 */
import type { LoadedConfig } from './config.ts';

export async function configOfLocale(base: LoadedConfig, locale: string, load: () => Promise<LoadedConfig>): Promise<LoadedConfig> {
  if (!base.docusaurus || !base.configSource.includes('DOCUSAURUS_CURRENT_LOCALE')) return base;
  const before = process.env.DOCUSAURUS_CURRENT_LOCALE;
  process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  try {
    return await load();
  } finally {
    if (before === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    else process.env.DOCUSAURUS_CURRENT_LOCALE = before;
  }
}
