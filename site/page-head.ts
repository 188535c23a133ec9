/** What a page's `<head>` holds: the data site/theme/Layout.tsx writes as its tags. */
export interface Head {
  /** The full document title. */
  title: string;
  description: string;
  /** Route path; the canonical URL is the site URL plus this. */
  path: string;
  ogType: 'website' | 'article';
  image?: string;
  publishedTime?: string;
  jsonLd?: object;
  noindex?: boolean;
  keywords?: string[];
  /** The page's Markdown twin (`/docs/a.md`), for AI assistants: docs, posts and Markdown pages have one. */
  markdown?: string;
  /** Stylesheets of the site components the page's MDX uses (after the site's own). */
  stylesheets?: string[];
  /** Tags a site's React page puts in its head (`@docusaurus/Head`), after the page's own. */
  tags?: HeadTag[];
  /** The classes Docusaurus gives the page's `<html>` on a Docusaurus site (`docs-wrapper plugin-docs plugin-id-default ...`), which its custom CSS may select on. */
  htmlClass?: string;
  /** Its search metadata on a Docusaurus site (build/routes/search-metadata.ts): its tag, and a docs page's version; none, the site's `default`. */
  search?: { tag: string; version?: string };
}

/** A `<meta>`, `<link>`, `<base>`, JSON-LD `<script>` or (on a Docusaurus site) `<style>` with its attributes (React's names). */
export interface HeadTag {
  tag: 'meta' | 'link' | 'base' | 'script' | 'style';
  attributes: Record<string, string>;
  /** A script's JSON or a style's CSS, as written (site/theme/Layout.tsx escapes what would end its element). */
  text?: string;
}
