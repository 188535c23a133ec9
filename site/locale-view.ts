/** What a page knows of its locale and the site's others (build/i18n/localize.ts makes it). */
import type { Messages } from '../shared/translate.ts';

/** A locale as Docusaurus's `useDocusaurusContext().i18n.localeConfigs` gives it (3.10's server/i18n.js loadI18n): what its config says, the rest inferred. */
export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** Its translations folder under the site's `i18n/`. */
  path: string;
  /** Whether that folder exists. */
  translate: boolean;
  /** Where it is served: the origin and the path under it. */
  url: string;
  baseUrl: string;
}

/** One locale of the site, as its pages name it (`<html lang>`, hreflang alternates, the locale dropdown). */
export interface LocaleView {
  locale: string;
  /** `<html lang>` and `hreflang`: a BCP 47 tag. */
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The calendar its dates are counted in. */
  calendar: string;
  /** Every locale of the site, this one included, in the config's order: a page's route under a locale's `url` and `baseUrl` is that page in it. */
  all: { locale: string; label: string; htmlLang: string; url: string; baseUrl: string; isDefault: boolean }[];
  /** Every locale of the site by name, as `useDocusaurusContext().i18n.localeConfigs` (useAlternatePageUtils reads each one's url and baseUrl). */
  localeConfigs: Record<string, LocaleConfig>;
  /** Interface strings and `<Translate>` messages in this locale, by Docusaurus's ids (shared/translate.ts). */
  messages: Messages;
}
