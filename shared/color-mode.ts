/**
 * Colour mode, decided in one place: which choice applies (the stored one; else "system" when the
 * OS preference is respected; else the configured default), which mode a choice shows, and the
 * order the toggle cycles through. The toggle runs these functions. The inline head script, which
 * must run before the first paint and so before any bundle, runs `headScriptColorMode()`: the same
 * rules as script text. tests/unit/color-mode.test.ts checks that the two agree for every input.
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

/** What the toggle stores for a choice: "system" is the absence of a stored one. */
export function storedValueOf(choice: ColorChoice): string | null {
  return choice === 'system' ? null : choice;
}

/**
 * `choiceOf` and `modeOf` as the head script runs them, applied to `<html>` (`h`) as the toggle
 * applies them. In scope: `g(key)`, a localStorage read that never throws, and the settings `s`
 * (`s.t` the storage key, `s.r` respectPrefersColorScheme, `s.d` defaultMode). A function, so
 * that the client bundle, which imports this module for the toggle, leaves the text out.
 */
export function headScriptColorMode(): string {
  return (
    `var t=g(s.t),c=t==='light'||t==='dark'?t:s.r?'system':s.d;` +
    `var m=c==='system'?(matchMedia('${DARK_QUERY}').matches?'dark':'light'):c;` +
    `h.setAttribute('data-theme',m);h.setAttribute('data-theme-choice',c);`
  );
}
