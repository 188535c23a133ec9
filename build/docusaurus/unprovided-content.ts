/**
 * The content a site's plugin reads in `allContentLoaded` that this build does not hand over: that
 * of Docusaurus's own plugins (`allContent['docusaurus-plugin-content-docs']`, whose docs and
 * versions this build loads its own way, after the site's plugins run). A plugin that reads it and
 * throws for want of it (serverpod's Markdown export fails hard without the docs' versions) would
 * fail as it never does under Docusaurus; it is a warning instead, and what it adds is missing. One
 * that reads it and goes on finds nothing there, silently under this build: a warning too.
 */
import { BuildError } from '../diagnostics.ts';

export interface ContentReads {
  /** What the plugin is given: `allContent`, recording reads of plugins it does not hold. */
  allContent: Record<string, Record<string, unknown>>;
  /** The plugins read and not held, in the order read. */
  unprovided: () => string[];
}

export function contentReads(allContent: Record<string, Record<string, unknown>>): ContentReads {
  const read = new Set<string>();
  const proxy = new Proxy(allContent, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !Object.hasOwn(target, key)) read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
  return { allContent: proxy, unprovided: () => [...read] };
}

/**
 * The warning for a plugin whose allContentLoaded read content it was not given: it threw (`error`),
 * or it went on without it, so what it made of it is empty (devsecops-blog's home page lists the
 * blog's latest posts from `allContent['docusaurus-plugin-content-blog']`: none here).
 */
export function unprovidedWarning(plugin: string, unprovided: string[], error?: unknown): string {
  const read = `plugin "${plugin}": allContentLoaded reads the content of ${unprovided.map((name) => `"${name}"`).join(', ')}, which this build does not give to the site's plugins`;
  if (error === undefined) return `${read}, so what it makes of it (its routes, its global data) is missing or empty here.`;
  const reason = error instanceof BuildError ? error.diagnostics.map((d) => d.message).join(' ') : String((error as Error)?.message ?? error);
  return `${read}, and throws without it, so what it adds is missing. It said: ${reason}`;
}
