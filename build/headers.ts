/**
 * The `_headers` file (read by Netlify and Cloudflare Pages, and by `npm run preview`): a
 * Content-Security-Policy that allows the site's own files and the hashes of its inline head
 * script, plus nosniff, a referrer policy, long-lived caching for content-hashed assets and
 * revalidation for the search manifest.
 */
import { createHash } from 'node:crypto';

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Google Fonts' stylesheets load their fonts from another origin than their own. */
const FONT_ORIGINS: Record<string, string> = { 'https://fonts.googleapis.com': 'https://fonts.gstatic.com' };

/**
 * `styleOrigins`: where the site's stylesheets come from or load files from (a CDN's KaTeX, Google
 * Fonts); their styles, fonts and images are allowed from there.
 */
export function contentSecurityPolicy(inlineScripts: string[], styleOrigins: string[] = [], docusaurus = false, injectsScripts = false, evaluatesCode = false): string {
  if (docusaurus) return docusaurusPolicy(inlineScripts, injectsScripts, evaluatesCode);
  const origins = [...new Set(styleOrigins.flatMap((o) => [o, ...(FONT_ORIGINS[o] ? [FONT_ORIGINS[o]] : [])]))];
  const from = (sources: string) => [sources, ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`,
    from("style-src 'self'"),
    from("img-src 'self' data:"),
    from("font-src 'self'"),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A Docusaurus site's pages hold what their writers put there, which Docusaurus serves with no policy
 * at all: badges and images from any host (13,000 shields.io badges in the corpus), videos and
 * frames (YouTube), `style` attributes and CSS-in-JS `<style>` (calico's emotion), forms posting
 * elsewhere, components fetching other APIs, pages framed by another site. Scripts stay this
 * build's own, unless the config's `scripts`/`headTags` or its plugins' `injectHtmlTags` put scripts
 * on every page (`injectsScripts`): those load others in turn from hosts no build can know (Matomo's
 * snippet its matomo.js, Google Tag Manager Google Analytics, a chat widget its frames' code), which
 * a policy naming only theirs would block, silently, where Docusaurus runs them all. Such a site
 * gets no `script-src`, as on Docusaurus; a site that wants one commits its own `static/_headers`.
 * A site whose pages have live code blocks (`evaluatesCode`) runs their code as the reader edits it
 * (react-live's `new Function`, as on Docusaurus): its policy allows `'unsafe-eval'`.
 */
function docusaurusPolicy(inlineScripts: string[], injectsScripts: boolean, evaluatesCode: boolean): string {
  return [...(injectsScripts ? [] : [`script-src ${["'self'", ...(evaluatesCode ? ["'unsafe-eval'"] : []), ...inlineScripts.map(scriptHash)].join(' ')}`]), "object-src 'none'", "base-uri 'self'"].join('; ');
}

/** Hashed files never change under their name, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Rules for the paths the site is served under: `baseUrl`, and each other locale's on the same host. */
export function headersFile(inlineScripts: string[], baseUrl: string | string[], styleOrigins: string[] = [], docusaurus = false, injectsScripts = false, evaluatesCode = false): string {
  return [baseUrl].flat().flatMap((base) => baseRules(inlineScripts, base, styleOrigins, docusaurus, injectsScripts, evaluatesCode)).join('\n');
}

function baseRules(inlineScripts: string[], baseUrl: string, styleOrigins: string[], docusaurus: boolean, injectsScripts: boolean, evaluatesCode: boolean): string[] {
  return [
    `${baseUrl}*`,
    `  Content-Security-Policy: ${contentSecurityPolicy(inlineScripts, styleOrigins, docusaurus, injectsScripts, evaluatesCode)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `${baseUrl}assets/*`,
    `  Cache-Control: ${IMMUTABLE}`,
    // The search manifest keeps its name and names the hashed index parts: a stale copy would name deleted ones.
    `${baseUrl}search/*`,
    '  Cache-Control: no-cache',
    // Markdown twins and the llms.txt files are read by AI assistants: say what they are, and that they are UTF-8.
    `${baseUrl}*.md`,
    '  Content-Type: text/markdown; charset=utf-8',
    `${baseUrl}llms.txt`,
    '  Content-Type: text/plain; charset=utf-8',
    `${baseUrl}llms-full.txt`,
    '  Content-Type: text/plain; charset=utf-8',
    '',
  ];
}

export interface HeaderRule {
  /** The path as written, `*` included. */
  path: string;
  pattern: RegExp;
  headers: [string, string][];
}

/** Parses the `_headers` format: a path (with `*` as a wildcard), then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ path: line.trim(), pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}
