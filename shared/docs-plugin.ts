/**
 * This generator has one docs plugin. Its id names it as Docusaurus names plugins: in build
 * errors about docs features, and in the key under which the browser stores the preferred version.
 */
export const DOCS_PLUGIN_ID = 'default';
