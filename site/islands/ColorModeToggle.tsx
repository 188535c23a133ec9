import { useEffect, useState } from 'react';
import { MoonIcon, SunIcon, SystemIcon } from './icons.tsx';
import { THEME_KEY } from '../../shared/storage-keys.ts';
import { readStorage, writeStorage } from './storage.ts';

export type ColorChoice = 'light' | 'dark' | 'system';

interface Props {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
}

/** light -> dark -> system when the OS preference is respected; otherwise dark <-> light. */
export function nextChoice(choice: ColorChoice, respectPrefersColorScheme: boolean): ColorChoice {
  if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
}

function storedChoice(respect: boolean, defaultMode: 'light' | 'dark'): ColorChoice {
  const stored = readStorage(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return respect ? 'system' : defaultMode;
}

function applyChoice(choice: ColorChoice): void {
  const mode = choice === 'system' ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : choice;
  document.documentElement.dataset.theme = mode;
  document.documentElement.dataset.themeChoice = choice;
}

const LABELS: Record<ColorChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

export function ColorModeToggle({ defaultMode, respectPrefersColorScheme }: Props) {
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
    const media = window.matchMedia('(prefers-color-scheme: dark)');
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
    writeStorage(THEME_KEY, next === 'system' ? null : next);
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
      {choice === 'light' ? <SunIcon /> : choice === 'dark' ? <MoonIcon /> : <SystemIcon />}
    </button>
  );
}
