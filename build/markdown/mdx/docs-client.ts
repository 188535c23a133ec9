/**
 * `@docusaurus/plugin-content-docs/client` as a site's own components read it in MDX: the docs
 * instances' versions and docs (Docusaurus's global data of the docs plugin) and which of them the
 * page being rendered belongs to (site/docusaurus/docs-client.ts answers; a component linking
 * "this page in the latest version" gets a real path, not a stand-in's).
 */
import { docsClient } from '../../../site/docusaurus/docs-client.ts';
import { runtime } from './runtime.ts';

export const DOCS_CLIENT = docsClient(() => {
  const page = runtime();
  const { docs, route, frontMatter, source, headings, contentTitle, excerpt, docRoute } = page;
  return { all: docs ?? {}, pathname: route ?? '/', doc: { frontMatter: frontMatter ?? {}, source, headings, contentTitle, excerpt, route: docRoute, needsRoute: (part) => void (page.readsDocRoute = [...new Set([...(page.readsDocRoute ?? []), part])]) } };
});
