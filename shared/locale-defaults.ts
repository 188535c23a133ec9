/** What Docusaurus infers for a locale its config leaves unset, from the locale's name alone (its server/i18n.js). */

/** The language's own name for itself, capitalised as Docusaurus does ("Français", "简体中文"); the tag when Intl knows none. */
export function labelOf(locale: string): string {
  const parts = locale.split('-');
  for (const tag of [locale, parts.slice(0, 2).join('-'), parts[0]]) {
    try {
      const name = new Intl.DisplayNames(tag, { type: 'language', fallback: 'none' }).of(tag);
      if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    } catch {
      // A tag Intl cannot name: try a shorter one.
    }
  }
  return locale;
}

type LocaleInfo = Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string }; calendars?: string[]; getCalendars?: () => string[] };

export function directionOf(locale: string): 'ltr' | 'rtl' {
  const info = new Intl.Locale(locale) as LocaleInfo;
  return (info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

export function calendarOf(locale: string): string {
  const info = new Intl.Locale(locale) as LocaleInfo;
  return info.calendar ?? (info.getCalendars?.() ?? info.calendars)?.[0] ?? 'gregory';
}
