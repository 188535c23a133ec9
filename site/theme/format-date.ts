/** Dates as the site shows them: "March 5, 2025", in UTC so the build machine's zone never shows. */
const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** A doc's "Last updated" date as Docusaurus writes it for the locale: "Nov 22, 2025" in English, "22 nov. 2025" in French; in UTC. */
export function formatShortDate(iso: string, locale: string): string {
  let format = shortFormats.get(locale);
  if (!format) shortFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}
