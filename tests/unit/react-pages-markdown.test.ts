/**
 * A React page that imports Markdown as a component (tests/fixtures/docusaurus-pages-markdown, as
 * tuyaopen's /learn pages do) draws what Docusaurus's mdx-loader makes of it: a doc's content with
 * its `#` title, headings with ids, a `_` partial with its admonitions, code blocks and its own
 * imports; the module's `toc`, `contentTitle` and `frontMatter` too. A hydrated page gets the same
 * HTML in its code; a page that imports none gets nothing more. Each locale's page code holds that
 * locale's HTML (its links), not the first locale's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliBuild } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-pages-markdown', 180_000);

const mainOf = (route: string) => {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
const codeOf = (route: string) => {
  const url = /&quot;code&quot;:&quot;([^&]+)&quot;/.exec(readFileSync(path.join(out, route, 'index.html'), 'utf8'))?.[1];
  return url === undefined ? undefined : readFileSync(path.join(out, url), 'utf8');
};

describe('Markdown imported by a React page', () => {
  it("renders where the page draws it, as the Markdown stage renders the file, with the module's exports", () => {
    const main = mainOf('');
    expect(main).toContain('<p class="exports">Getting started | install-it | The doc a page imports.</p>');
    // The doc: its title heading is part of its content, as in its MDX module.
    expect(main).toContain('<p class="exports">Getting started | install-it | The doc a page imports.</p><h1>Getting started</h1><p>Read <a href="/live">the live page</a> first.</p>');
    expect(main).toMatch(/<h2 id="install-it">Install it<a href="#install-it" class="hash-link"/);
    // The partial: its own import, its admonition and its code block.
    expect(main).toContain('<p class="note">Drawn by the partial&#39;s own import.</p>');
    expect(main).toMatch(/<div class="admonition admonition--tip[^"]*"><p class="admonition__title">.*Heads up<\/p><div class="admonition__body"><p>A <strong>tip<\/strong> from a partial.<\/p>/s);
    expect(main).toContain('<div class="code-block__title">hello.js</div>');
    expect(printed.stderr).not.toMatch(/Markdown|warning/);
  });

  it("gives a hydrated page's code the same HTML, and a page importing no Markdown no more code", () => {
    expect(mainOf('live')).toContain('<section class="body"><h2 id="shared-steps">');
    const live = codeOf('live');
    expect(live).toContain('Drawn by the partial');
    expect(live).toMatch(/createElement\("template"\)/);
    const plain = codeOf('plain');
    expect(plain).toBeDefined();
    expect(plain).not.toMatch(/template|Shared steps/);
    // The home page needs no browser: no code at all.
    expect(codeOf('')).toBeUndefined();
  });

  it("gives each locale's page code that locale's Markdown, as its HTML has it", () => {
    const linkOf = (text: string | undefined) => /href=\\?"([^"\\]*intro)\\?"/.exec(text ?? '')?.[1];
    expect(linkOf(mainOf('live'))).toBe('/docs/intro');
    expect(linkOf(mainOf('fr/live'))).toBe('/fr/docs/intro');
    for (const route of ['live', 'fr/live']) expect(linkOf(codeOf(route)), route).toBe(linkOf(mainOf(route)));
  });
});
