/**
 * `themeConfig.prism.theme` and `darkTheme` as the site config's: the light theme, and the dark
 * one (`darkTheme`, else `theme`, as Docusaurus's `usePrismTheme` answers). A site that sets no
 * `theme` gets Docusaurus's default, prism-react-renderer's palenight (theme-classic's
 * validateThemeConfig, 3.10 and 2.4, MIT). A theme imported from prism-react-renderer when the
 * package is not installed is a stand-in (build/docusaurus/stand-in-package.ts), a function: that mode
 * keeps the generator's colours; prism-react-renderer's own stand-in answers with its themes
 * (prism-react-renderer-themes.ts), so only a theme of another package not installed does.
 */
import type { PrismTheme } from '../../site/config-types.ts';
import { PRISM_REACT_RENDERER_THEMES } from './prism-react-renderer-themes.ts';

/** Docusaurus's default theme. */
export const PALENIGHT: PrismTheme = PRISM_REACT_RENDERER_THEMES.palenight;

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]) : undefined);

/** A theme as prism-react-renderer writes one, its malformed entries left out; undefined when it is not one. */
function readTheme(value: unknown): PrismTheme | undefined {
  if (!isObject(value) || !isObject(value.plain) || !Array.isArray(value.styles)) return undefined;
  const styles = value.styles.flatMap((entry) => {
    const types = isObject(entry) ? strings(entry.types) : undefined;
    return types && isObject(entry.style) ? [{ types, style: entry.style, languages: strings(entry.languages) }] : [];
  });
  return { plain: value.plain, styles };
}

export function prismThemes(raw: Raw, warn: (message: string) => void): { theme?: PrismTheme; darkTheme?: PrismTheme } {
  const theme = raw.theme === undefined ? PALENIGHT : readTheme(raw.theme);
  const darkTheme = raw.darkTheme === undefined ? theme : readTheme(raw.darkTheme);
  for (const key of ['theme', 'darkTheme'] as const) {
    // A stand-in (a function) is prism-react-renderer not installed: harmless, as every stand-in is.
    if (raw[key] !== undefined && typeof raw[key] !== 'function' && !readTheme(raw[key])) warn(`themeConfig.prism.${key} is not a Prism theme ({plain: {...}, styles: [...]}): code blocks keep the generator's colours in ${key === 'theme' ? 'light' : 'dark'} mode.`);
  }
  return { theme, darkTheme };
}
