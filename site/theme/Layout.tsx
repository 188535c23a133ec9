import type { ReactNode } from 'react';
import type { PageProps } from '../types.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { SearchMetadata } from './SearchMetadata.tsx';
import { absoluteHref, href, staticRoute } from '../../shared/url.ts';
import { localeAlternates } from '../../shared/locale-alternates.ts';
import { useTranslate } from './locale-context.tsx';

const HOME_ROUTE = '/';

/** Where a swizzled footer's HTML goes: React cannot draw HTML without an element around it, so the build puts it in place of this (build/render.tsx). */
export const SWIZZLED_FOOTER_ID = 'swizzled-footer';

/** React's names for the link attributes a config writes in HTML's spelling. */
const REACT_NAMES: Record<string, string> = { crossorigin: 'crossOrigin', referrerpolicy: 'referrerPolicy', fetchpriority: 'fetchPriority' };
const linkAttributes = (attributes: Record<string, string>) => Object.fromEntries(Object.entries(attributes).map(([k, v]) => [REACT_NAMES[k.toLowerCase()] ?? k, v]));

/** The page in each of the site's locales, and `x-default` (the default locale's), as Docusaurus names them; none for a site of one locale. */
function alternates(site: PageProps['site'], path: string) {
  const all = site.locale?.all ?? [];
  return all.length < 2 ? [] : localeAlternates(all, path, site.config.trailingSlash);
}

/** Tags of this project's own head that Docusaurus writes on no page. */
const SITE_ONLY = new Set(['twitter:title', 'twitter:description', 'og:site_name', 'theme-color']);

/**
 * `og:locale`, and from Docusaurus 3 `og:locale:alternate` for each other locale (theme-classic's
 * AlternateLangHeaders: the htmlLang with its first `-` as `_`); Docusaurus 2 writes neither.
 */
function OpenGraphLocales({ site }: Pick<PageProps, 'site'>) {
  const { config } = site;
  const og = (lang: string) => lang.replace('-', '_');
  const current = site.locale?.htmlLang ?? config.i18n.defaultLocale;
  if (config.head === 'docusaurus2') return null;
  const others = config.head === 'docusaurus' ? [...new Set((site.locale?.all ?? []).map((l) => l.htmlLang))].filter((lang) => lang !== current) : [];
  return (
    <>
      <meta property="og:locale" content={og(current)} />
      {others.map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={og(lang)} />
      ))}
    </>
  );
}

/**
 * A head element's text as HTML keeps it inside the element: JSON's `<` as `\u003c`; in CSS, `</style`
 * as `<\/style`, which CSS reads as the same characters (an escaped `/` is a `/`) and HTML as no end tag.
 */
const elementText = (tag: string, text: string) => (tag === 'style' ? text.replace(/<\/(style)/gi, '<\\/$1') : text.replace(/</g, '\\u003c'));

function HeadTags({ site, head }: Pick<PageProps, 'site' | 'head'>) {
  const { config, assets } = site;
  const canonical = absoluteHref(head.path, config);
  const image = head.image && absoluteHref(head.image, config);
  // A React page's Head replaces the meta tags it sets itself, as Docusaurus's does.
  const set = new Set(head.tags?.map((tag) => tag.attributes.name ?? tag.attributes.property));
  // A Docusaurus site's pages get the tags its classic theme writes (theme-common's PageMetadata, SiteMetadata, BlogPostPage's Metadata), none of this project's own.
  const own = (key: string) => !set.has(key) && !(config.head !== 'site' && SITE_ONLY.has(key));
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      {/* A page Docusaurus describes by no text has no description, as there. */}
      {head.description && own('description') && <meta name="description" content={head.description} />}
      <link rel="canonical" href={canonical} />
      {alternates(site, head.path).map((a) => (
        <link key={a.hrefLang} rel="alternate" href={a.href} hrefLang={a.hrefLang} />
      ))}
      {head.markdown && <link rel="alternate" type="text/markdown" href={href(head.markdown, config)} title="This page as Markdown" />}
      {head.noindex && own('robots') && <meta name="robots" content="noindex" />}
      {head.keywords && head.keywords.length > 0 && own('keywords') && <meta name="keywords" content={head.keywords.join(', ')} />}
      {own('og:title') && <meta property="og:title" content={head.title} />}
      {head.description && own('og:description') && <meta property="og:description" content={head.description} />}
      {own('og:type') && (head.ogType === 'article' || config.head === 'site') && <meta property="og:type" content={head.ogType} />}
      <meta property="og:url" content={canonical} />
      {image && own('og:image') && <meta property="og:image" content={image} />}
      {own('og:site_name') && <meta property="og:site_name" content={config.title} />}
      <OpenGraphLocales site={site} />
      {head.publishedTime && <meta property="article:published_time" content={head.publishedTime} />}
      {own('twitter:card') && <meta name="twitter:card" content="summary_large_image" />}
      {own('twitter:title') && <meta name="twitter:title" content={head.title} />}
      {head.description && own('twitter:description') && <meta name="twitter:description" content={head.description} />}
      {image && own('twitter:image') && <meta name="twitter:image" content={image} />}
      {own('theme-color') && <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />}
      {own('theme-color') && <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#1b1b1d" />}
      {config.head !== 'site' && <SearchMetadata site={site} head={head} />}
      {config.favicon && <link rel="icon" href={href(staticRoute(config.favicon), config)} sizes="any" />}
      {config.faviconSvg && <link rel="icon" href={href(staticRoute(config.faviconSvg), config)} type="image/svg+xml" />}
      {config.metadata.map((attributes, i) => (
        <meta key={i} {...attributes} />
      ))}
      <script data-client={assets.js} dangerouslySetInnerHTML={{ __html: assets.headScript }} />
      {site.feeds.map((feed) => (
        <link key={feed.href} rel="alternate" type={feed.type} href={feed.href} title={feed.title} />
      ))}
      {config.style.stylesheets.map((sheet, i) => (
        <link key={i} rel="stylesheet" {...linkAttributes(sheet.attributes)} href={sheet.href} />
      ))}
      <link rel="stylesheet" href={assets.css} />
      {assets.customCss.map((sheet) => (
        <link key={sheet} rel="stylesheet" href={sheet} />
      ))}
      {head.stylesheets?.map((sheet) => <link key={sheet} rel="stylesheet" href={href(sheet, config)} />)}
      {assets.devClient && <script type="module" src={assets.devClient} />}
      {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(head.jsonLd).replace(/</g, '\\u003c') }} />}
      {head.tags?.map(({ tag: Tag, attributes, text }, i) => (text === undefined ? <Tag key={i} {...attributes} /> : <Tag key={i} {...attributes} {...(Tag === 'style' && { 'data-page-style': '' })} dangerouslySetInnerHTML={{ __html: elementText(Tag, text) }} />))}
    </head>
  );
}

/** `chrome`: the skip link, announcement bar, navbar and footer (a site's React page may go without them, or without its footer); `wrapped`: the page content in the main wrapper (a React page brings its own). */
export function Layout({ site, head, secondaryMenu, sidebarId, docsPluginId, versionMenu, versionNav, chrome = { navbar: true, footer: true }, wrapped = true, children }: Pick<PageProps, 'site' | 'head' | 'sidebarId' | 'docsPluginId' | 'versionMenu' | 'versionNav'> & { secondaryMenu?: string; chrome?: { navbar: boolean; footer: boolean }; wrapped?: boolean; children: ReactNode }) {
  const { config } = site;
  const bar = config.announcementBar;
  return (
    <html lang={site.locale?.htmlLang ?? config.i18n.defaultLocale} dir={site.locale?.direction ?? 'ltr'} className={head.htmlClass ? `no-js ${head.htmlClass}` : 'no-js'} data-theme={config.colorMode.defaultMode} data-base-url={config.baseUrl}>
      <HeadTags site={site} head={head} />
      <body>
        {/* Only the home page: the head script reveals it, with the base URL the page was served from, when the site's CSS or script failed to load. */}
        {head.path === HOME_ROUTE && (
          <div id="base-url-banner" className="base-url-banner" role="alert" hidden>
            <p>
              <strong>This site did not load properly.</strong> Its stylesheet or script could not be loaded, which usually means the configured base URL (
              <code>baseUrl: &quot;{config.baseUrl}&quot;</code>) does not match where the site is served. We suggest trying{' '}
              <code>
                baseUrl: &quot;<span id="base-url-suggestion">{config.baseUrl}</span>&quot;
              </code>{' '}
              in the site config.
            </p>
          </div>
        )}
        {chrome.navbar && (
          <>
            <a className="skip-link" href="#main">
              <SkipLabel />
            </a>
            {bar && <AnnouncementBar message={bar.message} isCloseable={bar.isCloseable} />}
            <Navbar site={site} path={head.path} secondaryMenu={secondaryMenu} sidebarId={sidebarId} docsPluginId={docsPluginId} versionMenu={versionMenu} versionNav={versionNav} />
          </>
        )}
        {wrapped ? <div className="main-wrapper">{children}</div> : children}
        {chrome.footer && (site.footerHtml === undefined ? <Footer config={config} /> : <template id={SWIZZLED_FOOTER_ID} />)}
      </body>
    </html>
  );
}

function SkipLabel() {
  return useTranslate()('theme.common.skipToMainContent', 'Skip to main content');
}
