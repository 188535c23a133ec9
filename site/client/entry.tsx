/**
 * The browser entry: hydrates the server-rendered islands and nothing else, so the rest of the
 * page stays static HTML that works without this script.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '../islands/ErrorBoundary.tsx';
import { islands, type IslandName } from '../islands/registry.ts';
import { addCopyButtons, enhanceTabs } from './enhance.ts';
import { trackKeyboardNavigation } from './keyboard.ts';

/** Read by the inline check that shows the base-URL banner when this script never ran. */
declare global {
  interface Window {
    __siteClientLoaded?: boolean;
  }
}
window.__siteClientLoaded = true;

function hydrateIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
    if (!Component) continue;
    const props = JSON.parse(element.dataset.props ?? '{}');
    hydrateRoot(
      element,
      <ErrorBoundary variant="page">
        <Component {...props} />
      </ErrorBoundary>,
    );
  }
}

trackKeyboardNavigation();
hydrateIslands(document);
addCopyButtons(document);
enhanceTabs(document);
