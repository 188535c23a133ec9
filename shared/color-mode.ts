/**
 * Colour mode, decided in one place: which choice applies (the stored one; else "system" when the
 * OS preference is respected; else the configured default), which mode a choice shows, and the
 * order the toggle cycles through. The inline head script runs these rules as script text
 * (`headScriptColorMode()`), before the first paint and for the toggle's clicks, so that no bundle
 * has to load first; the functions state them for tests/unit/color-mode.test.ts, which checks that
 * the script agrees with them for every input.
 */
export type ColorMode = 'light' | 'dark';
export type ColorChoice = ColorMode | 'system';

export interface ColorModeSettings {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The choice that applies, from the stored value (`null` when none). */
export function choiceOf(stored: string | null, settings: ColorModeSettings): ColorChoice {
  if (stored === 'light' || stored === 'dark') return stored;
  return settings.respectPrefersColorScheme ? 'system' : settings.defaultMode;
}

export function modeOf(choice: ColorChoice, prefersDark: boolean): ColorMode {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}

/** light -> dark -> system when the OS preference is respected; otherwise dark <-> light. */
export function nextChoice(choice: ColorChoice, respectPrefersColorScheme: boolean): ColorChoice {
  if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
}

/**
 * `choiceOf`, `modeOf` and `nextChoice` as the head script runs them, which handles the toggle from
 * the first paint on (no bundle has to load first). In scope: `h` (`<html>`), `g(key)`, a
 * localStorage read that never throws, and the settings `s` (`s.t` the storage key, `s.r`
 * respectPrefersColorScheme, `s.d` defaultMode). Defines `A(choice)`, which shows a choice on
 * `<html>`, `C()`, the choice that applies, and `N(choice)`, the one after it; applies `C()` and
 * follows the OS preference (in system mode) and other tabs' choices live. A function, so that
 * the client bundle, should it import this module, leaves the text out.
 */
export function headScriptColorMode(): string {
  return (
    `var Q=matchMedia('${DARK_QUERY}');` +
    `function A(c){h.setAttribute('data-theme',c==='system'?(Q.matches?'dark':'light'):c);h.setAttribute('data-theme-choice',c)}` +
    `function C(){var t=g(s.t);return t==='light'||t==='dark'?t:s.r?'system':s.d}` +
    `function N(c){return s.r?(c==='light'?'dark':c==='dark'?'system':'light'):c==='dark'?'light':'dark'}` +
    `A(C());` +
    `if(Q.addEventListener)Q.addEventListener('change',function(){if(h.getAttribute('data-theme-choice')==='system')A('system')});` +
    `addEventListener('storage',function(e){if(e.key===s.t||e.key===null)A(C())});`
  );
}
