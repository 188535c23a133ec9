/**
 * A Markdown image written with the `pathname://` escape hatch (olake's Fusion docs:
 * `![Configure button](pathname:///img/docs/iceberg-maintenance/compaction/configure-button.webp)`):
 * Docusaurus's transformImage strips the scheme and leaves the path as written, not looked up and
 * not under the base URL (@docusaurus/mdx-loader 3.9.2, lib/remark/transformImage). This build kept
 * `pathname:///img/...` as the image's src, which no browser loads (23 such images on olake's pages).
 * Written for this test.
 */
import { describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

describe('a pathname:// image', () => {
  it('is the path after the scheme, as written, in Markdown and in MDX', async () => {
    for (const file of ['page.md', 'page.mdx']) {
      const { html, errors } = await renderMdxPage('/nowhere', '# Page\n\n![Configure button](pathname:///img/missing/configure.webp)\n\n![Relative](pathname://img/b.png)\n', file);
      expect(html).toContain('<img src="/img/missing/configure.webp" alt="Configure button"');
      expect(html).toContain('<img src="img/b.png" alt="Relative"');
      expect(html).not.toContain('pathname:');
      expect(errors).toEqual([]);
    }
  });
});
