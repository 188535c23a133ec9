/**
 * Files Docusaurus generates into the site's `.docusaurus/` folder (`@generated/` in its webpack
 * aliases) that a site's own code imports, answered from this build's data, on the server and in the
 * browser alike: `@generated/docusaurus.config` (the site config: `import siteConfig from
 * '@generated/docusaurus.config'`, common in components and client modules) and each blog's
 * `docusaurus-plugin-content-blog/<id>/blog-post-list-prop-<id>.json`, its recent posts (a home page's
 * "latest posts": home-assistant-dev's requires `../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json`),
 * and the metadata of each of its posts, `<docuHash of the post's source>.json`, which a page lists
 * with `require.context` over the blog's folder (teddygood's home page: markdown/mdx/require-context.ts
 * asks for the folder, `docusaurus-plugin-content-blog/<id>/`, and gets its files by name).
 * A page's bundle names each as `@generated/<name>` (markdown/mdx/site-code-plugin.ts).
 */
import type { PageData } from './context.ts';

export const GENERATED = '@generated/';

const SITE_CONFIG = /^docusaurus\.config(\.[cm]?[jt]s)?$/;
const BLOG_FILE = /^docusaurus-plugin-content-blog\/[^/]+\/[^/]+\.json$/;
const BLOG_FOLDER = /^docusaurus-plugin-content-blog\/[^/]+\/$/;

/** The name under `.docusaurus/` of a generated file (or a blog's folder of them, ending in `/`) this build gives, from the import as written (`@generated/x`, `../../.docusaurus/x`, `@site/.docusaurus/x`); undefined for others. */
export function generatedName(specifier: string): string | undefined {
  const name = specifier.startsWith(GENERATED) ? specifier.slice(GENERATED.length) : /(?:^|\/)\.docusaurus\/(.+)$/.exec(specifier)?.[1];
  return name !== undefined && (SITE_CONFIG.test(name) || BLOG_FILE.test(name) || BLOG_FOLDER.test(name)) ? name : undefined;
}

/** The blog's file name for its recent posts, as Docusaurus names it. */
export const blogPostListName = (pluginId: string) => `docusaurus-plugin-content-blog/${pluginId}/blog-post-list-prop-${pluginId}.json`;

/** The module a page's `require('@generated/<name>')` gets (a React page's, or code MDX draws, which has the site config only): the site config as an ES module's default, a JSON file as its value, a blog's folder as its files by name; undefined when the build has none by that name. */
export function generatedModule(name: string, data: { siteConfig: object; generated?: PageData['generated'] }): unknown {
  if (SITE_CONFIG.test(name)) return { __esModule: true, default: data.siteConfig };
  if (BLOG_FOLDER.test(name)) return Object.fromEntries(Object.entries(data.generated ?? {}).filter(([file]) => file.startsWith(name)).map(([file, value]) => [file.slice(name.length), value]));
  return data.generated?.[name];
}
