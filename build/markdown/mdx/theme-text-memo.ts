/**
 * docusaurus-theme-openapi-docs draws each description of a schema's property, a parameter or a
 * response with its `@theme/Markdown`: react-markdown with remark-gfm, a new unified processor and
 * parse for each one, and the same description recurs across an API's pages and versions (pan.dev:
 * its drawn schemas cost 2.5x the build's CPU). In code run at build time that component is wrapped:
 * the element tree react-markdown gives a text (React elements are immutable values, and its
 * `Markdown` reads no hook or context) is made once a thread and drawn again for each use. Docusaurus
 * makes it anew for each use; the HTML is the same.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'theme-text-memo';
/** At most this many texts a bundle keeps (then it starts over), so that memory stays bounded on any API. */
const KEPT = 20000;

/** The wrapper's code: the theme's component, for a text alone, expanded through react-markdown once a text. */
function wrapper(file: string): string {
  return `import Theme from ${JSON.stringify(file)};
import * as ReactMarkdown from 'react-markdown';
import { createElement, isValidElement } from 'react';
const Markdown = ReactMarkdown.Markdown ?? ReactMarkdown.default;
const trees = new Map();
function tree(props) {
  const element = Theme(props);
  return isValidElement(element) && element.type === Markdown ? Markdown(element.props) : element;
}
export default function MemoizedMarkdown(props) {
  const text = props.children;
  if (typeof text !== 'string' || Object.keys(props).length !== 1) return createElement(Theme, props);
  let made = trees.get(text);
  if (made === undefined) {
    if (trees.size >= ${KEPT}) trees.clear();
    trees.set(text, (made = tree(props)));
  }
  return made;
}
`;
}

/** The esbuild plugin: a theme package's `@theme/Markdown` (`themeFile`, imports.ts), when its react-markdown resolves beside it. */
export function themeTextMemo(themeFile: ((specifier: string) => string | undefined) | undefined): Plugin {
  return {
    name: 'theme-text-memo',
    setup(b) {
      b.onResolve({ filter: /^@theme\/Markdown$/ }, async (args) => {
        const file = themeFile?.(args.path);
        if (!file) return undefined;
        const markdown = await b.resolve('react-markdown', { kind: 'import-statement', resolveDir: path.dirname(file), pluginData: 'probe' });
        return markdown.errors.length ? undefined : { path: file, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: wrapper(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
    },
  };
}
