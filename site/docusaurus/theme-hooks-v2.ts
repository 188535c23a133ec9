/**
 * The theme hooks Docusaurus 2's alphas and betas gave as modules of their own, `@theme/hooks/*`
 * (theme-classic 2.0.0-beta.3's lib-next/theme/hooks; 2.0 moved them into @docusaurus/theme-common):
 * a component of those years imports them so (zxuqian's CodeSandBox embed reads useThemeContext's
 * `isDarkTheme`, wasm4's language tabs useUserPreferencesContext's tab choices). Without them the
 * component stood in, and its page lost all it draws. One table for MDX components drawn at build
 * time (build/markdown/mdx/theme.tsx) and for React pages (modules.ts): each side gives its own
 * colour mode and window size, as for theme-common.ts.
 */
import type { ThemeCommonHooks } from './theme-common.ts';

export function docusaurus2ThemeHooks({ useColorMode, useWindowSize }: Pick<ThemeCommonHooks, 'useColorMode' | 'useWindowSize'>): Record<string, Record<string, unknown>> {
  // What its Layout's ThemeContext held (useTheme's), from the colour mode.
  const useThemeContext = () => {
    const { isDarkTheme, setColorMode } = useColorMode();
    return { isDarkTheme, setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
  };
  // Its Layout's preferences as its server render has them: no tab chosen yet, the announcement bar open.
  const useUserPreferencesContext = () => ({ tabGroupChoices: {}, setTabGroupChoices: () => undefined, isAnnouncementBarClosed: false, closeAnnouncementBar: () => undefined });
  return {
    '@theme/hooks/useThemeContext': { default: useThemeContext },
    '@theme/hooks/useTheme': { default: useThemeContext },
    '@theme/hooks/useUserPreferencesContext': { default: useUserPreferencesContext },
    '@theme/hooks/useWindowSize': { default: useWindowSize, windowSizes: { desktop: 'desktop', mobile: 'mobile' } },
  };
}
