/**
 * The browser entry: hydrates the server-rendered islands and nothing else, enhances the static
 * Markdown output, and takes over same-site navigation. Without this script every page is still
 * whole and every link is an ordinary page load.
 */
import { trackKeyboardNavigation } from './keyboard.ts';
import { startPrefetching } from './prefetch.ts';
import { setUpPage, startRouter } from './router.ts';
import { rememberCategories } from './sidebar-state.ts';

/** Read by the inline check that shows the base-URL banner when this script never ran. */
declare global {
  interface Window {
    __siteClientLoaded?: boolean;
  }
}
window.__siteClientLoaded = true;

trackKeyboardNavigation();
rememberCategories();
// Only sites that set `navbar.hideOnScroll` download its code.
if (document.querySelector('.navbar[data-hide-on-scroll]')) void import('./hide-navbar.ts').then((m) => m.hideNavbarOnScroll());
setUpPage(document);
startRouter();
startPrefetching();
