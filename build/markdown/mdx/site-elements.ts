/**
 * A site's own components for Markdown's own elements. Docusaurus's MDX renders each element
 * Markdown gives through MDXComponents, so a site that replaces one (in its
 * `src/theme/MDXComponents`, or as a swizzled part such as `src/theme/MDXComponents/Code`)
 * decides its markup: react-native's `code` turns `` `md ({nativeEvent: [PressEvent](pressevent)})` ``
 * into code with a link in it. Here links (`a`, link-component.ts) and inline code (`code`) go
 * through the site's own; a site that keeps Docusaurus's gets nothing here, and its Markdown
 * renders as this build's own.
 */
import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { siteMdxComponents, StandIn } from './imports.ts';
import { siteLink, type SiteLink } from './link-component.ts';
import type { MdxState } from './prepare.ts';
import { fillRaw, runtime } from './runtime.ts';
import { isProvided } from './theme.tsx';

/** What renders a Markdown element with the site's own component, for each element it replaces. */
export interface SiteElements {
  /** A link, given its `href` as Docusaurus gives it. */
  link?(href: string, title: string | null | undefined, line: number): SiteLink | undefined;
  /** Inline code's HTML; undefined when the component throws (reported): shown as this build's own then. */
  code?(text: string, line: number): string | undefined;
}

/** A component the site lists that is its own: not Docusaurus's part `part`, nor the stand-in for an import that cannot be resolved here. */
function own(value: unknown, part: string): ElementType | undefined {
  if (isProvided(value, `@theme/MDXComponents/${part}`) || value === StandIn) return undefined;
  return typeof value === 'function' || (typeof value === 'object' && value !== null) ? (value as ElementType) : undefined;
}

/** The site's own components among those Markdown's elements render with (none when it keeps Docusaurus's). */
export function ownElements(components: Record<string, unknown>): { a?: ElementType; code?: ElementType } {
  return { a: own(components.a, 'A'), code: own(components.code, 'Code') };
}

/** What renders the document's Markdown elements with the site's own components (mdx/imports.ts's siteMdxComponents). */
export async function siteElements(state: MdxState, file: string, bodyLine: number, warn: (line: number, message: string) => void): Promise<SiteElements> {
  // Loaded here when the page has no MDX element: their CSS is the page's only when it renders some of its elements with them.
  const sheets: string[] = [];
  state.components ??= await siteMdxComponents({ file, siteDir: state.siteDir, staticDirs: state.staticDirs, imageUrl: state.imageUrl, css: (sheet) => sheets.push(sheet), read: state.read, warn: (_, message) => warn(bodyLine, message) });
  const { a, code } = ownElements(state.components);
  if (a || code) sheets.forEach(state.css);
  return {
    link: a && ((href, title, line) => siteLink(a, href, title, line, (message) => warn(line, message))),
    code: code && ((text, line) => siteInlineCode(code, text, line, (message) => warn(line, message))),
  };
}

/**
 * Inline code as the site's `code` renders it: with its text as its only child, as MDX gives it.
 * Rendered when the document's links are read, so those it renders with Link are checked, once.
 */
export function siteInlineCode(component: ElementType, text: string, line: number, warn: (message: string) => void): string | undefined {
  runtime().line = line;
  try {
    return fillRaw(renderToStaticMarkup(createElement(component, null, text)));
  } catch (error) {
    warn(`the site's MDXComponents "code" could not render the inline code \`${text}\` (${(error as Error).message.split('\n')[0]}), so it is shown as plain code. Fix that component.`);
    return undefined;
  }
}
