/** `/a/`, `/a.html` and `/a/index.html` name the page `/a` (the root stays `/`). */
export function normalizePathname(pathname: string): string {
  const bare = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/+$/, '');
  return bare || '/';
}

/** A path with its %-escapes decoded, or as it is when one is malformed (`%zz`: then a link to it is broken, not a crash). */
export function decodePathname(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
