/**
 * A route built from a file's slug or id must stay inside its section of the site and be a path
 * the output folder can hold: `..` that climbs out of the output or into another section, a
 * control character, or a name longer than a file name may be, is an error at the key's line.
 */
import type { Reporter } from '../diagnostics.ts';
import { frontMatterLine, type SourceFile } from './files.ts';

/** Bytes of one path segment: file names hold 255, and `segment.html` is written beside `segment/`. */
const MAX_SEGMENT_BYTES = 250;

/** `permalink` with `.` and `..` resolved, or the reason it cannot be a route inside `section` (e.g. `/docs`). */
function resolveRoute(permalink: string, section: string): { route: string } | { problem: string } {
  const parts: string[] = [];
  for (const part of permalink.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!parts.length) return { problem: 'climbs out of the output folder' };
      parts.pop();
      continue;
    }
    if (/[\u0000-\u001f\u007f]/.test(part)) return { problem: 'contains a control character' };
    if (Buffer.byteLength(part) > MAX_SEGMENT_BYTES) return { problem: `has a part of ${Buffer.byteLength(part)} bytes; a file name holds at most ${MAX_SEGMENT_BYTES}` };
    parts.push(part);
  }
  const route = '/' + parts.join('/') + (permalink.endsWith('/') && parts.length ? '/' : '');
  const base = section.replace(/\/+$/, '');
  if (base && route !== base && route !== `${base}/` && !route.startsWith(`${base}/`)) {
    return { problem: `resolves to "${route}", outside ${base}/, where it would take the place of another page` };
  }
  return { route };
}

/** The route, normalised; a route that cannot be is reported at the line of `key` (`slug` or `id`). */
export function checkRoute(permalink: string, section: string, file: SourceFile, key: 'slug' | 'id' | undefined, reporter: Reporter): string {
  const resolved = resolveRoute(permalink, section);
  if ('route' in resolved) return resolved.route;
  const what = key ? `\`${key}: ${String(file.frontMatter[key]).slice(0, 60)}\`` : 'the file path';
  reporter.error(file.display, key && frontMatterLine(file.text, key), `${what} makes the route "${permalink.slice(0, 80)}", which ${resolved.problem}. Use a slug made of plain names inside ${section.replace(/\/+$/, '') || ''}/.`);
  return permalink;
}
