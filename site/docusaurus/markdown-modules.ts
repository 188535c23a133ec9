/**
 * The Markdown modules of a route a site's plugin adds (`modules: { content: { __import: true,
 * path: post.metadata.source, query: { truncated: true } } }`, the "recent posts on the home page"
 * recipe). Docusaurus's client gives the component each such module as its MDX component with the
 * module's other exports on it (core's client/exports/ComponentCreator.js copies every export but
 * `default` onto the default one), so `<Content />` draws the post and `Content.metadata` is its data.
 * The page's data holds each as plain data (its HTML and those exports), which this makes a
 * component, on the server (drawing a mark the build replaces: build/react-pages/render.tsx) and
 * in the browser (drawing the HTML: markdown-content.ts) alike.
 */
import type { ComponentType } from 'react';

/** The key of a Markdown module in a route's props, as the build leaves it there. */
export const MARKDOWN_MODULE = '__markdownModule';

/** What the mdx-loader's module exports beside its component, and the HTML that component draws. */
export interface MarkdownModuleData {
  html: string;
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
  metadata?: unknown;
  assets?: Record<string, unknown>;
  toc: { value: string; id: string; level: number }[];
}

type Marked = { [MARKDOWN_MODULE]: MarkdownModuleData };

const isMarkdownModule = (value: unknown): value is Marked => typeof value === 'object' && value !== null && !Array.isArray(value) && MARKDOWN_MODULE in value;

/** `value` with each Markdown module (the value under MARKDOWN_MODULE) made what `map` makes of it; the rest as it is, objects and arrays copied only where they hold one. */
export function mapMarkdownModules<T>(value: T, map: (module: never) => unknown): T {
  if (isMarkdownModule(value)) return map(value[MARKDOWN_MODULE] as never) as T;
  if (Array.isArray(value)) {
    const items = value.map((item) => mapMarkdownModules(item, map));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, mapMarkdownModules(item, map)] as const);
  return (entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]) ? Object.fromEntries(entries) : value) as T;
}

/** `props` with each Markdown module its component, as Docusaurus's client gives it: `draw` makes it of the HTML, and the module's other exports are on it. */
export const withMarkdownModules = <T>(props: T, draw: (html: string) => ComponentType): T => mapMarkdownModules(props, ({ html, ...exported }: MarkdownModuleData) => Object.assign(draw(html), exported));

/** Whether `value` holds a Markdown module. */
export function hasMarkdownModules(value: unknown): boolean {
  let found = false;
  mapMarkdownModules(value, () => (found = true));
  return found;
}
