/**
 * What the site's own plugins' `injectHtmlTags({ content })` return, made into the HTML every page
 * gets, as @docusaurus/core 3.x's server/htmlTags.js makes it (its loadHtmlTags, called once per
 * build from server/site.js): each of `headTags`, `preBodyTags` and `postBodyTags` is a string of
 * HTML or a `{ tagName, attributes, innerHTML }` object (or a list of them), joined by newlines
 * across plugins. An attribute set to `true` is written bare, to `false` left out; a void
 * element gets no closing tag and no content. Docusaurus's ssgTemplate.html puts the head tags
 * after the page's metadata and before its stylesheets, the pre-body tags first in the body and the
 * post-body tags last (build/render.tsx does so).
 */
import type { SiteView } from '../../site/types.ts';
import { BuildError } from '../diagnostics.ts';
import type { Raw } from './option-values.ts';

/** HTML by where it goes in a page. */
export type HtmlTags = NonNullable<SiteView['htmlTags']>;

export const TAG_PLACES = ['headTags', 'preBodyTags', 'postBodyTags'] as const;

/** html-tags 3.3.1's list (MIT), the names @docusaurus/core 3.10's assertIsHtmlTagObject accepts without `customElement: true`. */
const HTML_TAGS = new Set(
  'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark math menu menuitem meta meter nav noscript object ol optgroup option output p param picture pre progress q rb rp rt rtc ruby s samp script search section select slot small source span strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track u ul var video wbr'.split(' '),
);

/** The void elements of html-tags/void, which Docusaurus writes without a closing tag. */
const VOID = new Set('area base br col embed hr img input link menuitem meta param source track wbr'.split(' '));

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One tag object as HTML, or an error saying what is wrong with it, as Docusaurus's assertIsHtmlTagObject says it: a name in html-tags' list, or any with `customElement: true`. */
function tagObjectHtml(tag: unknown): string {
  if (typeof tag !== 'object' || !tag) throw new Error(`"${String(tag)}" is not a valid HTML tag object`);
  const { tagName, attributes = {}, innerHTML, customElement } = tag as { tagName?: unknown; attributes?: Record<string, unknown>; innerHTML?: unknown; customElement?: unknown };
  if (typeof tagName !== 'string') throw new Error(`${JSON.stringify(tag)} is not a valid HTML tag object: "tagName" must be defined as a string`);
  if (!customElement && !HTML_TAGS.has(tagName)) throw new Error(`"${tagName}" is not a valid HTML tag (in ${JSON.stringify(tag)}): use an HTML element's name, or set "customElement: true"`);
  const written = Object.entries(attributes ?? {}).flatMap(([name, value]) => (typeof value === 'boolean' ? (value ? [name] : []) : [`${name}="${escapeHtml(String(value))}"`]));
  const open = `<${[tagName, ...written].join(' ')}>`;
  return VOID.has(tagName) ? open : `${open}${innerHTML ? String(innerHTML) : ''}</${tagName}>`;
}

/** One place's tags of one plugin, as HTML (createHtmlTagsString): a list or one, empty entries left out. */
function tagsHtml(tags: unknown): string {
  return (Array.isArray(tags) ? tags : [tags])
    .filter(Boolean)
    .map((tag) => (typeof tag === 'string' ? tag : tagObjectHtml(tag)))
    .join('\n');
}

/** One plugin's tags, by place; `refused` is told of a tag object Docusaurus refuses (and throws). */
export function htmlTagsOf(returned: unknown, refused: (error: unknown) => never): HtmlTags {
  try {
    const of = (place: (typeof TAG_PLACES)[number]) => tagsHtml((returned as Record<string, unknown> | null | undefined)?.[place]);
    return { headTags: of('headTags'), preBodyTags: of('preBodyTags'), postBodyTags: of('postBodyTags') };
  } catch (error) {
    return refused(error);
  }
}

/** Every plugin's tags, in the plugins' order, one place's joined by newlines (loadHtmlTags). */
export function joinHtmlTags(tags: HtmlTags[]): HtmlTags {
  const of = (place: (typeof TAG_PLACES)[number]) => tags.map((t) => t[place]).join('\n').trim();
  return { headTags: of('headTags'), preBodyTags: of('preBodyTags'), postBodyTags: of('postBodyTags') };
}

/**
 * The site's tags with the config's own `headTags` and `scripts` after them, as Docusaurus's
 * bootstrap plugin (server/plugins/synthetic.js, the last plugin) injects them: a script URL as
 * `<script src>`, an object as a script's attributes. Its `stylesheets`, which that plugin injects
 * too, are linked by this build already (map-config.ts). A tag Docusaurus refuses stops the build.
 */
export function withConfigTags(plugins: HtmlTags | undefined, raw: Raw, configFile: string): HtmlTags | undefined {
  const [headTags, scripts] = [raw.headTags, raw.scripts].map((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  if (!headTags.length && !scripts.length) return plugins;
  const script = (source: unknown) => (typeof source === 'string' ? `<script src="${source}"></script>` : { tagName: 'script', attributes: { ...(source as object) } });
  const refused = (error: unknown): never => {
    throw new BuildError([{ severity: 'error', file: configFile, line: undefined, message: `its headTags or scripts hold a tag Docusaurus refuses: ${(error as Error).message}.` }]);
  };
  return joinHtmlTags([...(plugins ? [plugins] : []), htmlTagsOf({ headTags: [...headTags, ...scripts.map(script)] }, refused)]);
}

/** A stylesheet link or a script the tags load from the site's own host, by its path. */
const LOCAL_FILE = /<link\b(?=[^>]*\brel\s*=\s*["']?stylesheet)[^>]*\shref\s*=\s*["'](\/(?!\/)[^"'?#]*)[^"']*["'][^>]*>|<script\b[^>]*\ssrc\s*=\s*["'](\/(?!\/)[^"'?#]*)[^"']*["'][^>]*>\s*<\/script\s*>/gi;

/**
 * The paths of the stylesheets and scripts of the site's own host the tags load that no static
 * folder holds (`exists` says). Docusaurus keeps such a tag, and so does this build: the host may
 * serve the file (Vercel's /_vercel/insights/script.js, Cloudflare's /cdn-cgi/, an analytics
 * script proxied at /js/script.js), or a webpack plugin of the site writes it in Docusaurus
 * (pyrefly's StyleX plugin writes /stylex.css), which this build does not run.
 */
export function unbuiltFiles(tags: HtmlTags, exists: (path: string) => boolean): string[] {
  const files = TAG_PLACES.flatMap((place) => [...tags[place].matchAll(LOCAL_FILE)].map((m) => (m[1] ?? m[2])!));
  return [...new Set(files)].filter((file) => !exists(file));
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** The `type`s a browser runs (the HTML standard's JavaScript MIME types, and module); any other makes a data block (JSON-LD). */
const RUNS = /^\s*(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript))?\s*$/i;

/**
 * Whether the tags put a script on every page that runs: one with a `src`, or an inline one with
 * code (build/headers.ts then writes no `script-src`, as what it loads cannot be known).
 */
export function injectsScripts(tags: HtmlTags | undefined): boolean {
  return TAG_PLACES.some((place) =>
    [...(tags?.[place] ?? '').matchAll(SCRIPT)].some(([, attributes, text]) => {
      const type = TYPE.exec(attributes);
      return RUNS.test(type ? (type[1] ?? type[2] ?? type[3])! : '') && (SRC.test(attributes) || text.trim() !== '');
    }),
  );
}
