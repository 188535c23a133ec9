/**
 * Docusaurus's theme modules as MDX imports them (`@theme/Tabs`, `@docusaurus/Link`, ...),
 * rendered at build time with the same markup as our own Markdown: tabs as `:::tabs` (read
 * without JavaScript, enhanced by site/client/tabs.ts on pages that have them), admonitions as
 * `:::note`, code as fenced code. `MDX_COMPONENTS` are the tags MDX finds without an import.
 */
import { Children, createElement, Fragment, type ReactNode } from 'react';
import { messageParts, translate as translateMessage, type TranslateParams } from '../../../shared/translate.ts';
import { codeText, type CodeBlockProps } from '../../../site/docusaurus/code-block.tsx';
import { createAdmonition, Details, IconExternalLink, IdealImage, TabItem } from '../../../site/docusaurus/theme-parts.tsx';
import { parseCodeInfo, renderCodeBlock } from '../code.ts';
import { highlight } from '../languages.ts';
import { applyMagicComments, type MagicComment } from '../magic-comments.ts';
import { hashLink, type Heading } from '../headings.ts';
import { addBaseUrl, collectsLink } from '../../../site/docusaurus/links.tsx';
import { fillRaw, rawPlaceholder, runtime, withBaseUrl } from './runtime.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { cardItem, cardsMarker, DOC_CARD_LIST_MARKER, type CardItem } from './doc-card-list-marker.ts';
import { MdxTabs } from './unrendered.tsx';
import { useTabs } from './use-tabs.ts';
import { DOCS_CLIENT } from './docs-client.ts';
import { CORE_MODULES, useGlobalData } from './core-modules.ts';
import { intrinsicProps } from './dom-props.ts';
import { themeCommon } from '../../../site/docusaurus/theme-common.ts';
import { themeCommonInternal } from '../../../site/docusaurus/theme-common-internal.ts';
import { docusaurus2ThemeHooks } from '../../../site/docusaurus/theme-hooks-v2.ts';
import { BrowserOnly } from './browser-only.tsx';
import { Redirect } from './redirect.tsx';

type Props<T = object> = T & { children?: ReactNode };

const Admonition = createAdmonition(() => runtime().messages);

/** `@theme/CodeBlock`'s code as this build's fenced code is drawn: highlighted at build time, magic comments applied. */
export function codeBlockHtml({ children, language, className, title, showLineNumbers, metastring }: CodeBlockProps, magicComments: MagicComment[] | undefined): string {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? '';
  // A title that is markup (TurboWarp's file name and a "Try this extension" link) is drawn as it is; text goes through the info string.
  const titleHtml = title !== null && typeof title === 'object' ? fillRaw(renderToStaticMarkup(<>{title}</>)) : undefined;
  const info = parseCodeInfo([lang, metastring, title && !titleHtml ? `title="${String(title)}"` : '', showLineNumbers ? 'showLineNumbers' : ''].filter(Boolean).join(' '));
  const { code, lineClasses } = applyMagicComments(codeText(children).replace(/\n$/, ''), magicComments);
  return renderCodeBlock(highlight(code, info.language), info, lineClasses, titleHtml);
}

function CodeBlock(props: CodeBlockProps): ReactNode {
  return rawPlaceholder(codeBlockHtml(props, runtime().magicComments));
}

/** The page's headings between two levels, as a nested list of links. */
function TOCInline({ minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: unknown; minHeadingLevel?: number; maxHeadingLevel?: number }): ReactNode {
  const headings = runtime().headings.filter((h) => h.depth >= minHeadingLevel && h.depth <= maxHeadingLevel);
  const list = (items: Heading[], depth: number): ReactNode => {
    const nodes: ReactNode[] = [];
    for (let i = 0; i < items.length; i++) {
      const h = items[i];
      const sub: Heading[] = [];
      while (i + 1 < items.length && items[i + 1].depth > depth) sub.push(items[++i]);
      nodes.push(
        <li key={h.id}>
          <a href={`#${h.id}`}>{h.text}</a>
          {sub.length > 0 && list(sub, depth + 1)}
        </li>,
      );
    }
    return <ul>{nodes}</ul>;
  };
  // A plain list, as in Docusaurus: the page's own table of contents is already the "On this page" landmark.
  return headings.length ? <div className="toc-inline">{list(headings, Math.min(...headings.map((h) => h.depth)))}</div> : null;
}

/** Both images, one per colour mode; base.css shows the one that matches (no JavaScript). */
function ThemedImage({ sources, alt = '', ...rest }: { sources: { light: string; dark: string }; alt?: string; className?: string; width?: number; height?: number }): ReactNode {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} {...rest} src={withBaseUrl(sources[mode])} alt={alt} className={[`themed-image themed-image--${mode}`, rest.className].filter(Boolean).join(' ')} loading="lazy" decoding="async" />
      ))}
    </>
  );
}

function Link({ to, href, children, 'data-noBrokenLinkCheck': noCheck, ...rest }: Props<{ to?: string; href?: string; className?: string; target?: string; 'data-noBrokenLinkCheck'?: boolean }>): ReactNode {
  const written = to ?? href ?? '#';
  const target = runtime().link(written, !noCheck && collectsLink(written, rest.target));
  const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(target);
  return (
    // As core's Link: an address with a protocol opens in a new tab, unless the props say otherwise.
    <a {...(external && { target: '_blank', rel: 'noopener noreferrer' })} {...rest} href={external ? target : withBaseUrl(target)}>
      {children}
    </a>
  );
}

/** Docusaurus's own MDX `a` (`@theme/MDXComponents/A`), which a site's MDXComponents may list unchanged (react-native's, apify's). */
export function MdxA({ href, children, ...rest }: Props<{ href?: string; className?: string }>): ReactNode {
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

/**
 * The classic theme's DocCardList: the cards of the `items` it is given, else the current
 * category's. `useCurrentSidebarCategory().items` is a stand-in here, not a list: those cards.
 */
function DocCardList({ items }: { items?: unknown }): ReactNode {
  return rawPlaceholder(Array.isArray(items) ? cardsMarker(checkedCards(items.flatMap(cardItem)), true) : DOC_CARD_LIST_MARKER);
}

/** The classic theme's DocCard: the card of one sidebar item a page gives it. */
function DocCard({ item }: { item?: unknown }): ReactNode {
  return rawPlaceholder(cardsMarker(checkedCards(cardItem(item)), false));
}

/**
 * The cards a page gives, their links checked as its Markdown links are (DocCard draws each with
 * Link): one that runs code is an error at the component's line and is not published, an internal
 * one goes to the page's broken-link check. The href stays as written otherwise: the card draws it.
 */
function checkedCards(cards: CardItem[]): CardItem[] {
  return cards.map((card) => {
    if (card.href === undefined) return card;
    const published = runtime().link(card.href, collectsLink(card.href, undefined));
    return published === '#' && card.href !== '#' ? { ...card, href: '#' } : card;
  });
}

/**
 * Docusaurus's `@theme/Heading`: with its anchor, drawn as this build's Markdown headings are
 * (headings.ts), so a site's own `h2` that wraps it (react-native's, kaia's) draws the same heading;
 * an h1 has neither id nor anchor. The anchor's label is the heading's text.
 */
function Heading({ as: Tag = 'h2', id, children, ...rest }: Props<{ as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string }>): ReactNode {
  if (Tag === 'h1' || !id) return <Tag {...rest}>{children}</Tag>;
  const text = runtime().headings.find((h) => h.id === id)?.text ?? (typeof children === 'string' ? children : id);
  return (
    <Tag {...rest} id={id}>
      {children}
      {rawPlaceholder(hashLink(id, text))}
    </Tag>
  );
}

/** Docusaurus's useBaseUrl, options (`absolute`, `forcePrependBaseUrl`) and all: a relative path gets the base URL too (`img/x.png` is `/img/x.png`), unlike a link's target. */
const useBaseUrl = (url: string, options?: Parameters<typeof addBaseUrl>[3]) => addBaseUrl(url, runtime().baseUrl, String(runtime().siteConfig.url ?? ''), options);
const useDocusaurusContext = () => {
  const { siteConfig, i18n } = runtime();
  return { siteConfig, siteMetadata: {}, globalData: useGlobalData(), i18n: i18n ?? { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } };
};

/** Docusaurus's `<Translate>`: the locale's message of `id`, else the children, with `values` (text or elements) in its placeholders. */
function Translate({ id, description, values, children }: { id?: string; description?: string; values?: Record<string, ReactNode>; children?: ReactNode }): ReactNode {
  const text = translateMessage(runtime().messages, { id, description, message: typeof children === 'string' ? children : undefined });
  if (!values) return text;
  return messageParts(text).map((part, i) => <Fragment key={i}>{part.name !== undefined && part.name in values ? values[part.name] : part.text}</Fragment>);
}
const translate = (params: TranslateParams, values?: Record<string, unknown>) => translateMessage(runtime().messages, params, values);
/** Docusaurus's broken-link collector: an anchor is found here in the page's HTML (every element id), and a link collected is checked as a rendered one is. */
const useBrokenLinks = () => ({ collectAnchor: () => undefined, collectLink: (link: string) => void runtime().link(link) });
const useColorMode = () => ({ colorMode: 'light', setColorMode: () => undefined, isDarkTheme: false });
const useIsBrowser = () => false;
/** `@docusaurus/router`'s location on the server: the page's path (kysely's CodeBlock weighs code by it). */
const useLocation = () => ({ pathname: runtime().route ?? '/', search: '', hash: '' });
const THEME_COMMON_HOOKS = { useColorMode, useWindowSize: () => 'ssr' as const, useDocusaurusContext };
const THEME_COMMON = themeCommon(THEME_COMMON_HOOKS);
/** Its history on the server: the same location, and changes that go nowhere (a page is drawn once). */
const useHistory = () => ({ location: useLocation(), length: 1, action: 'POP', push: () => undefined, replace: () => undefined, go: () => undefined, goBack: () => undefined, goForward: () => undefined, block: () => () => undefined, listen: () => () => undefined, createHref: (l: { pathname?: string }) => l.pathname ?? '' });
/** Docusaurus's: the config's Prism theme of the light mode a page is drawn in (`themeConfig.prism.theme`), or an empty one where Docusaurus's default (palenight) would be. */
/** An HTML tag as MDX draws it when no component replaces it (its attributes read as dom-props.ts reads them). */
const drawnAsTag = (tag: string) => (props: Record<string, unknown>) => createElement(tag, intrinsicProps(tag, props));

/** Docusaurus's `@theme/MDXComponents/Code`: inline code when its children are text on one line, else a code block. */
function MdxCode(props: CodeBlockProps & Record<string, unknown>): ReactNode {
  const inline = props.children !== undefined && Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'));
  return inline ? drawnAsTag('code')(props) : CodeBlock(props);
}

/** Docusaurus's `@theme/CodeInline`: inline code as MDX draws it, there to be swizzled (kaia's and supertokens' own Code import it). */
const CodeInline = drawnAsTag('code');

/** Docusaurus's `@theme/MDXComponents/Pre`: only its children (the code inside draws the block). */
const MdxPre = ({ children }: Props) => <>{children}</>;

/**
 * The parts of Docusaurus's MDXComponents, which a site's own MDXComponents may import one by one
 * to list them again (react-native's, kaia's): without them each tag they serve lost its markup
 * (a table's `<code>Array&lt;T&gt;</code>` showed as bare text).
 */
const MDX_COMPONENT_PARTS: Record<string, Record<string, unknown>> = {
  '@theme/MDXComponents/A': { default: MdxA },
  '@theme/MDXComponents/Code': { default: MdxCode },
  '@theme/MDXComponents/Pre': { default: MdxPre },
  '@theme/MDXComponents/Details': { default: Details },
  '@theme/MDXComponents/Heading': { default: Heading },
  '@theme/MDXComponents/Ul': { default: drawnAsTag('ul') },
  '@theme/MDXComponents/Li': { default: drawnAsTag('li') },
  '@theme/MDXComponents/Img': { default: drawnAsTag('img') },
  '@theme/MDXComponents/Head': { default: () => null },
};

/**
 * Whether `value` is the default export of this build's module `specifier`: itself, or the whole
 * module, which a default import takes in a package of `"type": "module"` (modules.ts's asModule).
 */
export function isProvided(value: unknown, specifier: string): boolean {
  const provided = THEME_MODULES[specifier].default;
  return value === provided || (typeof value === 'function' && (value as { default?: unknown }).default === provided);
}

/** What MDX finds without an import (Docusaurus's MDXComponents). */
export const MDX_COMPONENTS: Record<string, unknown> = { details: Details, Details, admonition: Admonition, Admonition };

export const THEME_MODULES: Record<string, Record<string, unknown>> = {
  '@theme/Tabs': { default: MdxTabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/Admonition': { default: Admonition },
  '@theme/Details': { default: Details },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/CodeInline': { default: CodeInline },
  '@theme/TOCInline': { default: TOCInline },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/DocCard': { default: DocCard },
  '@theme/Heading': { default: Heading },
  '@theme/Icon/ExternalLink': { default: IconExternalLink },
  '@theme/IconExternalLink': { default: IconExternalLink }, // Its name before Docusaurus 2.2 (taichi's NavbarNavLink).
  '@theme/IdealImage': { default: IdealImage },
  '@theme/MDXComponents': { default: MDX_COMPONENTS },
  '@theme-original/MDXComponents': { default: MDX_COMPONENTS },
  '@docusaurus/Link': { default: Link },
  ...MDX_COMPONENT_PARTS,
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils: () => ({ withBaseUrl: useBaseUrl }) },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/theme-common': THEME_COMMON,
  '@docusaurus/theme-common/internal': { ...themeCommonInternal({ ...THEME_COMMON_HOOKS, usePathname: () => useLocation().pathname }, THEME_COMMON), useTabs, useDoc: DOCS_CLIENT.useDoc, useDocsSidebar: DOCS_CLIENT.useDocsSidebar },
  '@docusaurus/Head': { default: () => null },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/plugin-content-docs/client': DOCS_CLIENT,
  // Its name up to Docusaurus 2.0.0-beta.14, as the other hooks of those years.
  '@theme/hooks/useDocs': DOCS_CLIENT,
  ...docusaurus2ThemeHooks(THEME_COMMON_HOOKS),
  '@docusaurus/useBrokenLinks': { default: useBrokenLinks },
  '@docusaurus/router': { useLocation, useHistory, Redirect },
  ...CORE_MODULES,
};
