/** The pages section of the site config: a folder of pages, each file one route. */
import * as z from 'zod';

const instance = {
  path: z.string().default('pages'),
  /** Globs of files the pages folder holds that are not pages, relative to it (Docusaurus's pages plugin `exclude`); `_` files and folders never are. */
  exclude: z.array(z.string()).optional(),
  /** The pages plugin instance's id (Docusaurus's), which names its translations folder: `docusaurus-plugin-content-pages-<id>/` for another than "default". */
  id: z.string().default('default'),
  /** Where its pages are served: `about.md` is `/about` under "/", `/legal/about` under "legal". */
  routeBasePath: z.string().default('/'),
};

export const pagesOptionsSchema = z
  .object({
    enabled: z.boolean().default(true),
    ...instance,
    /** Further pages folders, each its own instance (a Docusaurus site's `@docusaurus/plugin-content-pages` entries with an `id`). */
    others: z.array(z.object(instance)).default([]),
  })
  .default({ enabled: true, path: 'pages', id: 'default', routeBasePath: '/', others: [] });
