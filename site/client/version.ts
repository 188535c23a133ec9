/**
 * The docs version preference. Like Docusaurus, the preferred version is stored under a key built
 * from the docs plugin id; its value is the version's name (`current`, or a name of
 * versions.json), which docs pages carry in `data-docs-version`. Storage failures are ignored.
 */
import { DOCS_PLUGIN_ID } from '../../shared/docs-plugin.ts';
import { writeStorage } from '../islands/storage.ts';

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** Showing a docs page, on load or after a route change, records its version as the preferred one. */
export function rememberDocsVersion(root: ParentNode): void {
  const version = root.querySelector<HTMLElement>('[data-docs-version]')?.dataset.docsVersion;
  if (version) writeStorage(preferredVersionKey(DOCS_PLUGIN_ID), version);
}
