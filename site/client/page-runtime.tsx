/**
 * The runtime of a site's own React pages that need the browser, loaded only on such pages: it
 * loads a page's code (an ES module the build made from the page's bundle, named by the props of
 * the island that the page's main wrapper is), runs it with the same Docusaurus modules the server rendered it
 * with, and hydrates the wrapper with the same data. The client entry hands it React (build/assets.ts
 * builds it apart, with React left out, so that the docs pages' bundle stays whole). Should the
 * page's code fail, its server-rendered HTML stays.
 */
import { Component, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageData } from '../docusaurus/context.ts';
import { GENERATED, generatedModule } from '../docusaurus/generated.ts';
import { MARKDOWN_MODULES_DRAWN, type LazySpecifier } from '../docusaurus/lazy-modules.ts';
import { asModule, LAZY_MODULE_EXPORTS, providedModule } from '../docusaurus/modules.ts';
import { member, missingModule } from '../docusaurus/stand-in.ts';
import { PageRoot } from '../docusaurus/PageRoot.tsx';
import { withSharedProps } from '../docusaurus/shared-props.ts';
import { hasMarkdownModules } from '../docusaurus/markdown-modules.ts';
import type { drawnMarkdownModules } from '../docusaurus/markdown-modules-drawn.ts';
import { reactWithDefaultProps } from '../../shared/default-props.ts';

type Require = (specifier: string) => unknown;
type Define = (require: Require, module: { exports: unknown }, exports: unknown) => void;
/** A page's code as build/react-pages/render.tsx writes it: its bundle, and the lazily loaded modules it requires. */
type PageCode = { default: Define; lazy?: LazySpecifier[] };
/** Each lazily loaded module's code (site/docusaurus/lazy-modules.ts), loaded from beside the runtime and handed React's modules (build/assets.ts). */
export type LazyChunks = Record<string, () => Promise<{ default: (react: unknown[]) => Record<string, unknown> }>>;

/** React's modules as the client hands them over (site/client/islands.tsx), by name. */
const REACT_MODULES = ['react', 'react-dom/client', 'react/jsx-runtime', 'react-dom'];

/** What the page's bundle left for the page to be given (a generated file from its data); a package it cannot have, or a name a provided module lacks, stands in, as it did on the server. */
function pageRequire(react: unknown[], data: PageData, loaded: Record<string, Record<string, unknown>>): Require {
  // React and its JSX runtime fill React 18's default props, as on the server (build/react-pages/require.ts).
  const modules = react.map((module, i) => (i === 0 || i === 2 ? reactWithDefaultProps(module as object) : module));
  return (specifier) => {
    const shared = REACT_MODULES.indexOf(specifier.replace('jsx-dev-runtime', 'jsx-runtime'));
    if (shared >= 0) return modules[shared];
    const generated = specifier.startsWith(GENERATED) ? generatedModule(specifier.slice(GENERATED.length), data) : undefined;
    if (generated !== undefined) return generated;
    const provided = providedModule(specifier, loaded);
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

/** The lazily loaded modules the page's code requires, loaded (at once, before its code runs: `require` answers at once). */
async function loadLazy(react: unknown[], lazy: LazySpecifier[], chunks: LazyChunks): Promise<Record<string, Record<string, unknown>>> {
  const load = async (specifier: LazySpecifier) => [specifier, LAZY_MODULE_EXPORTS[specifier]((await chunks[specifier]()).default(react))] as const;
  return Object.fromEntries(await Promise.all(lazy.filter((specifier) => specifier in chunks).map(load)));
}

function Hydrated({ done }: { done: () => void }) {
  useEffect(done, []);
  return null;
}

/**
 * Hydrates the React page in `element` (its island's `props` name its code and hold its data) with
 * React's modules (`REACT_MODULES`); returns its root, for the client to unmount before a page swap,
 * once the page has hydrated and run its first effects (the tab lists wait for it: router.ts).
 */
export async function hydratePage(react: unknown[], element: HTMLElement, props: { code: string; data: PageData }, chunks: LazyChunks): Promise<Root> {
  const module = { exports: {} as { default?: unknown } };
  const code = (await import(/* @vite-ignore */ props.code)) as PageCode;
  // The Markdown modules of a route a site's plugin adds are components drawing their HTML, as on the server (site/docusaurus/markdown-modules.ts), by code loaded for such a page only.
  const lazy = [...(code.lazy ?? []), ...(hasMarkdownModules(props.data.props) ? [MARKDOWN_MODULES_DRAWN] : [])];
  const [loaded, shared] = await Promise.all([loadLazy(react, lazy, chunks), withSharedProps(props.data)]);
  const drawn = loaded[MARKDOWN_MODULES_DRAWN]?.drawnMarkdownModules as typeof drawnMarkdownModules | undefined;
  const data = drawn ? { ...shared, props: drawn(shared.props) } : shared;
  code.default(pageRequire(react, data, loaded), module, module.exports);
  const Page = (module.exports.default ?? module.exports) as ComponentType;
  // As a transition, as the client hydrates its own islands: React hydrates in slices a press can come between.
  let root: Root | undefined;
  let done!: () => void;
  const hydrated = new Promise<void>((resolve) => (done = resolve));
  startTransition(() => {
    root = hydrateRoot(
      element,
      <>
        <KeepServerHtml html={element.innerHTML}>
          <PageRoot data={data} Page={Page} />
        </KeepServerHtml>
        <Hydrated done={done} />
      </>,
    );
  });
  await hydrated;
  return root!;
}
