/**
 * The browser's drawing of the Markdown modules of a route a site's plugin adds (markdown-modules.ts):
 * each a component drawing its HTML (markdown-content.ts). Built apart and loaded only by a hydrated
 * page whose data holds one (lazy-modules.ts, site/client/page-runtime.tsx).
 */
import { markdownContent } from './markdown-content.ts';
import { withMarkdownModules } from './markdown-modules.ts';

export const drawnMarkdownModules = <T>(props: T): T => withMarkdownModules(props, markdownContent);
