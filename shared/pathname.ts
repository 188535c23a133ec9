/** `/a/`, `/a.html` and `/a/index.html` name the page `/a` (the root stays `/`). */
export function normalizePathname(pathname: string): string {
  const bare = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/+$/, '');
  return bare || '/';
}
