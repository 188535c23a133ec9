/**
 * Takes what a site's React page says about itself while the build renders it (through
 * site/docusaurus/'s Layout, Head, Link and Redirect, and the watched React of require.ts) and
 * keeps it as plain data: its layout props, head tags, links, redirect and why it needs the browser.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { HeadTag } from '../../site/types.ts';
import type { CodeBlockPart, LayoutProps, Recorder } from '../../site/docusaurus/context.ts';

export interface PageRecord {
  /** The props of its first `@theme/Layout`; undefined when it renders none (no navbar or footer then, as in Docusaurus). */
  layout?: LayoutProps;
  /** `<title>` of its `Head`, which wins over the Layout's. */
  title?: string;
  tags: HeadTag[];
  /** Link targets as written (`/docs/intro`, `#top`, `help`). */
  links: string[];
  redirect?: string;
  /** What makes it need the browser, in the order met; empty for a page that ships no code. */
  browser: string[];
  /** What its Head holds that the page cannot use. */
  problems: string[];
  /** Its code blocks as drawn, by key (site/docusaurus/code-block.tsx). */
  codeBlocks: Record<string, CodeBlockPart>;
  /** It read the docs plugin's data (its versions), which a hydrated page is then given too. */
  docs?: true;
  /** The keys of the site config's `CONFIG_ON_READ` it read, which a hydrated page is then given too. */
  config: string[];
  /** The plugins whose global data it read (the docs plugin's: `docs`), which a hydrated page is then given too. */
  globalData: string[];
  /** The generated files its code imported (site/docusaurus/generated.ts), which a hydrated page is then given too. */
  generated: string[];
  /** It took the context's `i18n`, whose `localeConfigs` a hydrated page is then given too (read in an effect or a handler). */
  localeConfigs?: true;
}

const TEXT_TAGS = new Set(['script', 'style', 'noscript']);
const VOID_TAGS = new Set(['meta', 'link', 'base']);

function text(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

/** A head element as plain data, or a problem with it; `inlineStyles`: a `<style>` reaches the head (a Docusaurus site, whose policy allows inline styles). */
function headTag(type: string, props: Record<string, unknown>, inlineStyles: boolean): HeadTag | string {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) if (name !== 'children' && (typeof value === 'string' || typeof value === 'number' || value === true)) attributes[name] = value === true ? '' : String(value);
  if (VOID_TAGS.has(type)) return { tag: type as HeadTag['tag'], attributes };
  if (type === 'script' && attributes.type === 'application/ld+json') return { tag: 'script', attributes, text: text(props.children as ReactNode) };
  // `<style>{css}</style>` or `<style dangerouslySetInnerHTML={{ __html: css }} />`, as react-helmet takes both.
  if (type === 'style' && inlineStyles) return { tag: 'style', attributes, text: (props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html?.toString() ?? text(props.children as ReactNode) };
  if (type === 'script') return "a <script> in Head will not run: the site's Content-Security-Policy allows only its own bundled code. Move the code into the page's components.";
  if (TEXT_TAGS.has(type)) return `a <${type}> in Head is left out: only title, meta, link, base and JSON-LD scripts reach the page's head.${type === 'style' ? ' Import a CSS file in the page instead.' : ''}`;
  return `<${type}> in Head is left out: only title, meta, link, base and JSON-LD scripts reach the page's head.`;
}

export function createRecorder(inlineStyles = false): Recorder & { record: PageRecord } {
  const record: PageRecord = { tags: [], links: [], browser: [], problems: [], codeBlocks: {}, config: [], globalData: [], generated: [] };
  const walk = (children: ReactNode) => {
    for (const child of Children.toArray(children)) {
      if (!isValidElement(child)) continue;
      const props = child.props as Record<string, unknown>;
      if (typeof child.type !== 'string') walk(props.children as ReactNode);
      else if (child.type === 'title') record.title = text(props.children as ReactNode);
      else if (child.type === 'html' || child.type === 'body') continue;
      else {
        const tag = headTag(child.type, props, inlineStyles);
        if (typeof tag === 'string') record.problems.push(tag);
        else record.tags.push(tag);
      }
    }
  };
  return {
    record,
    layout: (props) => void (record.layout ??= props),
    head: walk,
    link: (target) => void record.links.push(target),
    browser: (reason) => void (record.browser.includes(reason) || record.browser.push(reason)),
    redirect: (to) => void (record.redirect ??= to),
    codeBlock: (key, part) => void (record.codeBlocks[key] = part),
    docs: () => void (record.docs = true),
    config: (key) => void (record.config.includes(key) || record.config.push(key)),
    globalData: (name) => void (record.globalData.includes(name) || record.globalData.push(name)),
    generated: (name) => void (record.generated.includes(name) || record.generated.push(name)),
    localeConfigs: () => void (record.localeConfigs = true),
  };
}
