/**
 * What one page of a build's output loads on a first visit (scripts/size.ts): its HTML, the
 * stylesheets it links, and the JavaScript it runs at once. That is the client entry with every
 * module it imports statically and, on a site's React page that hydrates (an island whose props
 * name a `runtime`), the page runtime, the page's code and the lazily loaded modules that code
 * asks for, which site/client/page-runtime.tsx loads before it hydrates. Modules a page loads on
 * use (search, tabs, the table of contents' marking) are left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MARKDOWN_MODULES_DRAWN } from '../site/docusaurus/lazy-modules.ts';
import { hasMarkdownModules } from '../site/docusaurus/markdown-modules.ts';

export interface FirstVisit {
  html: Buffer;
  /** The stylesheets' files, relative to the output folder. */
  css: string[];
  /** The JavaScript files, relative to the output folder, each once. */
  js: string[];
  /** Of `js`, those only a hydrated React page loads: its runtime, its code and the modules it asks for. */
  reactPage: string[];
  /** Stylesheets and scripts from other hosts (a config's `stylesheets`), not measured. */
  external: string[];
}

/** `page` is a file of `out` (`index.html`); `baseUrl` is the site's, which its URLs start with. */
export async function firstVisit(out: string, page: string, baseUrl = '/'): Promise<FirstVisit> {
  const file = (url: string) => {
    const local = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, '');
    return path.posix.normalize(local);
  };
  const read = (rel: string) => readFileSync(path.join(out, rel));
  const seen = new Set<string>();
  /** The module and every module it imports statically (dynamic imports load later, on use). */
  const staticModules = (rel: string): string[] => {
    if (seen.has(rel)) return [];
    seen.add(rel);
    const code = read(rel).toString('utf8');
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g)].map((m) => path.posix.join(path.posix.dirname(rel), m[1]));
    return [rel, ...imports.flatMap(staticModules)];
  };

  const html = read(page);
  const text = html.toString('utf8');
  const links = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  // The head script's data-client names the bundle it starts once the page has painted.
  const scripts = [...text.matchAll(/<script (?:type="module" src|data-client)="([^"]+)"/g)].map((m) => m[1]);
  const external = [...links, ...scripts].filter(isExternal);
  const css = links.filter((url) => !isExternal(url)).map(file);
  const js = scripts.filter((url) => !isExternal(url)).flatMap((url) => staticModules(file(url)));
  if (!js.length) throw new Error(`${page} names no client script: scripts/first-visit.ts looks for <script data-client="..."> and module scripts`);
  const reactPage: string[] = [];
  for (const island of text.matchAll(/data-island="[^"]*" data-props="([^"]*)"/g)) {
    const props = JSON.parse(unescapeAttribute(island[1])) as { runtime?: string; code?: string; data?: string | { props?: unknown } };
    if (!props.runtime || !props.code) continue;
    const runtime = file(props.runtime);
    const code = file(props.code);
    reactPage.push(...staticModules(runtime), ...staticModules(code));
    // As the runtime's `preload` does: the page's code names the lazily loaded modules it requires, the runtime where each is.
    const { lazy = [] } = (await import(pathToFileURL(path.join(out, code)).href)) as { lazy?: string[] };
    const chunks = lazyChunks(read(runtime).toString('utf8'));
    // And, for a page whose data (JSON, or its text) holds a route's Markdown modules, what draws them (site/client/page-runtime.tsx).
    const data = typeof props.data === 'string' ? (JSON.parse(props.data) as { props?: unknown }) : props.data;
    for (const specifier of [...lazy, ...(hasMarkdownModules(data?.props) ? [MARKDOWN_MODULES_DRAWN] : [])]) {
      const chunk = chunks.get(specifier);
      if (chunk) reactPage.push(...staticModules(path.posix.join(path.posix.dirname(runtime), chunk)));
    }
  }
  return { html, css, js: [...js, ...reactPage], reactPage, external };
}

const isExternal = (url: string) => /^(?:[a-z][\w+.-]*:|\/\/)/i.test(url);

/** The page runtime's map of lazily loaded modules (build/assets.ts writes `"specifier":function(){return import("./file.js")}`). */
export function lazyChunks(runtime: string): Map<string, string> {
  return new Map([...runtime.matchAll(/"([^"]+)":function\(\)\{return import\("(\.\/[^"]+)"\)\}/g)].map((m) => [m[1], m[2]]));
}

/** An attribute's text as React writes it escaped (`&quot;`, `&amp;`, `&#x27;`, `&lt;`, `&gt;`), any character reference read. */
function unescapeAttribute(value: string): string {
  const named: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(quot|amp|lt|gt|apos));/gi, (whole, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (named[name!.toLowerCase()] ?? whole),
  );
}
