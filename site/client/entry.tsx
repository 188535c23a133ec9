/**
 * The browser entry: hydrates the server-rendered islands and nothing else, enhances the static
 * Markdown output, and takes over same-site navigation. Without this script every page is still
 * whole and every link is an ordinary page load.
 */
import { startPrefetching } from './prefetch.ts';
import { setUpPage, startRouter } from './router.ts';
import { rememberCategories } from './sidebar-state.ts';

/** Set once the page's islands have hydrated, so that a test knows the chrome answers. */
declare global {
  interface Window {
    __siteClientLoaded?: boolean;
  }
}

/** Ends this task, so that a press waiting behind it is answered first (scheduler.yield where there is one). */
function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

rememberCategories();
startRouter();
startPrefetching();
// The page's set-up (hydration, copy buttons, tabs) is a task of its own after this module's evaluation.
await yieldToInput();
// Only sites that set `navbar.hideOnScroll` download its code.
if (document.querySelector('.navbar[data-hide-on-scroll]')) void import('./hide-navbar.ts').then((m) => m.hideNavbarOnScroll());
void setUpPage(document).then(() => (window.__siteClientLoaded = true));
