/**
 * A site's own component in MDX reading `@docusaurus/plugin-content-docs/client` (as gofiber's
 * landscape and many swizzled navbars do) gets Docusaurus's answers: the page's docs instance,
 * version and doc, matched on its pathname, every version with its path and main doc, and the
 * same doc in the other versions; in a package of "type": "module", whose components take a
 * provided module whole as their default import (tests/fixtures/docusaurus-docs-client).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_MODULES } from '../../build/markdown/mdx/theme.tsx';
import { setRuntime } from '../../build/markdown/mdx/runtime.ts';
import { builtFixture } from '../helpers/fixture.ts';

const { out } = builtFixture('docusaurus-docs-client');
const info = (route: string) => /<ul class="version-info">(.*?)<\/ul>/.exec(readFileSync(path.join(out, route, 'index.html'), 'utf8'))?.[1];

describe("@docusaurus/plugin-content-docs/client in a site's component", () => {
  it('answers for the page being rendered, in the current version (the last, at the route base) and in 1.0 under it', () => {
    const versions = '<li>versions current:/base/docs:intro 1.0:/base/docs/1.0:intro</li><li>community /base/community</li>';
    const alternates = '<li><a href="/base/docs">current</a></li><li><a href="/base/docs/1.0">1.0</a></li>';
    expect(info('docs')).toBe(`<li>plugin default</li><li>active current at /base/docs, doc intro</li><li>latest Next</li><li>suggested /base/docs, on current</li>${versions}${alternates}<li><a href="/base/docs/guide">guide in this version</a></li>`);
    expect(info('docs/1.0')).toBe(`<li>plugin default</li><li>active 1.0 at /base/docs/1.0, doc intro</li><li>latest Next</li><li>suggested /base/docs, on 1.0</li>${versions}${alternates}<li><a href="/base/docs/1.0/guide">guide in this version</a></li>`);
  });
});

describe('@docusaurus/useBrokenLinks', () => {
  it("takes the anchor a component collects from the page's HTML (no warning), and checks a link it collects as a rendered one", () => {
    expect(readFileSync(path.join(out, 'docs/guide/index.html'), 'utf8')).toContain('<div id="listen" class="reference">Listen on a port.<a href="#listen">#</a></div>');
    const linked: string[] = [];
    setRuntime({ baseUrl: '/', siteConfig: {}, headings: [], line: 1, raw: [], link: (href) => (linked.push(href), href) });
    try {
      const { collectLink } = (THEME_MODULES['@docusaurus/useBrokenLinks'].default as () => { collectLink(link: string): void })();
      collectLink('/docs/elsewhere');
    } finally {
      setRuntime(undefined);
    }
    expect(linked).toEqual(['/docs/elsewhere']);
  });
});
