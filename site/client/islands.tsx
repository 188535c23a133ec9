/** Hydrates the server-rendered islands, each inside an error boundary, and unmounts them before a page swap. */
import * as React from 'react';
import { startTransition, useEffect, type ComponentType } from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { hydrateRoot, type Root } from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { ErrorBoundary } from '../islands/ErrorBoundary.tsx';
import { islands, type IslandName } from '../islands/registry.ts';

let roots: Root[] = [];

/** React's modules, as the modules built apart from the client with React left out take them (build/assets.ts's REACT_MODULES order): the page runtime, the live code blocks'. */
export const REACT_MODULES = [React, ReactDOMClient, JsxRuntime, ReactDOM];

/** site/client/page-runtime.tsx: hydrates a site's React page in `element` with React's modules and the island's props. */
type PageRuntime = (react: unknown[], element: HTMLElement, props: { code: string; data: object }) => Promise<Root>;

/** Rendered after an island: its effect runs once the island's own first effects have run. */
function Hydrated({ done }: { done: () => void }) {
  useEffect(done, []);
  return null;
}

/** Hydrates every island under `root`; resolves once each has rendered and run its first effects. */
export function hydrateIslands(root: ParentNode): Promise<unknown> {
  const hydrated: Promise<void>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const props = JSON.parse(element.dataset.props ?? '{}');
    // A site's own React page that needs the browser: its runtime (loaded on such pages only, built without React) gets React's modules in the order page-runtime.tsx names them.
    if (props.runtime) hydrated.push(import(/* @vite-ignore */ props.runtime).then((m: { default: PageRuntime }) => m.default(REACT_MODULES, element, props)).then((page) => void roots.push(page)));
    const Component = islands[element.dataset.island as IslandName] as ComponentType<object> | undefined;
    if (!Component) continue;
    // As a transition, React hydrates in slices of a few milliseconds that a press can come between
    // (an island pressed before its turn is hydrated at once); otherwise hydration is one task.
    hydrated.push(
      new Promise((done) =>
        startTransition(() =>
          void roots.push(
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
      ),
    );
  }
  return Promise.all(hydrated);
}

export function unmountIslands(): void {
  for (const root of roots) root.unmount();
  roots = [];
}
