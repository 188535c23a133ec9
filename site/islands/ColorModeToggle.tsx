import { useEffect, useState } from 'react';
import { choiceOf, DARK_QUERY, modeOf, nextChoice, storedValueOf, type ColorChoice, type ColorModeSettings } from '../../shared/color-mode.ts';
import { THEME_KEY } from '../../shared/storage-keys.ts';
import { MoonIcon, SunIcon, SystemIcon } from './icons.tsx';
import { readStorage, writeStorage } from './storage.ts';

function storedChoice(respectPrefersColorScheme: boolean, defaultMode: ColorModeSettings['defaultMode']): ColorChoice {
  return choiceOf(readStorage(THEME_KEY), { defaultMode, respectPrefersColorScheme });
}

function applyChoice(choice: ColorChoice): void {
  document.documentElement.dataset.theme = modeOf(choice, window.matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset.themeChoice = choice;
}

const LABELS: Record<ColorChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

export function ColorModeToggle({ defaultMode, respectPrefersColorScheme }: ColorModeSettings) {
  // The server does not know the stored choice; the first render matches it and the effect corrects it.
  const [choice, setChoice] = useState<ColorChoice>(defaultMode);

  useEffect(() => {
    setChoice(storedChoice(respectPrefersColorScheme, defaultMode));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY && event.key !== null) return;
      const next = storedChoice(respectPrefersColorScheme, defaultMode);
      setChoice(next);
      applyChoice(next);
    };
    const media = window.matchMedia(DARK_QUERY);
    const onSystemChange = () => {
      const current = storedChoice(respectPrefersColorScheme, defaultMode);
      if (current === 'system') applyChoice(current);
    };
    window.addEventListener('storage', onStorage);
    media.addEventListener('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      media.removeEventListener('change', onSystemChange);
    };
  }, [defaultMode, respectPrefersColorScheme]);

  const next = nextChoice(choice, respectPrefersColorScheme);
  const onClick = () => {
    setChoice(next);
    writeStorage(THEME_KEY, storedValueOf(next));
    applyChoice(next);
  };
  return (
    <button
      type="button"
      className="color-mode-toggle clean-btn needs-js"
      onClick={onClick}
      aria-label={`Switch to ${LABELS[next]} (currently ${LABELS[choice]})`}
      title={`Switch to ${LABELS[next]} (currently ${LABELS[choice]})`}
    >
      {/* All three: the stylesheet shows the one for <html data-theme-choice>, set before the first paint, not after hydration. */}
      <SunIcon />
      <MoonIcon />
      <SystemIcon />
    </button>
  );
}
