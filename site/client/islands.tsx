/** Hydrates the server-rendered islands, each inside an error boundary, and unmounts them before a page swap. */
import { useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '../islands/ErrorBoundary.tsx';
import { islands, type IslandName } from '../islands/registry.ts';

let roots: Root[] = [];

/** Rendered after an island: its effect runs once the island's own first effects have run. */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, []);
  return null;
}

/** Hydrates every island under `root`; resolves once each has rendered and run its first effects. */
export function hydrateIslands(root: ParentNode): Promise<unknown> {
  const hydrated: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
    if (!Component) continue;
    const props = JSON.parse(element.dataset.props ?? '{}');
    hydrated.push(
      new Promise((done) =>
        roots.push(
          hydrateRoot(
            element,
            <>
              <ErrorBoundary variant="page">
                <Component {...props} />
              </ErrorBoundary>
              <Hydrated done={done} />
            </>,
          ),
        ),
      ),
    );
  }
  return Promise.all(hydrated);
}

export function unmountIslands(): void {
  for (const root of roots) root.unmount();
  roots = [];
}
