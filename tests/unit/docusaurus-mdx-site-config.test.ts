/**
 * MDX code reads the site config as React pages do (`useDocusaurusContext().siteConfig`): all of
 * it, with the defaults Docusaurus's validation fills in (core's configValidation, 3.10 and 2.4),
 * `future.v4: true` spelled out into the flags it turns on (tests/fixtures/docusaurus-mdx-site-config).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDocusaurusDefaults } from '../../build/docusaurus/site-config-defaults.ts';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-mdx-site-config');

describe('the site config MDX code reads', () => {
  it('is all of it, with the defaults filled in, as React pages get it', () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<p class="config">Fixture owner | dark false true true browser true {} /</p>');
  });

  it("is what a component's `import siteConfig from '@generated/docusaurus.config'` gets, as the module loads (no stand-in, no warning)", () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<p class="generated">MDX site config | Fixture owner</p>');
  });
});

describe("Docusaurus's config defaults", () => {
  it('fill in future, storage and mdx1Compat from future.v4 (unset: all false), and i18n.localeConfigs', () => {
    const plain = withDocusaurusDefaults({ i18n: { defaultLocale: 'fr', locales: ['fr'] } }, 3);
    expect(plain.future).toEqual({ experimental_router: 'browser', v4: { removeLegacyPostBuildHeadAttribute: false, useCssCascadeLayers: false, siteStorageNamespacing: false, fasterByDefault: false, mdx1CompatDisabledByDefault: false }, faster: { swcJsLoader: false, swcJsMinimizer: false, swcHtmlMinimizer: false, lightningCssMinimizer: false, mdxCrossCompilerCache: false, rspackBundler: false, rspackPersistentCache: false, ssgWorkerThreads: false, gitEagerVcs: false } });
    expect(plain.storage).toEqual({ type: 'localStorage', namespace: false });
    expect((plain.markdown as { mdx1Compat: unknown }).mdx1Compat).toEqual({ comments: true, admonitions: true, headingIds: true });
    expect(plain.i18n).toEqual({ defaultLocale: 'fr', locales: ['fr'], path: 'i18n', localeConfigs: {} });
  });

  it("keep the site's own flags over what future.v4 would give them", () => {
    const plain = withDocusaurusDefaults({ future: { v4: { fasterByDefault: true }, faster: { rspackBundler: false } }, storage: { namespace: 'ns' }, markdown: { mdx1Compat: { comments: false } } }, 3);
    const future = plain.future as { v4: Record<string, boolean>; faster: Record<string, boolean> };
    expect(future.v4.fasterByDefault).toBe(true);
    expect(future.v4.siteStorageNamespacing).toBe(false);
    expect(future.faster.rspackBundler).toBe(false);
    expect(future.faster.swcJsLoader).toBe(true);
    expect(plain.storage).toEqual({ type: 'localStorage', namespace: 'ns' });
    expect((plain.markdown as { mdx1Compat: unknown }).mdx1Compat).toEqual({ comments: false, admonitions: true, headingIds: true });
  });

  it("are Docusaurus 2's for a Docusaurus 2 site: no future, storage or onBrokenAnchors", () => {
    const plain = withDocusaurusDefaults({}, 2);
    expect(plain.future).toBeUndefined();
    expect(plain.storage).toBeUndefined();
    expect(plain.onBrokenAnchors).toBeUndefined();
    expect(plain.onBrokenMarkdownLinks).toBe('warn');
    expect(plain.markdown).toEqual({ mermaid: false });
    expect((plain.i18n as { localeConfigs: unknown }).localeConfigs).toEqual({});
  });
});
