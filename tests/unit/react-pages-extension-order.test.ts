/**
 * An import without an extension in a site's own code finds its file as Docusaurus's bundler
 * (webpack or Rspack) finds it: `.mjs`, `.js`, `.jsx`, `.ts`, `.tsx`, `.json`, in that order, so a
 * `.js` file wins over a `.jsx` or `.tsx` twin. pan.dev's /airs/ page imports
 * `../../components/UseCasesTabs`, whose `.js` file Docusaurus bundles and whose stale `.jsx` copy
 * does not compile. What is shown is what Docusaurus 3.10.2 (Faster, Rspack) built of
 * tests/fixtures/docusaurus-extension-order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-extension-order');
const shown = () => readFileSync(path.join(out, 'panels/index.html'), 'utf8');

describe('an import without an extension, beside files of the same name', () => {
  it('is the .js file rather than a .jsx twin that does not compile: the page is built, without a warning', () => {
    expect(shown()).toContain('<p class="panel">Panel from Panel.js</p>');
  });

  it('is the .jsx file rather than a .tsx twin, and a folder\'s index.js rather than its index.tsx', () => {
    expect(shown()).toContain('<span class="badge">Badge from Badge.jsx</span>');
    expect(shown()).toContain('<p class="notice">Notice from index.js</p>');
  });
});
