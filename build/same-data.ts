/**
 * Deep equality of plain data; shared references (unchanged Markdown) compare in one step. A
 * property set to undefined counts as absent, as in JSON, so data read back from the disk cache
 * (persistent-cache.ts) equals the data it was written from.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  // for…in rather than Object.keys: the dev server compares every page's props on each edit.
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    if (!sameData(x[key], y[key])) return false;
    keys++;
  }
  for (const key in y) if (y[key] !== undefined) keys--;
  return keys === 0;
}
