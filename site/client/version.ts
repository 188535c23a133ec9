/**
 * The docs version preference. The site has one version (name `current`, label Next, path
 * `/docs`); like Docusaurus, the preferred version is stored under a key built from the docs
 * plugin id. Storage failures are ignored.
 */
import { writeStorage } from '../islands/storage.ts';

export const DOCS_PLUGIN_ID = 'default';
export const DOCS_VERSION = { name: 'current', label: 'Next', path: '/docs', isLast: true } as const;

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** Visiting a docs page records its version as the preferred one. */
export function rememberDocsVersion(): void {
  if (!location.pathname.startsWith(DOCS_VERSION.path)) return;
  writeStorage(preferredVersionKey(DOCS_PLUGIN_ID), DOCS_VERSION.name);
}
