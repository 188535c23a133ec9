/**
 * URLs that run code when followed (`javascript:`, `vbscript:`, `data:text/html`), which the site
 * does not publish: in Markdown, raw HTML, MDX (build/markdown/raw-html.ts) and the config's links
 * (site/config-schema.ts). A `javascript:void(0)` runs nothing, so it is told apart.
 */
const SCRIPT_URL = /^\s*(?:(?:javascript|vbscript)\s*:|data\s*:\s*text\/html)/i;

/** The scheme that makes a URL run code, for the message; undefined for a harmless URL. */
export function scriptUrl(url: string): string | undefined {
  // Browsers ignore tabs and newlines inside a scheme (`java\tscript:`).
  const match = SCRIPT_URL.exec(url.replace(/[\t\n\r]/g, ''));
  return match ? match[0].trim().replace(/\s+/g, '') : undefined;
}

// `javascript:`, `javascript:;`, `javascript:void(0)`, `javascript:void 0`: a URL that does nothing when followed.
const NO_OP = /^\s*javascript\s*:\s*(?:void\s*\(\s*0\s*\)|void\s+0)?\s*;?\s*$/i;

/** Whether the URL is a `javascript:` URL that does nothing (`void(0)`): the element's behaviour, if any, is a script's. */
export const noOpScriptUrl = (url: string) => NO_OP.test(url.replace(/[\t\n\r]/g, ''));

export const noOpScriptMessage = (url: string) =>
  `link target "${url.slice(0, 60)}" does nothing, as in Docusaurus; whatever script handles the click is not loaded here. Link to a page, or put the behaviour in a component.`;

export const scriptUrlMessage = (url: string, scheme: string) =>
  `link target "${url.slice(0, 60)}" runs code (${scheme}); the site does not publish such links. Link to a page, or put the behaviour in a component.`;
