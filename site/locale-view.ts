/** What a page knows of its locale and the site's others (build/i18n/localize.ts makes it). */
import type { Messages } from '../shared/translate.ts';

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
  /** Interface strings and `<Translate>` messages in this locale, by Docusaurus's ids (shared/translate.ts). */
  messages: Messages;
}
