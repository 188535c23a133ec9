/**
 * A post's date as Docusaurus takes it: any text `new Date()` reads (its front matter schema is
 * Joi's `date()`), such as `2024-03-15 8:37:46`, `2024/03/15` or `March 15, 2024`. Unlike
 * `new Date()`, a date or time without a zone is UTC, so that the output never depends on the
 * building machine's time zone.
 */

export interface ReadDate {
  date: Date;
  /** `2025-02-30`: not a real day, rolled over to the next month as `new Date()` does. */
  rolledOver: boolean;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]([\d:.]+)\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
/** A zone `new Date()` honours at the end of the text: `Z`, `+02:00`, `GMT`, `UTC+1`, `EST`... */
const ZONE = /(?:\bZ|[+-]\d{2}:?\d{2}|\b(?:GMT|UTC|UT|[ECMP][SD]T)(?:[+-]\d{1,4})?)\s*(?:\([^)]*\))?$/i;

export function readDate(text: string): ReadDate | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) {
    const [y, m, d] = iso.slice(1, 4).map(Number);
    if (m < 1 || m > 12 || d < 1 || d > 31) return undefined;
    const day = new Date(Date.UTC(y, m - 1, d));
    const rolledOver = day.getUTCMonth() !== m - 1;
    if (!iso[4]) return { date: day, rolledOver };
    const zone = (iso[5] ?? 'Z').toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    const [hh = '0', mm = '0', ss = '0'] = iso[4].split(':');
    const pad = (n: string | number) => String(n).padStart(2, '0');
    const ms = Date.parse(`${iso[1]}-${pad(m)}-${pad(d)}T${pad(hh)}:${pad(mm)}:${pad(ss)}${zone}`);
    return Number.isNaN(ms) ? undefined : { date: new Date(ms), rolledOver };
  }
  const parsed = new Date(trimmed);
  if (Number.isNaN(parsed.getTime())) return undefined;
  if (ZONE.test(trimmed)) return { date: parsed, rolledOver: false };
  // Read in the machine's zone: the same wall-clock time, taken as UTC.
  const utc = Date.UTC(parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), parsed.getHours(), parsed.getMinutes(), parsed.getSeconds(), parsed.getMilliseconds());
  return { date: new Date(utc), rolledOver: false };
}
