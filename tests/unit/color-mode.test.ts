/** The inline head script and the toggle resolve the colour mode by the same rules (shared/color-mode.ts). */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../build/config-validate.ts';
import { headScript } from '../../build/head-script.ts';
import { choiceOf, modeOf, type ColorMode } from '../../shared/color-mode.ts';
import { THEME_KEY } from '../../shared/storage-keys.ts';
import siteConfig from '../../site/config.ts';

const config = validateConfig(siteConfig, 'site/config.ts');

/** Runs the head script against a stored value and an OS preference; returns the attributes it set on `<html>`. */
function runHeadScript(stored: string | null, defaultMode: ColorMode, respectPrefersColorScheme: boolean, prefersDark: boolean) {
  const attributes: Record<string, string> = {};
  const html = { className: 'no-js', setAttribute: (name: string, value: string) => (attributes[name] = value) };
  runInNewContext(headScript({ ...config, colorMode: { ...config.colorMode, defaultMode, respectPrefersColorScheme } }), {
    // A hidden page, so the script starts no client bundle (it has none to start here).
    document: { documentElement: html, currentScript: { getAttribute: () => null }, hidden: true },
    window: {},
    localStorage: { getItem: (key: string) => (key === THEME_KEY ? stored : null) },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark }),
    location: { pathname: '/elsewhere' },
    addEventListener: () => {},
  });
  return attributes;
}

describe('colour mode', () => {
  it('is resolved the same by the head script and by the functions the toggle runs, for every input', () => {
    let cases = 0;
    for (const stored of [null, 'light', 'dark', 'system', 'sepia'])
      for (const defaultMode of ['light', 'dark'] as const)
        for (const respectPrefersColorScheme of [true, false])
          for (const prefersDark of [true, false]) {
            const choice = choiceOf(stored, { defaultMode, respectPrefersColorScheme });
            const label = JSON.stringify({ stored, defaultMode, respectPrefersColorScheme, prefersDark });
            expect(runHeadScript(stored, defaultMode, respectPrefersColorScheme, prefersDark), label).toEqual({
              'data-theme': modeOf(choice, prefersDark),
              'data-theme-choice': choice,
            });
            cases++;
          }
    expect(cases).toBe(40);
  });

  it('follows the stored choice, else the OS preference when respected, else the default', () => {
    expect(choiceOf('dark', { defaultMode: 'light', respectPrefersColorScheme: true })).toBe('dark');
    expect(choiceOf(null, { defaultMode: 'light', respectPrefersColorScheme: true })).toBe('system');
    expect(choiceOf('system', { defaultMode: 'dark', respectPrefersColorScheme: false })).toBe('dark');
    expect(modeOf('system', true)).toBe('dark');
    expect(modeOf('light', true)).toBe('light');
  });
});
