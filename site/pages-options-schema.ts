/** The pages section of the site config: a folder of pages, each file one route. */
import * as z from 'zod';

export const pagesOptionsSchema = z
  .object({
    enabled: z.boolean().default(true),
    path: z.string().default('pages'),
    /** Globs of files the pages folder holds that are not pages, relative to it (Docusaurus's pages plugin `exclude`); `_` files and folders never are. */
    exclude: z.array(z.string()).optional(),
    /** The pages plugin instance's id (Docusaurus's), which names its translations folder: `docusaurus-plugin-content-pages-<id>/` for another than "default". */
    id: z.string().default('default'),
  })
  .default({ enabled: true, path: 'pages', id: 'default' });
