/**
 * A site's own components for Markdown's own elements. Docusaurus's MDX renders each element
 * Markdown gives through MDXComponents, so a site that replaces one (in its
 * `src/theme/MDXComponents`, or as a swizzled part such as `src/theme/MDXComponents/Img`)
 * decides its markup: react-native's `code` turns `` `md ({nativeEvent: [PressEvent](pressevent)})` ``
 * into code with a link in it, arbitrum's `table` wraps tables in its own box, chaos-mesh's `img`
 * captions each image. Links (`a`, link-component.ts) and inline code (`code`) are drawn here when
 * the document's links are read; the other elements (headings, images, lists, tables, block
 * quotes, rules) as the page renders (site-drawn.ts), from this build's own markup of each. A site
 * that keeps Docusaurus's gets nothing here, and its Markdown renders as this build's own.
 */
import { createElement, type ElementType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImportContext } from './imports.ts';
import { siteMdxComponents, siteThemeWrapper } from './site-theme.ts';
import { StandIn } from './stand-in.ts';
import { siteLink, type SiteLink } from './link-component.ts';
import type { MdxState } from './state.ts';
import { fillRaw, rawPlaceholder, runtime } from './runtime.ts';
import { isProvided } from './theme.tsx';

/** What renders a Markdown element with the site's own component, for each element it replaces. */
export interface SiteElements {
  /** A link, given its `href` as Docusaurus gives it. */
  link?(href: string, title: string | null | undefined, line: number): SiteLink | undefined;
  /** Inline code's HTML; undefined when the component throws (reported): shown as this build's own then. */
  code?(text: string, line: number): string | undefined;
  /** A fenced code block as the site's own CodeBlock draws it (one that wraps Docusaurus's), given its code and info string; undefined without one, or when it throws (reported). */
  block?(code: string, info: string, line: number): string | undefined;
  /** The Markdown elements (by tag) the site draws with its own component. */
  drawn: ReadonlySet<string>;
  /** An element of `drawn` as the site's component draws it, given its attributes and its content's HTML; undefined when the component throws (reported): shown as this build's own then. */
  draw(tag: string, props: Record<string, unknown>, inner: string | undefined, line: number): string | undefined;
}

/**
 * The elements of Markdown that a site's MDXComponents may draw besides links and inline code,
 * with Docusaurus's part that draws each where it has one (a site listing that part unchanged draws
 * nothing of its own). A fenced code block (`pre`) and table rows stay this build's: no site of the
 * corpus replaces them with markup of its own.
 */
const ELEMENTS: Record<string, string | undefined> = { img: 'Img', ul: 'Ul', li: 'Li', ol: undefined, h1: undefined, h2: undefined, h3: undefined, h4: undefined, h5: undefined, h6: undefined, table: undefined, th: undefined, td: undefined, blockquote: undefined, hr: undefined };

/** A component the site lists that is its own: not Docusaurus's part `part`, nor the stand-in for an import that cannot be resolved here. */
function own(value: unknown, part: string | undefined): ElementType | undefined {
  if ((part && isProvided(value, `@theme/MDXComponents/${part}`)) || value === StandIn) return undefined;
  return typeof value === 'function' || (typeof value === 'object' && value !== null) ? (value as ElementType) : undefined;
}

/** The site's own components among those Markdown's elements render with (none when it keeps Docusaurus's), by tag. */
export function ownElements(components: Record<string, unknown>): Map<string, ElementType> {
  const owned = new Map<string, ElementType>();
  for (const [tag, part] of Object.entries({ a: 'A', code: 'Code', ...ELEMENTS })) {
    const component = own(components[tag], part);
    if (component) owned.set(tag, component);
  }
  return owned;
}

/** What renders the document's Markdown elements with the site's own components (mdx/imports.ts's siteMdxComponents). */
export async function siteElements(state: MdxState, file: string, bodyLine: number, warn: (line: number, message: string) => void): Promise<SiteElements> {
  // Loaded here when the page has no MDX element: their CSS is the page's only when it renders some of its elements with them.
  const sheets: string[] = [];
  const ctx: ImportContext = { file, siteDir: state.siteDir, staticDirs: state.staticDirs, imageUrl: state.imageUrl, mayRead: state.mayRead, css: (sheet) => sheets.push(sheet), read: state.read, warn: (_, message) => warn(bodyLine, message), themeFiles: state.themeFiles, repeatedImports: state.repeatedImports, themeDirs: state.themeDirs, sassPrelude: state.sassPrelude, aliases: state.aliases, moduleRules: state.moduleRules };
  state.components ??= await siteMdxComponents(ctx);
  const owned = ownElements(state.components);
  const codeBlock = await siteThemeWrapper('CodeBlock', ctx);
  if (owned.size || codeBlock) sheets.forEach(state.css);
  const a = owned.get('a');
  const code = owned.get('code');
  return {
    link: a && ((href, title, line) => siteLink(a, href, title, line, (message) => warn(line, message))),
    code: code && ((text, line) => siteInlineCode(code, text, line, (message) => warn(line, message))),
    block: codeBlock && ((text, info, line) => siteCodeBlock(codeBlock, text, info, line, (message) => warn(line, message))),
    drawn: new Set([...owned.keys()].filter((tag) => tag in ELEMENTS)),
    draw: (tag, props, inner, line) => siteElement(tag, owned.get(tag)!, props, inner, line, (message) => warn(line, message)),
  };
}

/** A fenced code block as MDX gives it to CodeBlock (its language as a class, the rest of its info string as `metastring`), drawn by the site's. */
function siteCodeBlock(component: ElementType, code: string, info: string, line: number, warn: (message: string) => void): string | undefined {
  const [, language, metastring] = /^(\S*)\s*([\s\S]*)$/.exec(info.trim())!;
  runtime().line = line;
  try {
    return fillRaw(renderToStaticMarkup(createElement(component, { className: language ? `language-${language}` : undefined, metastring: metastring || undefined }, code)));
  } catch (error) {
    warn(`the site's CodeBlock could not render this code block (${(error as Error).message.split('\n')[0]}), so it is shown as this build draws it. Fix that component.`);
    return undefined;
  }
}

/** An element as the site's component draws it: its content, this build's HTML, stays as it is (a placeholder React leaves alone). */
function siteElement(tag: string, component: ElementType, props: Record<string, unknown>, inner: string | undefined, line: number, warn: (message: string) => void): string | undefined {
  runtime().line = line;
  try {
    return fillRaw(renderToStaticMarkup(createElement(component, props, inner === undefined ? undefined : rawPlaceholder(inner))));
  } catch (error) {
    warn(`the site's MDXComponents "${tag}" could not render this <${tag}> (${(error as Error).message.split('\n')[0]}), so it is shown as this build draws it. Fix that component.`);
    return undefined;
  }
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
