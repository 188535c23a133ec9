/**
 * The docs version preference. Like Docusaurus, the preferred version is stored under a key built
 * from the docs plugin instance's id; its value is the version's name (`current`, or a name of
 * the instance's versions.json), which docs pages carry in `data-docs-version`, their instance in
 * `data-docs-plugin`. Storage failures are ignored.
 */
import { writeStorage } from '../islands/storage.ts';

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** Showing a docs page, on load or after a route change, records its version as the preferred one. */
export function rememberDocsVersion(root: ParentNode): void {
  const main = root.querySelector<HTMLElement>('[data-docs-version]');
  const { docsVersion, docsPlugin } = main?.dataset ?? {};
  if (docsVersion && docsPlugin) writeStorage(preferredVersionKey(docsPlugin), docsVersion);
}
