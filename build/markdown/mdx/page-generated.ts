/**
 * Docusaurus's generated files as the code MDX draws imports them (`import siteConfig from
 * '@generated/docusaurus.config'`, which site-code-plugin.ts leaves to the document's `require`): the site
 * config of the page being rendered, the one its `useDocusaurusContext()` gives. Without it, a
 * component rendering `siteConfig.title` got a stand-in and a warning. The blogs' recent posts
 * (`blog-post-list-prop-<id>.json`) too, as React pages get them, with titles read before rendering
 * (content/doc-title.ts's postTitleFromSource): without them, a component listing the latest posts
 * got a stand-in and listed nothing.
 */
import { generatedModule, generatedName } from '../../../site/docusaurus/generated.ts';
import { pageGenerated, pageSiteConfig } from './runtime.ts';

/** The module `require(specifier)` gets for a generated file this build gives MDX, however the import names it (`@generated/x`, `@site/.docusaurus/x`, `../.docusaurus/x`); undefined for any other specifier, or outside a page. */
export function generatedOfPage(specifier: string): unknown {
  const siteConfig = pageSiteConfig();
  const name = generatedName(specifier);
  return name !== undefined && siteConfig ? generatedModule(name, { siteConfig, generated: pageGenerated() as never }) : undefined;
}
