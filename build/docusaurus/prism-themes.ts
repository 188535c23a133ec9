/**
 * `themeConfig.prism.theme` and `darkTheme` as the site config's: the light theme, and the dark
 * one (`darkTheme`, else `theme`, as Docusaurus's `usePrismTheme` answers). A site that sets no
 * `theme` gets Docusaurus's default, prism-react-renderer's palenight (theme-classic's
 * validateThemeConfig, 3.10 and 2.4, MIT). A theme imported from prism-react-renderer when the
 * package is not installed is a stand-in (build/docusaurus/import-module.ts), a function: that mode
 * keeps the generator's colours.
 */
import type { PrismTheme } from '../../site/config-types.ts';

/** prism-react-renderer 2.4's `themes.palenight` (MIT, Copyright (c) 2018 Nearform). */
export const PALENIGHT: PrismTheme = {
  plain: { color: '#bfc7d5', backgroundColor: '#292d3e' },
  styles: [
    { types: ['comment'], style: { color: 'rgb(105, 112, 152)', fontStyle: 'italic' } },
    { types: ['string', 'inserted'], style: { color: 'rgb(195, 232, 141)' } },
    { types: ['number'], style: { color: 'rgb(247, 140, 108)' } },
    { types: ['builtin', 'char', 'constant', 'function'], style: { color: 'rgb(130, 170, 255)' } },
    { types: ['punctuation', 'selector'], style: { color: 'rgb(199, 146, 234)' } },
    { types: ['variable'], style: { color: 'rgb(191, 199, 213)' } },
    { types: ['class-name', 'attr-name'], style: { color: 'rgb(255, 203, 107)' } },
    { types: ['tag', 'deleted'], style: { color: 'rgb(255, 85, 114)' } },
    { types: ['operator'], style: { color: 'rgb(137, 221, 255)' } },
    { types: ['boolean'], style: { color: 'rgb(255, 88, 116)' } },
    { types: ['keyword'], style: { fontStyle: 'italic' } },
    { types: ['doctype'], style: { color: 'rgb(199, 146, 234)', fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: 'rgb(178, 204, 214)' } },
    { types: ['url'], style: { color: 'rgb(221, 221, 221)' } },
  ],
};

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
