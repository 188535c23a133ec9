import type { ReactNode } from 'react';
import type { PageProps } from '../types.ts';
import { Island } from '../islands/Island.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

function HeadTags({ site, head }: Pick<PageProps, 'site' | 'head'>) {
  const { config, assets } = site;
  const canonical = new URL(head.path, config.url).href;
  const image = head.image && new URL(head.image, config.url).href;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={canonical} />
      {head.markdown && <link rel="alternate" type="text/markdown" href={head.markdown} title="This page as Markdown" />}
      {head.noindex && <meta name="robots" content="noindex" />}
      {head.keywords && head.keywords.length > 0 && <meta name="keywords" content={head.keywords.join(', ')} />}
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.ogType} />
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={image} />}
      <meta property="og:site_name" content={config.title} />
      <meta property="og:locale" content="en" />
      {head.publishedTime && <meta property="article:published_time" content={head.publishedTime} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      {image && <meta name="twitter:image" content={image} />}
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#1b1b1d" />
      {config.favicon && <link rel="icon" href={/^(?:[a-z]+:|\/)/i.test(config.favicon) ? config.favicon : config.baseUrl + config.favicon} sizes="any" />}
      {config.faviconSvg && <link rel="icon" href={config.baseUrl + config.faviconSvg} type="image/svg+xml" />}
      {config.metadata.map((attributes, i) => (
        <meta key={i} {...attributes} />
      ))}
      <script dangerouslySetInnerHTML={{ __html: assets.headScript }} />
      {site.hasBlog && config.blog.feeds.includes('rss') && <link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title={`${config.blog.title} RSS Feed`} />}
      {site.hasBlog && config.blog.feeds.includes('atom') && <link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title={`${config.blog.title} Atom Feed`} />}
      <link rel="stylesheet" href={assets.css} />
      {head.stylesheets?.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      {assets.js && <script type="module" src={assets.js} />}
      {assets.devClient && <script type="module" src={assets.devClient} />}
      {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(head.jsonLd).replace(/</g, '\\u003c') }} />}
    </head>
  );
}

export function Layout({ site, head, secondaryMenu, sidebarId, versionMenu, versionNav, children }: Pick<PageProps, 'site' | 'head' | 'sidebarId' | 'versionMenu' | 'versionNav'> & { secondaryMenu?: string; children: ReactNode }) {
  const { config } = site;
  const bar = config.announcementBar;
  return (
    <html lang="en" className="no-js" data-theme={config.colorMode.defaultMode}>
      <HeadTags site={site} head={head} />
      <body>
        {head.path === config.baseUrl && (
          <div id="base-url-banner" className="base-url-banner" role="alert" hidden>
            <p>
              <strong>This site did not load properly.</strong> Its stylesheet or script could not be loaded, which usually means the configured base URL (
              <code>baseUrl: &quot;{config.baseUrl}&quot;</code>) does not match where the site is served. Check <code>baseUrl</code> in site/config.ts.
            </p>
          </div>
        )}
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {bar && <Island name="AnnouncementBar" className="announcement-bar-island" props={{ id: bar.id, message: bar.message, isCloseable: bar.isCloseable }} />}
        <Navbar site={site} path={head.path} secondaryMenu={secondaryMenu} sidebarId={sidebarId} versionMenu={versionMenu} versionNav={versionNav} />
        <div className="main-wrapper">{children}</div>
        <Footer config={config} />
      </body>
    </html>
  );
}
