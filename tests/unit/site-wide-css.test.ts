/**
 * A React page's bundled CSS split by file (react-pages/site-wide-css.ts): its CSS modules stay the
 * page's, its plain CSS and Sass go into one stylesheet for every page, each file once, as
 * Docusaurus's one `styles` chunk holds them (kubero's Remix icon font, which only its landing page
 * imports and its navbar uses everywhere).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssParts, pageCss, siteWideSheet } from '../../build/react-pages/site-wide-css.ts';

const site = path.resolve('/site');
const inputs = ['src/pages/index.module.css', 'node_modules/remixicon/fonts/remixicon.css', 'src/css/page.scss', 'src/components/Card.module.scss'].map((f) => path.join(site, f));
const bundle = [
  '@import "https://fonts.example.com/inter.css";',
  '',
  '/* src/pages/index.module.css */',
  '.index_hero { padding: 1rem; }',
  '',
  '/* node_modules/remixicon/fonts/remixicon.css */',
  '/* a comment of the file: */',
  '/* src/not/an/input.css */',
  '.ri-discord-fill:before { content: "\\ef65"; }',
  '',
  '/* src/css/page.scss */',
  '.page main { margin: 0; }',
  '',
  '/* src/components/Card.module.scss */',
  '.Card_card { border: 1px solid; }',
].join('\n');

describe("a React page's CSS", () => {
  it('is split by the files the bundle names, a comment of the CSS kept as its text', () => {
    const parts = cssParts(bundle, site, inputs);
    expect(parts.map((p) => p.file)).toEqual(['', 'src/pages/index.module.css', 'node_modules/remixicon/fonts/remixicon.css', 'src/css/page.scss', 'src/components/Card.module.scss']);
    expect(parts[2].css).toContain('/* src/not/an/input.css */\n.ri-discord-fill');
  });

  // The site's PostCSS plugins ran on each file before it was bundled (docusaurus-postcss-apply.test.ts).
  it('keeps its CSS modules for the page and gives the rest to every page', () => {
    const { modules, plain } = pageCss({ css: bundle, inputs }, site);
    expect(modules).toContain('.index_hero');
    expect(modules).toContain('.Card_card');
    expect(modules).not.toContain('.ri-discord-fill');
    expect(plain.map((p) => p.file)).toEqual(['', 'node_modules/remixicon/fonts/remixicon.css', 'src/css/page.scss']);
    expect(plain[2].css).toContain('margin: 0');
  });

  it('is one site-wide stylesheet with each file once, in the order the pages first import them', () => {
    const a = [{ file: 'a.css', css: '/* a.css */\n.a {}' }, { file: 'b.css', css: '/* b.css */\n.b {}' }];
    const b = [{ file: 'c.css', css: '/* c.css */\n.c {}' }, { file: 'a.css', css: '/* a.css */\n.a {}' }];
    const sheet = siteWideSheet([a, [], b])!;
    expect(sheet.css).toBe('/* a.css */\n.a {}\n\n/* b.css */\n.b {}\n\n/* c.css */\n.c {}');
    expect(sheet.url).toMatch(/^\/assets\/css\/components\.[0-9a-f]{10}\.css$/);
    expect(siteWideSheet([[], []])).toBeUndefined();
  });

  // A landing page's Google Fonts `@import`, which esbuild hoists to the top of that page's bundle:
  // after another page's rules a browser ignores it, and the font loaded on no page.
  it("puts every page's hoisted @import and @charset first, one @charset", () => {
    const home = [{ file: 'src/css/home.css', css: '/* src/css/home.css */\n.home {}' }];
    const landing = [
      { file: '', css: '@charset "UTF-8";\n@import url("https://fonts.googleapis.com/css2?family=Inter");' },
      { file: 'src/css/landing.css', css: '/* src/css/landing.css */\n.landing { font-family: Inter; }' },
    ];
    const other = [{ file: '', css: '@charset "UTF-8";\n@import "https://fonts.example.com/mono.css";\n@import url("https://fonts.googleapis.com/css2?family=Inter");' }];
    const css = siteWideSheet([home, landing, other])!.css;
    expect(css.split('\n\n')).toEqual([
      '@charset "UTF-8";',
      '@import url("https://fonts.googleapis.com/css2?family=Inter");',
      '@import "https://fonts.example.com/mono.css";',
      '/* src/css/home.css */\n.home {}',
      '/* src/css/landing.css */\n.landing { font-family: Inter; }',
    ]);
  });
});
