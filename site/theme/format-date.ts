/** Dates as the site shows them: "March 5, 2025" in English, each locale's own way in others; in UTC so the build machine's zone never shows. */
const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string, lang = 'en', calendar?: string): string {
  const key = `${lang}\0${calendar ?? ''}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', ...(calendar ? { calendar } : {}) })));
  return format.format(new Date(iso));
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** A doc's "Last updated" date as Docusaurus writes it for the locale: "Nov 22, 2025" in English, "22 nov. 2025" in French; in UTC. */
export function formatShortDate(iso: string, locale: string): string {
  let format = shortFormats.get(locale);
  if (!format) shortFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}
