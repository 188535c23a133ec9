/**
 * The content a site's plugin reads in `allContentLoaded`. Docusaurus's own blog and docs plugins'
 * is handed over in their shape, made from this build's content once it is loaded
 * (build/docusaurus-content.ts), as far as sites' plugins read it; the docs' sidebars are not in it.
 * That of any other plugin this build does not run (a package's) is not there. A plugin that reads
 * such content and throws for want of it would fail as it never does under Docusaurus: a warning
 * instead, and what it adds is missing. One that reads it and goes on finds nothing there, silently
 * under this build: a warning too. One that reads Docusaurus's own content, given here in part, and
 * throws gets a warning as well, with what it said.
 */
import { BuildError } from '../diagnostics.ts';

/** The names under which `allContent` holds Docusaurus's blog and docs plugins' content: absent only where the site has no such plugin, as in Docusaurus. */
export const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const OWN = [BLOG_PLUGIN, DOCS_PLUGIN];

export interface ContentReads {
  /** What the plugin is given: `allContent`, recording reads of plugins it does not hold. */
  allContent: Record<string, Record<string, unknown>>;
  /** The plugins read and not held, in the order read. */
  unprovided: () => string[];
  /** Whether it read Docusaurus's own blog or docs content. */
  readOwn: () => boolean;
}

export function contentReads(allContent: Record<string, Record<string, unknown>>): ContentReads {
  const read = new Set<string>();
  let own = false;
  const proxy = new Proxy(allContent, {
    get(target, key, receiver) {
      if (typeof key === 'string' && OWN.includes(key)) own = true;
      else if (typeof key === 'string' && !Object.hasOwn(target, key)) read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
  return { allContent: proxy, unprovided: () => [...read], readOwn: () => own };
}

const said = (error: unknown) => (error instanceof BuildError ? error.diagnostics.map((d) => d.message).join(' ') : String((error as Error)?.message ?? error));

/**
 * The warning for a plugin whose allContentLoaded read content it was not given: it threw (`error`),
 * or it went on without it, so what it made of it is empty.
 */
export function unprovidedWarning(plugin: string, unprovided: string[], error?: unknown): string {
  const read = `plugin "${plugin}": allContentLoaded reads the content of ${unprovided.map((name) => `"${name}"`).join(', ')}, which this build does not give to the site's plugins`;
  if (error === undefined) return `${read}, so what it makes of it (its routes, its global data) is missing or empty here.`;
  return `${read}, and throws without it, so what it adds is missing. It said: ${said(error)}`;
}

/** The warning for a plugin whose allContentLoaded threw after reading Docusaurus's own content, which this build gives in part (no docs sidebars). */
export function ownContentWarning(plugin: string, error: unknown): string {
  return `plugin "${plugin}": allContentLoaded throws on the blog's or docs' content, which this build gives as Docusaurus's plugins load it in part (posts and docs with their metadata, no docs sidebars), so what it adds is missing. It said: ${said(error)}`;
}
