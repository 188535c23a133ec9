/**
 * What the React pages stage is given for one locale (react-pages/stage.ts's ReactPagesInput): the
 * site's folders and code settings, and the data its components read through the Docusaurus hooks
 * (the config, the colour mode, this locale's messages, the docs' and blogs' global data, and what
 * the site's own plugins add).
 */
import type { LocaleView } from '../site/locale-view.ts';
import type { LoadedConfig } from './config.ts';
import { createImageRegistry } from './markdown/images.ts';
import { generatedFiles } from './react-pages/generated-files.ts';
import type { ReactPagesInput } from './react-pages/stage.ts';

/** `docs` is the docs instances' global data (markdown-settings.ts); `posts` the blogs' posts with their titles. */
export function reactPagesInput(loaded: LoadedConfig, locale: LocaleView, staticDirs: string[], docs: ReactPagesInput['data']['docs'], posts: Parameters<typeof generatedFiles>[1]): ReactPagesInput {
  const { config, localPlugins } = loaded;
  const globalData = localPlugins && Object.keys(localPlugins.globalData).length ? { globalData: localPlugins.globalData } : {};
  return {
    siteDir: loaded.siteDir,
    staticDirs,
    repeatedImports: config.siteCode.repeatedImports,
    sassPrelude: localPlugins?.sassPrelude,
    postcss: localPlugins?.postcss,
    aliases: loaded.webpackAliases,
    moduleRules: localPlugins?.moduleRules,
    site: config,
    data: {
      siteConfig: loaded.siteConfigData,
      defaultMode: config.colorMode.defaultMode,
      codeTranslations: locale.messages,
      currentLocale: locale.locale,
      localeConfigs: locale.localeConfigs,
      docs,
      generated: generatedFiles(loaded.blogPlugins, posts, loaded.siteDir),
      ...globalData,
    },
    images: createImageRegistry(),
    magicComments: config.prism.magicComments,
    inlineStyles: loaded.docusaurus,
  };
}
