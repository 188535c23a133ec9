import { nextChoice, type ColorChoice, type ColorModeSettings } from '../../shared/color-mode.ts';
import { MoonIcon, SunIcon, SystemIcon } from '../islands/icons.tsx';
import { useTranslate } from './locale-context.tsx';

const LABELS: Record<ColorChoice, string> = { light: 'light mode', dark: 'dark mode', system: 'system mode' };

/**
 * The colour-mode toggle. The inline head script answers its clicks (build/head-input.ts), from the
 * first paint on, and sets `<html data-theme-choice>` before that paint; the stylesheet shows the
 * icon and the name (for assistive technology) of that choice, so nothing here waits for a script.
 */
export function ColorModeToggle({ respectPrefersColorScheme }: ColorModeSettings) {
  const t = useTranslate();
  const choices: ColorChoice[] = respectPrefersColorScheme ? ['light', 'dark', 'system'] : ['light', 'dark'];
  // Docusaurus's message names the current mode only; where a locale has it, it is the name.
  const name = (choice: ColorChoice) => t('theme.colorToggle.ariaLabel', `Switch to ${LABELS[nextChoice(choice, respectPrefersColorScheme)]} (currently ${LABELS[choice]})`, { mode: t(`theme.colorToggle.ariaLabel.mode.${choice}`, LABELS[choice]) });
  return (
    <button type="button" className="color-mode-toggle clean-btn needs-js" title="Switch between dark and light mode">
      <SunIcon />
      <MoonIcon />
      <SystemIcon />
      {choices.map((choice) => (
        <span key={choice} className={`visually-hidden color-mode-label color-mode-label--${choice}`}>{name(choice)}</span>
      ))}
    </button>
  );
}
