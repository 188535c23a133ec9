/**
 * A site component that imports a package dynamically (`lazy(() => import('swagger-ui-react'))`,
 * adguard-dns-kb's API reference) gets what a static import of it gets: the package when installed,
 * else a stand-in. Node's own import() looked for it beside this build's code and rejected, and the
 * rejection stopped the build on whichever page was rendering then.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/fixture.ts';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = path.join(FIXTURES, 'mdx-dynamic-import-missing');

describe('a dynamic import of a package the site has not installed', () => {
  it('is the stand-in a static import gets, and the page draws what Docusaurus draws at build time', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const result = await renderMdxPage(dir, readFileSync(path.join(dir, 'page.mdx'), 'utf8'));
      // What a pending import would still reject with comes after the page is drawn.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(result.html).toContain('Loading the API reference…');
      expect(result.errors.filter((e) => !/cannot be resolved here|not installed/.test(e))).toEqual([]);
      expect(rejections.map(String)).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
