/**
 * A site whose src/theme/MDXComponents replaces `a` (tests/fixtures/docusaurus-link-component):
 * Docusaurus renders every Markdown link with it and checks only those it renders with `<Link>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StandIn } from '../../build/markdown/mdx/stand-in.ts';
import { ownElements } from '../../build/markdown/mdx/site-elements.ts';
import { MdxA } from '../../build/markdown/mdx/theme.tsx';
import { asModule } from '../../site/docusaurus/modules.ts';
import { cliBuild } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-link-component', 60_000);
const body = (route: string) => {
  const html = readFileSync(path.join(out, `${route}.html`), 'utf8');
  return html.slice(html.indexOf('theme-doc-markdown'), html.indexOf('</article>'));
};

describe("Markdown links rendered by the site's own `a`", () => {
  it('become what the component renders: a link into the main site outside the base URL leaves as a plain link', () => {
    expect(body('intro')).toContain('<a href="https://example.com/blog/2024/launch/" data-main-site="">launch post</a>');
  });

  it('get a Markdown file as its page URL, with their title and inline Markdown, and lead there through Link', () => {
    expect(body('intro')).toContain('<a title="How to start" href="/docs/guide">the <strong>guide</strong></a>');
    expect(body('guide')).toContain('<a href="/docs/intro">introduction</a>');
  });

  it('are checked only when the component renders them with Link, at their line, in docs and blog posts', () => {
    const broken = printed.stderr.split('\n').filter((line) => line.includes('broken link'));
    expect(broken.sort()).toEqual([
      expect.stringMatching(/blog\/2024-05-01-notes\.md:6: warning: broken link: no page at "\/gone-too\/"/),
      expect.stringMatching(/docs\/intro\.md:8: warning: broken link: no page at "\/gone\/"/),
    ]);
  });

  it("link the CSS the site's MDXComponents imports from the pages whose links it renders", () => {
    const html = readFileSync(path.join(out, 'guide.html'), 'utf8');
    const sheet = /<link rel="stylesheet" href="(\/docs\/assets\/css\/mdx\.[^"]+)"/.exec(html);
    expect(readFileSync(path.join(out, sheet![1].slice('/docs/'.length)), 'utf8')).toContain('[data-main-site]');
  });

  it('that the component cannot render are reported at their line and shown as plain links', () => {
    expect(printed.stderr).toMatch(/docs\/intro\.md:10: warning: the site's MDXComponents "a" could not render the link to "mailto:docs@example\.com" \(no mail links here\), so it is shown as a plain link/);
    expect(body('intro')).toContain('<a href="mailto:docs@example.com" target="_blank" rel="noopener noreferrer">the team</a>');
  });
});

describe('a sidebar link written with the base URL', () => {
  it('keeps it once, as Docusaurus\'s Link adds the base URL only to a path without it', () => {
    const html = readFileSync(path.join(out, 'intro.html'), 'utf8');
    expect(html).toMatch(/<a href="\/docs\/guide" class="menu__link">The guide again<\/a>/);
    expect(html).not.toContain('/docs/docs/');
  });
});

describe("a site's MDXComponents `a` that this build does not render links with", () => {
  const withA = (a: unknown) => ownElements({ a }).get('a');

  it("is Docusaurus's own, or one whose import cannot be resolved here (a stand-in), or none", () => {
    expect(withA(MdxA)).toBeUndefined();
    // As a default import takes it in a package of "type": "module": the whole module.
    expect(withA(asModule({ default: MdxA }))).toBeUndefined();
    expect(withA(StandIn)).toBeUndefined();
    expect(withA(undefined)).toBeUndefined();
    const own = () => null;
    expect(withA(own)).toBe(own);
  });
});
