/**
 * The interface strings Docusaurus ships in each language (its theme-translations package: the
 * ids this theme shows are kept in theme-messages.json, MIT licence noted there), found for a
 * locale as Docusaurus finds them: the locale itself, then its language with its likely region
 * (`pt` → `pt-BR`), with its likely script (`zh-CN` → `zh-Hans`), then the language alone.
 */
import type { Messages } from '../../shared/translate.ts';
import shipped from './theme-messages.json' with { type: 'json' };

const byLocale = shipped as unknown as Record<string, Messages>;

function candidates(locale: string): string[] {
  const max = new Intl.Locale(locale).maximize();
  return [locale, `${max.language}-${max.region}`, `${max.language}-${max.script}`, max.language];
}

/** The shipped interface strings of `locale`; none for English (the theme's own) or a language Docusaurus has no translation for. */
export function themeMessages(locale: string): Messages {
  const found = candidates(locale).find((name) => name !== '_source' && Object.hasOwn(byLocale, name));
  return found ? byLocale[found] : {};
}
