/**
 * A Docusaurus site's swizzled components (tests/fixtures/docusaurus-swizzled/src/theme): a Footer
 * and a NotFound/Content that render with the APIs of its React pages are used in place of the
 * generator's (the footer on every page, with its stylesheet; the content on the 404 page, inside
 * the layout); a whole NotFound draws the 404 page; a swizzled Logo or Navbar/Logo draws the
 * navbar's brand, in each locale with its translated theme config (meteoswiss's Logo puts the locale
 * in its image's name); every component not used is one warning naming it and what is shown
 * instead, also when one of those cannot be used.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { cliBuild, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const FIXTURE = 'docusaurus-swizzled';
const THEME = `tests/fixtures/${FIXTURE}/src/theme`;
const { out, printed } = cliBuild(FIXTURE, 180_000);

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));
/** The generator's own footer draws the theme config's copyright in this paragraph. */
const GENERATOR_FOOTER = '<p class="footer__copyright">';

async function buildCopy(change: (s: TempSite) => void): Promise<{ dir: string; messages: string[] }> {
  site = tempSite(FIXTURE);
  change(site);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.ok).toBe(true);
  return { dir: site.out, messages: result.diagnostics.map(formatDiagnostic) };
}

describe('swizzled components', () => {
  it('are each one warning, naming the component and what is shown instead, when this build does not use them', () => {
    expect(printed.stderr.split('\n').filter(Boolean)).toEqual([
      `${THEME}/DocItem/Footer/index.tsx: warning: swizzled component DocItem/Footer is not used; the generator's doc footer (tags, edit link, last updated) is shown instead.`,
      `${THEME}/prism-include-languages.js: warning: swizzled component prism-include-languages is not used; the generator's code blocks, which highlight every language, are shown instead.`,
    ]);
  });

  it("draw the footer of every page in place of the generator's, with its stylesheet linked", () => {
    for (const file of ['index.html', 'docs/intro/index.html', '404.html']) {
      const html = read(out, file);
      const footer = footerOf(html);
      expect(footer).toMatch(/^<footer class="footer \w+_footer">/);
      expect(footer).toContain('<a href="/docs/intro">Introduction</a>');
      expect(footer).toContain('<img src="/img/logo.svg" alt="Swizzled logo"/>');
      expect(footer).toMatch(/Our own footer\. (<!-- -->)?Copyright from the theme config/);
      expect(html).not.toContain(GENERATOR_FOOTER);
      expect(html).not.toContain('<template');
      const sheet = [...headOf(html).matchAll(/<link rel="stylesheet" href="(\/assets\/css\/page\.[^"]+)"/g)].map((m) => m[1]);
      expect(sheet).toHaveLength(1);
      expect(read(out, sheet[0])).toMatch(/\.\w+_footer \{\s*border-top: 4px solid/);
    }
  });

  it("wrap every page's body in Root, as Docusaurus renders the whole app inside it", () => {
    for (const file of ['index.html', 'docs/intro/index.html', '404.html']) {
      const html = read(out, file);
      expect(html).toMatch(/<body><div class="fixture-root">(<div id="base-url-banner"[^]*?<\/p><\/div>)?<a class="skip-link"/);
      expect(html).toMatch(/<\/footer><\/div><\/body><\/html>$/);
    }
  });

  it('draw the 404 page content inside the layout, not indexed', () => {
    const html = read(out, '404.html');
    expect(html).toContain('<nav class="navbar');
    expect(html).toContain('<h1 class="hero__title">Lost in the fixture</h1>');
    expect(html).toContain('<a href="/docs/intro">to the docs</a>');
    expect(html).not.toContain('We could not find what you were looking for.');
    expect(headOf(html)).toContain('<title>Page Not Found | Swizzled Fixture</title>');
    expect(headOf(html)).toContain('<meta name="robots" content="noindex"/>');
    expect(read(out, 'sitemap.xml')).not.toContain('404');
  });

  it("give way to the generator's, with one warning that says why, when they need the browser, use what this build lacks or throw", async () => {
    const { dir, messages } = await buildCopy((s) => {
      s.write('src/theme/Footer/index.tsx', "import { useState } from 'react';\nexport default function Footer() {\n  const [open] = useState(false);\n  return <footer>{String(open)}</footer>;\n}\n");
      s.write('src/theme/NotFound/Content/index.tsx', "import Links from '@theme/NotFound/Links';\nexport default function Content() {\n  return <main><Links /></main>;\n}\n");
      s.write('src/theme/Root.js', "import { useEffect } from 'react';\nexport default function Root({ children }) {\n  useEffect(() => {}, []);\n  return <div className=\"fixture-root\">{children}</div>;\n}\n");
    });
    const about = (name: string) => messages.filter((m) => m.includes(`src/theme/${name}/`));
    expect(about('Footer')).toEqual([expect.stringMatching(/Footer\/index\.tsx: warning: swizzled component Footer is not used: it needs the browser \(useState\), and the footer is on every page, where no code of the site is shipped; the generator's footer, from themeConfig\.footer, is shown instead\.$/)]);
    expect(about('NotFound')).toEqual([expect.stringMatching(/NotFound\/Content\/index\.tsx: warning: swizzled component NotFound\/Content is not used: it imports "@theme\/NotFound\/Links", which this build does not provide; the generator's 404 page is shown instead\.$/)]);
    expect(messages.filter((m) => m.includes('src/theme/Root.js'))).toEqual([expect.stringMatching(/Root\.js: warning: swizzled component Root is not used: it needs the browser \(useEffect\), and Root wraps every page, where no code of the site is shipped; pages are rendered without the wrapper it adds\.$/)]);
    expect(read(dir, 'index.html')).toContain(GENERATOR_FOOTER);
    expect(read(dir, 'index.html')).not.toContain('fixture-root');
    expect(read(dir, '404.html')).toContain('We could not find what you were looking for.');

    const thrown = await buildCopy((s) => s.write('src/theme/Footer/index.tsx', "export default function Footer() {\n  throw new Error('no footer today');\n}\n"));
    expect(thrown.messages.filter((m) => m.includes('src/theme/Footer/'))).toEqual([expect.stringMatching(/swizzled component Footer is not used: it could not be rendered \(no footer today\); the generator's footer/)]);
  });

  it("are not reported where the site's MDX draws one that no theme has, imported as @theme/X (litho's VersionedCodeBlock)", async () => {
    const { dir, messages } = await buildCopy((s) => {
      s.write('src/theme/VersionedSnippet.js', "export default function VersionedSnippet({ code }) {\n  return <pre className=\"versioned-snippet\">{code}</pre>;\n}\n");
      s.write('docs/snippet.mdx', "# Snippet\n\nimport VersionedSnippet from '@theme/VersionedSnippet';\n\n<VersionedSnippet code=\"implementation 'lib:1.2.3'\" />\n");
    });
    expect(read(dir, 'docs/snippet/index.html')).toContain('<pre class="versioned-snippet">implementation &#x27;lib:1.2.3&#x27;</pre>');
    expect(messages.filter((m) => /VersionedSnippet/.test(m))).toEqual([]);
  });

  it("title the 404 page with the site's title alone where docs are at the site root, as Docusaurus's DocRoot draws it, and give it DocsRoot's and DocVersionRoot's <html> classes", async () => {
    const docsAtRoot = (s: TempSite) => s.write('docusaurus.config.js', readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8').replace('docs: { sidebarPath', "docs: { routeBasePath: '/', sidebarPath"));
    // With the fixture's swizzled NotFound/Content, and with the theme's own.
    for (const change of [docsAtRoot, (s: TempSite) => (docsAtRoot(s), s.remove('src/theme/NotFound'))]) {
      const { dir } = await buildCopy(change);
      expect(headOf(read(dir, '404.html'))).toContain('<title>Swizzled Fixture</title>');
      // As Docusaurus 3.10.2 writes them: DocsRoot's docs-wrapper, the route's plugin, DocVersionRoot's version; DocRoot found no doc.
      expect(read(dir, '404.html')).toMatch(/<html [^>]*class="no-js docs-wrapper plugin-docs plugin-id-default docs-version-current"/);
      expect(read(dir, 'intro/index.html')).toMatch(/<html [^>]*class="no-js docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro"/);
      site?.cleanup();
    }
    // Docs under /docs: the 404 page is the theme's NotFound, outside the docs.
    expect(read(out, '404.html')).toMatch(/<html [^>]*class="no-js"/);
  });

  it('let a whole NotFound draw the 404 page, with its own Layout title', async () => {
    const { dir, messages } = await buildCopy((s) => {
      s.write('src/theme/NotFound.tsx', "import Layout from '@theme/Layout';\nexport default function NotFound() {\n  return <Layout title=\"Nowhere\"><main className=\"container\"><h1>Nowhere to be found</h1></main></Layout>;\n}\n");
    });
    const html = read(dir, '404.html');
    expect(html).toContain('<h1>Nowhere to be found</h1>');
    expect(html).not.toContain('Lost in the fixture');
    expect(headOf(html)).toContain('<title>Nowhere | Swizzled Fixture</title>');
    expect(messages).toContainEqual(expect.stringMatching(/NotFound\/Content\/index\.tsx: warning: swizzled component NotFound\/Content is not used: the swizzled NotFound draws the whole 404 page\.$/));
  });
  /** The fixture's config with a navbar logo and a second locale, whose navbar.json translates the title. */
  const withLocales = (s: TempSite) => {
    s.write(
      'docusaurus.config.js',
      `module.exports = {
  title: 'Swizzled Fixture', url: 'https://swizzled.example.com', baseUrl: '/', onBrokenLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: undefined }, blog: false }]],
  themeConfig: { navbar: { title: 'Swizzled', logo: { alt: 'Fixture logo', src: 'img/logo_$locale$.svg' }, items: [] } },
};
`,
    );
    s.write('i18n/fr/docusaurus-theme-classic/navbar.json', JSON.stringify({ title: { message: 'Personnalisé' }, 'logo.alt': { message: 'Logo du fixture' } }));
    s.write('static/img/logo_en.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    s.write('static/img/logo_fr.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  };
  /** From the navbar's brand to the end of its title: what the generator's brand or the site's Logo draws. */
  const brandOf = (html: string) => /<a [^>]*class="navbar__brand"[^>]*>.*?<\/b><\/a>/.exec(html)?.[0];

  it("let a swizzled Logo draw the navbar's brand with NavbarLogo's classes, in each locale with its translated title", async () => {
    const { dir, messages } = await buildCopy((s) => {
      withLocales(s);
      // meteoswiss's Logo (MeteoSwiss/opendata, src/theme/Logo): Docusaurus's, with the locale put in the image's name.
      s.write(
        'src/theme/Logo/index.js',
        `import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useThemeConfig } from '@docusaurus/theme-common';
import ThemedImage from '@theme/ThemedImage';
export default function Logo({ imageClassName, titleClassName, ...rest }) {
  const { i18n: { currentLocale } } = useDocusaurusContext();
  const { navbar: { title, logo } } = useThemeConfig();
  const src = useBaseUrl(logo.src.replace('$locale$', currentLocale));
  return (
    <Link to={useBaseUrl('/')} {...rest}>
      <div className={imageClassName}><ThemedImage sources={{ light: src, dark: src }} alt={logo.alt} /></div>
      <b className={titleClassName}>{title}</b>
    </Link>
  );
}
`,
      );
    });
    expect(messages.filter((m) => m.includes('Logo'))).toEqual([]);
    const image = (src: string, alt: string, mode: string) => `<img src="${src}" alt="${alt}" class="themed-image themed-image--${mode}"/>`;
    expect(brandOf(read(dir, 'index.html'))).toBe(`<a href="/" class="navbar__brand"><div class="navbar__logo">${image('/img/logo_en.svg', 'Fixture logo', 'light')}${image('/img/logo_en.svg', 'Fixture logo', 'dark')}</div><b class="navbar__title text--truncate">Swizzled</b></a>`);
    expect(brandOf(read(dir, 'fr/docs/intro/index.html'))).toBe(`<a href="/fr/" class="navbar__brand"><div class="navbar__logo">${image('/fr/img/logo_fr.svg', 'Logo du fixture', 'light')}${image('/fr/img/logo_fr.svg', 'Logo du fixture', 'dark')}</div><b class="navbar__title text--truncate">Personnalisé</b></a>`);
  });

  it("let a swizzled Navbar/Logo draw the brand, with Docusaurus's Logo where it imports @theme/Logo", async () => {
    const { dir, messages } = await buildCopy((s) => {
      withLocales(s);
      s.write('static/img/logo_$locale$.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      // opencost's and rainbond's Navbar/Logo: Docusaurus's own, which draws @theme/Logo.
      s.write('src/theme/Navbar/Logo/index.tsx', "import Logo from '@theme/Logo';\nexport default function NavbarLogo() {\n  return <Logo className=\"navbar__brand\" imageClassName=\"navbar__logo\" titleClassName=\"navbar__title text--truncate\" />;\n}\n");
    });
    expect(messages.filter((m) => m.includes('Logo'))).toEqual([]);
    const html = read(dir, 'fr/index.html');
    expect(brandOf(html)).toMatch(/^<a href="\/fr\/" class="navbar__brand"><div class="navbar__logo"><img src="\/fr\/img\/logo_\$locale\$\.svg" alt="Logo du fixture" class="themed-image themed-image--light"\/>/);
    expect(brandOf(html)).toMatch(/<b class="navbar__title text--truncate">Personnalisé<\/b><\/a>$/);
  });

  it("give the brand back to the generator, with one warning, when a swizzled Logo needs the browser", async () => {
    const { dir, messages } = await buildCopy((s) => s.write('src/theme/Logo.js', "import { useState } from 'react';\nexport default function Logo(props) {\n  const [n] = useState(1);\n  return <a {...props}>{n}</a>;\n}\n"));
    expect(messages.filter((m) => m.includes('src/theme/Logo'))).toEqual([expect.stringMatching(/Logo\.js: warning: swizzled component Logo is not used: it needs the browser \(useState\), and the navbar is on every page, where no code of the site is shipped; the generator's own is shown instead\.$/)]);
    expect(brandOf(read(dir, 'index.html'))).toBe('<a class="navbar__brand" href="/"><b class="navbar__title text--truncate">Swizzled</b></a>');
  });

  it('draw a swizzled Logo that asks the window size as the server draws it, with one warning', async () => {
    // Written for this test in the shape of basistheory's Logo: useWindowSize picks a desktop or a mobile image, and the config's logo src is a placeholder.
    const { dir, messages } = await buildCopy((s) => {
      s.write('static/img/desktop.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
      s.write(
        'src/theme/Logo/index.js',
        `import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useWindowSize } from '@docusaurus/theme-common';
export default function Logo({ imageClassName, titleClassName, ...rest }) {
  const src = useBaseUrl(useWindowSize() === 'mobile' ? 'img/mobile.svg' : 'img/desktop.svg');
  return <Link to={useBaseUrl('/')} {...rest}><div className={imageClassName}><img src={src} alt="Brand" /></div></Link>;
}
`,
      );
    });
    expect(messages.filter((m) => m.includes('src/theme/Logo'))).toEqual([expect.stringMatching(/Logo\/index\.js: warning: swizzled component Logo is drawn as Docusaurus's server render draws it \(it asks useIsBrowser\); what it changes once the page runs in the browser, such as a mobile logo, is not shown/)]);
    expect(read(dir, 'index.html')).toContain('<a href="/" class="navbar__brand"><div class="navbar__logo"><img src="/img/desktop.svg" alt="Brand"/></div></a>');
  });

  describe('BlogLayout', () => {
    const blogSite = (layout: string) => (s: TempSite) => {
      s.write('docusaurus.config.js', readFileSync(path.join(ROOT, 'tests/fixtures', FIXTURE, 'docusaurus.config.js'), 'utf8').replace('blog: false', 'blog: {}'));
      s.write('blog/2024-01-02-first.md', '---\ntitle: First post\ntags: [news]\n---\n\nThe first post.\n');
      s.write('src/theme/BlogLayout/index.js', layout);
    };
    /** Written for this test in the shape of meteoswiss's: Layout, the sidebar, a column that adds a paragraph before the posts and a note after them. */
    const OWN_LAYOUT = "import Layout from '@theme/Layout';\nimport BlogSidebar from '@theme/BlogSidebar';\nexport default function BlogLayout({ sidebar, toc, children, ...layoutProps }) {\n  return (\n    <Layout {...layoutProps}>\n      <div className=\"container\"><div className=\"row\">\n        <BlogSidebar sidebar={sidebar} />\n        <main className=\"col\"><p className=\"subscribe\">Subscribe to <a href=\"/blog/rss.xml\">the feed</a>.</p>{children}<p className=\"after-posts\">That is all.</p></main>\n        {toc && <div className=\"col col--2\">{toc}</div>}\n      </div></div>\n    </Layout>\n  );\n}\n";
    const columnOf = (html: string) => html.slice(html.indexOf('<main id="main"'), html.indexOf('</main>') + 7);

    it('draws what it adds beside the posts on every page Docusaurus renders through it, and not on the archive', async () => {
      const { dir, messages } = await buildCopy(blogSite(OWN_LAYOUT));
      expect(messages.filter((m) => m.includes('BlogLayout'))).toEqual([]);
      for (const file of ['blog/index.html', 'blog/2024/01/02/first/index.html', 'blog/tags/index.html', 'blog/tags/news/index.html']) {
        const column = columnOf(read(dir, file));
        expect(column, file).toMatch(/^<main id="main" class="blog-main" tabindex="-1"><p class="subscribe">Subscribe to <a href="\/blog\/rss.xml">the feed<\/a>\.<\/p>/);
        expect(column, file).toMatch(/<p class="after-posts">That is all\.<\/p><\/main>$/);
        // The sidebar stays the generator's, once.
        expect(read(dir, file).match(/<aside class="blog-sidebar">/g), file).toHaveLength(1);
      }
      expect(read(dir, 'blog/archive/index.html')).not.toContain('Subscribe to');
    });

    it('is one warning when it wraps the original, which this build does not provide', async () => {
      const { dir, messages } = await buildCopy(blogSite("import BlogLayout from '@theme-original/BlogLayout';\nexport default function Wrapper(props) {\n  return <><p>Banner</p><BlogLayout {...props} /></>;\n}\n"));
      expect(messages.filter((m) => m.includes('BlogLayout'))).toEqual([expect.stringMatching(/BlogLayout\/index\.js: warning: swizzled component BlogLayout is not used: it imports "@theme-original\/BlogLayout", which this build does not provide; the generator's blog parts are shown instead\.$/)]);
      expect(read(dir, 'blog/index.html')).not.toContain('Banner');
    });
  });
});
