/**
 * The browser entry: hydrates the server-rendered islands and nothing else, so the rest of the
 * page stays static HTML that works without this script.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands, type IslandName } from '../islands/registry.ts';

function hydrateIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
    if (!Component) continue;
    hydrateRoot(element, <Component {...JSON.parse(element.dataset.props ?? '{}')} />);
  }
}

hydrateIslands(document);
