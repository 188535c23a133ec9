/** Hydrates the server-rendered islands, each inside an error boundary, and unmounts them before a page swap. */
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '../islands/ErrorBoundary.tsx';
import { islands, type IslandName } from '../islands/registry.ts';

let roots: Root[] = [];

export function hydrateIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
    if (!Component) continue;
    const props = JSON.parse(element.dataset.props ?? '{}');
    roots.push(
      hydrateRoot(
        element,
        <ErrorBoundary variant="page">
          <Component {...props} />
        </ErrorBoundary>,
      ),
    );
  }
}

export function unmountIslands(): void {
  for (const root of roots) root.unmount();
  roots = [];
}
