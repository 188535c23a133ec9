import type { PageProps } from '../types.ts';

/**
 * A Docusaurus site's search metadata, as its classic theme writes it on every page (SiteMetadata,
 * then the page's own SearchMetadata): the locale, the page's tag (`default` unless the page sets
 * one, build/routes/search-metadata.ts) and a docs page's version, under Docusaurus's names and
 * DocSearch's, which DocSearch's crawler and local search plugins read.
 */
export function SearchMetadata({ site, head }: Pick<PageProps, 'site' | 'head'>) {
  const locale = site.locale?.locale ?? site.config.i18n.defaultLocale;
  const { tag, version } = head.search ?? { tag: 'default' };
  return (
    <>
      <meta name="docusaurus_locale" content={locale} />
      {version && <meta name="docusaurus_version" content={version} />}
      <meta name="docusaurus_tag" content={tag} />
      <meta name="docsearch:language" content={locale} />
      {version && <meta name="docsearch:version" content={version} />}
      <meta name="docsearch:docusaurus_tag" content={tag} />
    </>
  );
}
