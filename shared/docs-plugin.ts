/**
 * A site has one docs plugin instance per `@docusaurus/plugin-content-docs` entry, each named by
 * its `id` as Docusaurus names them: the preset's (or one without an id) is "default". The id
 * keys the browser's preferred version, navbar items' `docsPluginId`, and the versioned folders
 * (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`).
 */
export const DEFAULT_DOCS_PLUGIN_ID = 'default';

/** The instance a navbar item (its `docsPluginId`) leads into. */
export const itemDocsPlugin = (item: { docsPluginId?: string }): string => item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
