/** The inline head script resolves the colour mode, and cycles it on the toggle's click, by the rules of shared/color-mode.ts. */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../build/config-validate.ts';
import { headScript } from '../../build/head-script.ts';
import { choiceOf, modeOf, nextChoice, type ColorMode } from '../../shared/color-mode.ts';
import { THEME_KEY } from '../../shared/storage-keys.ts';
import siteConfig from '../../site/config.ts';

const config = validateConfig(siteConfig, 'site/config.ts');

/**
 * Runs the head script against a stored value and an OS preference; returns the attributes it set
 * on `<html>`, what it stored, and `click`, which clicks the colour-mode toggle as a reader would.
 */
function runHeadScript(stored: string | null, defaultMode: ColorMode, respectPrefersColorScheme: boolean, prefersDark: boolean) {
  const attributes: Record<string, string> = {};
  const storage = new Map<string, string>(stored === null ? [] : [[THEME_KEY, stored]]);
  const html = { className: 'no-js', setAttribute: (name: string, value: string) => (attributes[name] = value), getAttribute: (name: string) => attributes[name] ?? null };
  const listeners = new Map<string, (event: object) => void>();
  runInNewContext(headScript({ ...config, colorMode: { ...config.colorMode, defaultMode, respectPrefersColorScheme } }), {
    // A hidden page, so the script starts no client bundle (it has none to start here).
    // No dropdown is open (querySelectorAll finds none).
    document: { documentElement: html, currentScript: { getAttribute: () => null }, hidden: true, querySelectorAll: () => [], addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener) },
    window: {},
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value), removeItem: (key: string) => storage.delete(key) },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark }),
    location: { pathname: '/elsewhere' },
    addEventListener: () => {},
  });
  const toggle = { classList: { contains: (name: string) => name === 'color-mode-toggle' } };
  // The toggle is a button, not a dropdown's label.
  const click = () => listeners.get('click')!({ target: { closest: (selector: string) => (selector === 'button' ? toggle : null) } });
  return { attributes, storage, click };
}

describe('colour mode', () => {
  it('is resolved, and cycled by a click on the toggle, by the head script as the rules say, for every input', () => {
    let cases = 0;
    for (const stored of [null, 'light', 'dark', 'system', 'sepia'])
      for (const defaultMode of ['light', 'dark'] as const)
        for (const respectPrefersColorScheme of [true, false])
          for (const prefersDark of [true, false]) {
            const choice = choiceOf(stored, { defaultMode, respectPrefersColorScheme });
            const label = JSON.stringify({ stored, defaultMode, respectPrefersColorScheme, prefersDark });
            const page = runHeadScript(stored, defaultMode, respectPrefersColorScheme, prefersDark);
            expect(page.attributes, label).toEqual({ 'data-theme': modeOf(choice, prefersDark), 'data-theme-choice': choice });
            // The toggle's click, answered by the head script: the next choice shown and stored ("system" as none).
            const next = nextChoice(choice, respectPrefersColorScheme);
            page.click();
            expect(page.attributes, `${label} clicked`).toEqual({ 'data-theme': modeOf(next, prefersDark), 'data-theme-choice': next });
            expect(page.storage.get(THEME_KEY) ?? null, `${label} clicked`).toBe(next === 'system' ? null : next);
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
