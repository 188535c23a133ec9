/** The siteCode section of the site config: how the site's own code (MDX imports, React pages, swizzled components) is compiled. */
import * as z from 'zod';

export const siteCodeSchema = z
  .object({
    /** One name imported twice from one module is the one binding, as Docusaurus Faster's SWC and Rspack compile it; off, it is an error at its line, as Babel and webpack give it. */
    repeatedImports: z.boolean().default(false),
  })
  .default({ repeatedImports: false });
