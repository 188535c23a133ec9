/** Dates as the site shows them: "March 5, 2025", in UTC so the build machine's zone never shows. */
const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
