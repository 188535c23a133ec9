/**
 * The order of names the site lists (tags, posts of one date): English collation, whatever the
 * locale of the machine that builds. Without a locale, `localeCompare` follows the build
 * machine's (`LANG`), and the same site would list its tags in another order on a Swedish one.
 */
export function byText(a: string, b: string): number {
  return a.localeCompare(b, 'en');
}
