/**
 * The runtime of a site's own React pages that need the browser, loaded only on such pages: it
 * loads a page's code (an ES module the build made from the page's bundle, named by the props of
 * the island that the page's main wrapper is), runs it with the same Docusaurus modules the server rendered it
 * with, and hydrates the wrapper with the same data. The client entry hands it React (build/assets.ts
 * builds it apart, with React left out, so that the docs pages' bundle stays whole). Should the
 * page's code fail, its server-rendered HTML stays.
 */
import { Component, startTransition, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageData } from '../docusaurus/context.ts';
import { GENERATED, generatedModule } from '../docusaurus/generated.ts';
import { asModule, providedModule } from '../docusaurus/modules.ts';
import { member, missingModule } from '../docusaurus/stand-in.ts';
import { PageRoot } from '../docusaurus/PageRoot.tsx';

type Require = (specifier: string) => unknown;
type Define = (require: Require, module: { exports: unknown }, exports: unknown) => void;

/** React's modules as the client hands them over (site/client/islands.tsx), by name. */
const REACT_MODULES = ['react', 'react-dom/client', 'react/jsx-runtime', 'react-dom'];

/** What the page's bundle left for the page to be given (a generated file from its data); a package it cannot have, or a name a provided module lacks, stands in, as it did on the server. */
function pageRequire(react: unknown[], data: PageData): Require {
  return (specifier) => {
    const shared = REACT_MODULES.indexOf(specifier.replace('jsx-dev-runtime', 'jsx-runtime'));
    if (shared >= 0) return react[shared];
    const generated = specifier.startsWith(GENERATED) ? generatedModule(specifier.slice(GENERATED.length), data) : undefined;
    if (generated !== undefined) return generated;
    const provided = providedModule(specifier);
    return provided ? asModule(provided, member) : missingModule();
  };
}

/** Keeps the server's HTML (static, but whole) when the page's code throws in the browser. */
class KeepServerHtml extends Component<{ html: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.warn('This page could not start its interactive parts', error);
  }

  render() {
    return this.state.failed ? <div className="page-island-fallback" dangerouslySetInnerHTML={{ __html: this.props.html }} /> : this.props.children;
  }
}

/** Hydrates the React page in `element` (its island's `props` name its code and hold its data) with React's modules (`REACT_MODULES`); returns its root, for the client to unmount before a page swap. */
export async function hydratePage(react: unknown[], element: HTMLElement, props: { code: string; data: PageData }): Promise<Root> {
  const module = { exports: {} as { default?: unknown } };
  const define = ((await import(/* @vite-ignore */ props.code)) as { default: Define }).default;
  define(pageRequire(react, props.data), module, module.exports);
  const Page = (module.exports.default ?? module.exports) as ComponentType;
  // As a transition, as the client hydrates its own islands: React hydrates in slices a press can come between.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      element,
      <KeepServerHtml html={element.innerHTML}>
        <PageRoot data={props.data} Page={Page} />
      </KeepServerHtml>,
    );
  });
  return root!;
}
