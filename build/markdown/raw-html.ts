/**
 * What the security model says about a page's own code. Authors are trusted and raw HTML stays
 * allowed, as in Docusaurus; but a link that runs code (`javascript:`, `vbscript:`,
 * `data:text/html`) is an error, and an inline `<script>` or `on…=` handler is a warning, because
 * the site's Content-Security-Policy blocks them: they would fail silently for the author. A frame's
 * `data:text/html` document (an embedded tweet) runs in an origin of its own, out of the site's
 * reach, so it is a warning too: the policy it inherits keeps its scripts from running. A
 * `javascript:void(0)` runs nothing: it is the href of an element a script handles by its id
 * (eigenlayer's Intercom button), a warning that the script is not here.
 */
import { withoutComments } from './html-comments.ts';
import { noOpScriptMessage, noOpScriptUrl, scriptUrl, scriptUrlMessage } from '../../shared/script-url.ts';

const URL_ATTRIBUTE = /\s(href|src|action|formaction|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const HANDLER = /<[a-z][^>]*?\s(on[a-z]+)\s*=/i;
const SCRIPT = /<script\b/i;

/** A document of its own in a frame: isolated from the site, not a link that runs code in it. */
const framed = (attribute: string, scheme: string) => attribute.toLowerCase() === 'src' && scheme.toLowerCase().startsWith('data');

const frameWarning = (url: string) =>
  `frame document "${url.slice(0, 60)}" shows without its scripts: the site's Content-Security-Policy, which it inherits, blocks them. Embed the page from its own https URL, or put the content in the page.`;

const SCRIPT_WARNING = "inline <script> will not run: the site's Content-Security-Policy blocks it. Move the code into a component under site/ or remove it.";

export interface RawHtmlReport {
  warn(line: number, message: string): void;
  error(line: number, message: string): void;
}

/** Checks one raw HTML token (block or inline) found at `line`; its comments are not published (html-comments.ts), so not checked. */
export function checkRawHtml(raw: string, line: number, report: RawHtmlReport): void {
  const html = withoutComments(raw);
  for (const match of html.matchAll(URL_ATTRIBUTE)) {
    const url = match[2] ?? match[3] ?? match[4];
    const scheme = scriptUrl(url);
    if (scheme && framed(match[1], scheme)) report.warn(line, frameWarning(url));
    else if (scheme && noOpScriptUrl(url)) report.warn(line, noOpScriptMessage(url));
    else if (scheme) report.error(line, scriptUrlMessage(url, scheme));
  }
  if (SCRIPT.test(html)) report.warn(line, SCRIPT_WARNING);
  const handler = HANDLER.exec(html)?.[1];
  if (handler) report.warn(line, `the ${handler}= handler will not run: the site's Content-Security-Policy blocks inline handlers. Move the code into a component under site/ or remove it.`);
}

const URL_PROPS = ['href', 'src', 'action', 'formAction', 'xlinkHref'];

/**
 * The same checks for an HTML element written in MDX's JSX (`<a href="...">`): a URL that runs
 * code is an error and is left out of the page (a frame's document is a warning and stays; a URL that
 * does nothing is a warning and left out, as React 19 would replace it with one that throws); a `<script>`
 * is a warning. (React drops `on…` attributes given as strings.)
 */
export function checkJsxElement(tag: string, props: Record<string, unknown>, line: number, report: RawHtmlReport): void {
  for (const name of URL_PROPS) {
    const value = props[name];
    const scheme = typeof value === 'string' ? scriptUrl(value) : undefined;
    if (!scheme) continue;
    if (framed(name, scheme)) {
      report.warn(line, frameWarning(value as string));
      continue;
    }
    if (noOpScriptUrl(value as string)) {
      report.warn(line, noOpScriptMessage(value as string));
      delete props[name];
      continue;
    }
    report.error(line, scriptUrlMessage(value as string, scheme));
    props[name] = '#';
  }
  if (tag === 'script') report.warn(line, SCRIPT_WARNING);
}
