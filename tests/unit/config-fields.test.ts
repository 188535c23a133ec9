/**
 * Every field of the site config does what it says: the site is built once as configured and once
 * with every field changed, and each field's test finds its change in the output (and the default
 * in the first build). A last test fails when the schema gains a field that no test here covers.
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../site/config-schema.ts';
import { projectWith, type Overrides, type Project } from '../helpers/project.ts';

const changed: Overrides = {
  title: 'Field Test Site',
  tagline: 'A tagline only this test uses',
  url: 'https://fields.example.org',
  favicon: 'img/logo.svg',
  faviconSvg: 'img/logo-dark.svg',
  metadata: [{ name: 'field-meta', content: 'only this test' }],
  socialCard: 'img/logo-dark.svg',
  repository: 'https://github.com/example/fields',
  navbar: {
    title: 'Field Navbar',
    logo: { alt: 'Field logo', src: 'img/favicon.svg', srcDark: 'img/logo.svg' },
    hideOnScroll: true,
    items: [
      { label: 'Field Docs', position: 'left', sidebarId: 'guidesSidebar' },
      { label: 'Field News', position: 'left', to: '/news' },
    ],
  },
  footer: { style: 'light', columns: [{ title: 'Field Column', items: [{ label: 'Field Archive', to: '/news/archive' }] }], copyright: 'Field copyright 2099' },
  announcementBar: { id: 'field-bar', message: ['Field announcement'], backgroundColor: '#123456', textColor: '#fedcba', isCloseable: false },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
  docs: { routeBasePath: 'manual', editUrl: 'https://example.org/edit/', showLastUpdate: false },
  blog: {
    title: 'Field Blog Title',
    description: 'Field blog description',
    sidebarTitle: 'Field recent',
    sidebarCount: 0,
    routeBasePath: 'news',
    showReadingTime: false,
    feeds: ['rss'],
    feed: { title: 'Field Feed Title', description: 'Field feed description', name: 'Field Feeds' },
    editUrl: 'https://example.org/blog-edit/',
  },
  home: { title: 'Field home title', description: 'Field home description' },
};

/** Fields whose effects other test files check, and where. */
const coveredElsewhere: Record<string, string> = {
  'docs.editLocalizedFiles': 'tests/unit/i18n.test.ts ("links Edit this page of a translated doc or post to the file it translates, or to the translation with editLocalizedFiles")',
  'blog.feed.limit': 'tests/unit/docusaurus-feed-limit.test.ts ("hold the newest `feedOptions.limit` posts, in every feed type; the pages keep all of them")',
  'blog.sidebarLabels': 'tests/unit/blog-sidebar-label.test.ts (a Docusaurus 3.7 site, by its package.json; off before 3.7 and in Docusaurus 2)',
  'blog.authorPages': 'tests/unit/blog-author-image-base.test.ts (no authors list nor author pages before Docusaurus 3.5, by its package.json)',
  'blog.authorImagesUnderBase': 'tests/unit/blog-author-image-base.test.ts (on from Docusaurus 3.1, by its package.json; off in 3.0 and Docusaurus 2, where a root-relative author image is written as given)',
  'blog.emptyListPage': 'tests/unit/docusaurus-blog-empty.test.ts (on from Docusaurus 3.10, by its package.json: an empty list page for a blog with no post; off in 3.9, where such a blog has no page)',
  'blog.editLocalizedFiles': 'tests/unit/i18n.test.ts ("links Edit this page of a translated doc or post to the file it translates, or to the translation with editLocalizedFiles")',
  'docs.editCurrentVersion': 'tests/unit/docusaurus-versions.test.ts ("editCurrentVersion points the edit links of every version at the docs folder")',
  head: 'tests/unit/docusaurus-head.test.ts (a Docusaurus site\'s pages get the head tags Docusaurus writes; SpecWeave\'s own keep theirs)',
  staticDirectories: 'tests/unit/docusaurus-site.test.ts ("resolves links as Docusaurus does, and publishes static/ at the output root")',
  baseUrl: 'tests/unit/host.test.ts, tests/browser/host.test.ts',
  trailingSlash: 'tests/unit/host.test.ts, tests/browser/host.test.ts',
  'i18n.defaultLocale': 'tests/unit/i18n.test.ts (every locale in one build), tests/unit/config.test.ts (a locale that is not a language tag is an error)',
  'i18n.locales': 'tests/unit/i18n.test.ts (every locale in one build), tests/unit/config.test.ts (a locale that is not a language tag is an error)',
  'i18n.path': 'tests/unit/i18n.test.ts ("reads the translations from i18n.path, and each locale\'s config: label, direction, htmlLang, path and baseUrl")',
  'i18n.localeConfigs': 'tests/unit/i18n.test.ts ("reads the translations from i18n.path, and each locale\'s config: label, direction, htmlLang, path and baseUrl")',
  'docs.enabled': 'tests/unit/build.test.ts (the docs plugin turned off)',
  'prism.theme.plain': 'tests/browser/docusaurus-prism-theme.test.ts (code in the theme\'s colours, light and dark), tests/unit/docusaurus-config.test.ts (mapped from themeConfig.prism)',
  'prism.theme.styles': 'tests/browser/docusaurus-prism-theme.test.ts (code in the theme\'s colours, light and dark), tests/unit/docusaurus-config.test.ts (mapped from themeConfig.prism)',
  'prism.darkTheme.plain': 'tests/browser/docusaurus-prism-theme.test.ts (code in the theme\'s colours, light and dark), tests/unit/docusaurus-config.test.ts (mapped from themeConfig.prism)',
  'prism.darkTheme.styles': 'tests/browser/docusaurus-prism-theme.test.ts (code in the theme\'s colours, light and dark), tests/unit/docusaurus-config.test.ts (mapped from themeConfig.prism)',
  'style.look': 'tests/browser/custom-css.test.ts ("looks as Docusaurus\'s classic theme draws it"), tests/unit/asset-cache.test.ts',
  'style.customCss': 'tests/browser/custom-css.test.ts (the colours it sets), tests/unit/custom-css.test.ts',
  'style.stylesheets': 'tests/browser/custom-css.test.ts (linked before the generator\'s stylesheet, with its attributes)',
  'pages.exclude': 'tests/unit/react-pages.test.ts (a page the pages plugin excludes has no route)',
  'pages.id': 'tests/unit/docs-preset-id.test.ts (the preset\'s pages id names their translations folder; "default" without)',
  'tableOfContents.minHeadingLevel': 'tests/unit/docusaurus-toc-levels.test.ts (a Docusaurus site\'s themeConfig.tableOfContents sets the levels of docs\' and blog posts\' tables of contents; a doc\'s front matter wins)',
  'tableOfContents.maxHeadingLevel': 'tests/unit/docusaurus-toc-levels.test.ts (a Docusaurus site\'s themeConfig.tableOfContents sets the levels of docs\' and blog posts\' tables of contents; a doc\'s front matter wins)',
  'markdown.math': 'tests/unit/docusaurus-math.test.ts (a Docusaurus site whose config lists remark-math; off without)',
  onBrokenAnchors: 'tests/unit/docusaurus-anchors-version.test.ts (a Docusaurus 2 site, by its package.json, reports none; a Docusaurus 3 site warns, and not under `ignore`)',
  repeatsSiteTitle: 'tests/unit/docusaurus-version-strings.test.ts (a page titled like the site is "T | T" before Docusaurus 3.8)',
  themeStrings: 'tests/unit/docusaurus-version-strings.test.ts (the blog paginator says "Newer Entries" / "Older Entries" before Docusaurus 3.5)',
  titleDelimiter: 'tests/unit/docusaurus-config.test.ts (the site\'s titleDelimiter between the page\'s title and the site\'s)',
  inlineCardHeading: 'tests/unit/docusaurus-doc-card-heading.test.ts (a doc card\'s h2 is "{icon} {title}" as one text before Docusaurus 3.10)',
  'markdown.mdx1': 'tests/unit/docusaurus-mdx1.test.ts (a Docusaurus 2 site, by its package.json; off without)',
  'markdown.comments': 'tests/unit/docusaurus-comments-option.test.ts (Docusaurus 3\'s markdown.mdx1Compat.comments, future.v4; on without)',
  'markdown.admonitionTitles': 'tests/unit/docusaurus-mdx1-compat.test.ts (Docusaurus 3\'s markdown.mdx1Compat.admonitions, future.v4; on without)',
  'markdown.headingIds': 'tests/unit/docusaurus-mdx1-compat.test.ts (Docusaurus 3\'s markdown.mdx1Compat.headingIds, future.v4; on without)',
  'docs.breadcrumbs': 'tests/unit/docusaurus-breadcrumbs-option.test.ts ("false: no breadcrumbs on its doc pages, nor their structured data")',
  'docsSidebar.hideable': 'tests/browser/docs-sidebar-chrome.test.ts ("at 1280 px the collapse button, in the locale, folds the sidebar..."), tests/unit/docusaurus-config.test.ts (mapped from themeConfig.docs.sidebar)',
  'docsSidebar.autoCollapseCategories': 'tests/browser/docs-sidebar-chrome.test.ts ("opening a category closes its open sibling..."), tests/unit/docusaurus-config.test.ts (mapped from themeConfig.docs.sidebar)',
  'navbar.logo.href': 'tests/unit/navbar-logo.test.tsx ("leads home without an href, to its route or URL with one...", and a Docusaurus config\'s logo href)',
  'navbar.logo.target': 'tests/unit/navbar-logo.test.tsx ("leads home without an href, to its route or URL with one...", and a Docusaurus config\'s target)',
  'footer.logo.alt': 'tests/unit/docusaurus-footer-logo.test.ts ("is drawn above the copyright, in a link to its URL...")',
  'footer.logo.src': 'tests/unit/docusaurus-footer-logo.test.ts ("is drawn above the copyright, in a link to its URL...")',
  'footer.logo.srcDark': 'tests/unit/docusaurus-footer-logo.test.ts ("is drawn above the copyright, in a link to its URL...")',
  'footer.logo.href': 'tests/unit/docusaurus-footer-logo.test.ts ("is drawn above the copyright, in a link to its URL...")',
  'footer.logo.width': 'tests/unit/docusaurus-footer-logo.test.ts ("is drawn above the copyright, in a link to its URL...")',
  'footer.logo.height': 'tests/unit/docusaurus-footer-logo.test.ts ("is drawn above the copyright, in a link to its URL...")',
  'footer.logo.className': 'tests/unit/docusaurus-footer-logo.test.ts ("is drawn above the copyright, in a link to its URL...")',
  'footer.logo.to': 'tests/unit/docusaurus-footer-logo.test.ts ("with a `to`, links the route under the base URL...")',
  'footer.logo.target': 'tests/unit/docusaurus-footer-logo.test.ts ("with a `to`, links the route under the base URL...")',
  'pages.routeBasePath': 'tests/unit/docusaurus-pages-instances.test.ts ("serves its pages under it, as the preset passes it to the pages plugin")',
  'pages.others': 'tests/unit/docusaurus-pages-instances.test.ts ("serves its Markdown pages under its route base, its index page at the base\'s own URL")',
  'markdown.emoji': 'tests/unit/emoji-shortcodes.test.ts (Docusaurus 3.10\'s markdown.emoji: false leaves shortcodes as written; on without)',
  'markdown.admonitions': 'tests/unit/docusaurus-admonition-keywords.test.ts (each Docusaurus 3 content plugin\'s admonition names, from its admonitions option; Docusaurus\'s own without)',
  'siteCode.repeatedImports': 'tests/unit/docusaurus-repeated-imports.test.ts (Docusaurus Faster\'s SWC loader and Rspack: future.faster, future.experimental_faster, future.v4; off without)',
};

interface Built {
  project: Project;
  file(rel: string): string;
  files(folder: string): string[];
  /** The HTML of a route written as `route/index.html`. */
  page(route: string): string;
  css(): string;
}

function built(project: Project): Built {
  const file = (rel: string) => readFileSync(path.join(project.out, rel), 'utf8');
  return {
    project,
    file,
    files: (folder) => readdirSync(path.join(project.out, folder), { recursive: true, encoding: 'utf8' }),
    page: (route) => file(route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`),
    css: () => file(`assets/css/${readdirSync(path.join(project.out, 'assets/css'))[0]}`),
  };
}

let before: Built;
let after: Built;
/** The Docusaurus fixture (five posts, enough to page the blog) with its folders and data files renamed, and the defaults of the other fields. */
let paged: Built;
/** The Docusaurus fixture again, with the section and Markdown fields changed. */
let sections: Built;
/** The Docusaurus fixture without its blog, and with categories that cannot fold. */
let noBlog: Built;
/** Build messages of the Docusaurus fixture's builds. */
const messages: { paged: string[]; sections: string[]; noBlog: string[] } = { paged: [], sections: [], noBlog: [] };

/**
 * A doc with a broken Markdown link and a broken page link, one with a Mermaid diagram and a code
 * block marked by a site's own magic comment, and a post with an inline tag and an inline author.
 */
function addFieldFiles(project: Project, docs: string, blog: string): void {
  writeFileSync(path.join(project.content, docs, 'field-mdx.md'), "# Field MDX\n\nexport const who = 'field reader';\n\nHello {who}.\n");
  writeFileSync(
    path.join(project.content, docs, 'field-code.md'),
    '# Field code\n\n```mermaid\nflowchart TD\n  A --> B\n```\n\n```js\n// field-mark-this\nconst a = 1;\nconst b = 2;\n```\n',
  );
  writeFileSync(path.join(project.content, docs, 'field-links.md'), '# Field links\n\n[missing file](./field-missing.md) and [missing page](/field-missing-page).\n');
  writeFileSync(path.join(project.content, blog, '2024-02-02-field-inline.md'), '---\ntitle: Field inline\nauthors:\n  - name: Field Guest\ntags: [field-inline-tag]\n---\n\nA post.\n');
}

beforeAll(async () => {
  const pagedProject = projectWith(
    {
      blog: { postsPerPage: 2, sidebarCount: 1, path: 'news-src', authorsFile: 'people.yml', tagsFile: 'topics.yml', onInlineTags: 'ignore' },
      docs: { path: 'manual-src', include: ['**/*.md'], exclude: ['04-advanced/**'] },
      pages: { path: 'pages-src' },
    },
    'docusaurus',
  );
  for (const [from, to] of [['docs', 'manual-src'], ['blog', 'news-src'], ['pages', 'pages-src'], ['news-src/authors.yml', 'news-src/people.yml'], ['news-src/tags.yml', 'news-src/topics.yml']]) {
    renameSync(path.join(pagedProject.content, from), path.join(pagedProject.content, to));
  }
  addFieldFiles(pagedProject, 'manual-src', 'news-src');
  const sectionsProject = projectWith(
    {
      pages: { enabled: false },
      home: { showcase: false },
      docs: { sidebarCollapsed: false },
      blog: { onInlineTags: 'warn', onInlineAuthors: 'warn', postsPerPage: 2, tagsBasePath: 'topics', authorsBasePath: 'people', pageBasePath: 'p', archiveBasePath: '', include: ['**/*.md'], exclude: ['2024-09-01-*/**'] },
      markdown: { format: 'mdx', mermaid: false },
      prism: { magicComments: [{ className: 'field-magic-line', line: 'field-mark-this' }] },
      onBrokenLinks: 'ignore',
      onBrokenMarkdownLinks: 'ignore',
    },
    'docusaurus',
  );
  addFieldFiles(sectionsProject, 'docs', 'blog');
  const projects = [projectWith({}), projectWith(changed), pagedProject, sectionsProject, projectWith({ blog: { enabled: false }, docs: { sidebarCollapsible: false } }, 'docusaurus')];
  const results = [];
  for (const project of projects) {
    const result = await project.build();
    if (!result.ok) throw new Error(result.messages.join('\n'));
    results.push(result);
  }
  [before, after, paged, sections, noBlog] = projects.map(built);
  messages.paged = results[2].messages;
  messages.sections = results[3].messages;
  messages.noBlog = results[4].messages;
});
afterAll(() => [before, after, paged, sections, noBlog].forEach((b) => b?.project.cleanup()));

const INTRO = '/docs/overview/introduction';
const MANUAL_INTRO = '/manual/overview/introduction';

/** Runs a page's inline head script against a stub browser and returns the colour mode it chose. */
function themeChosen(html: string, stored: string | null, systemDark: boolean): string | undefined {
  const script = /<script data-client="[^"]*">(.*?)<\/script>/s.exec(html)![1];
  const attributes: Record<string, string> = {};
  const documentElement = { className: 'no-js', setAttribute: (k: string, v: string) => (attributes[k] = v) };
  runInNewContext(script, {
    // A hidden page: the script adds the client bundle at once, into a stub head.
    document: { documentElement, currentScript: { getAttribute: () => '/assets/js/entry.js' }, hidden: true, createElement: () => ({}), head: { appendChild: () => undefined }, addEventListener: () => undefined },
    window: {},
    localStorage: { getItem: (key: string) => (key === 'theme' ? stored : null) },
    matchMedia: () => ({ matches: systemDark }),
    location: { pathname: '/docs/x' },
    addEventListener: () => undefined,
  });
  return attributes['data-theme'];
}

const tests: Record<string, () => void> = {
  title() {
    expect(before.page('/')).toContain('<meta property="og:site_name" content="SpecWeave"/>');
    expect(after.page('/')).toContain('<meta property="og:site_name" content="Field Test Site"/>');
    expect(after.page(MANUAL_INTRO)).toContain('<title>What is SpecWeave? | Field Test Site</title>');
  },
  tagline() {
    expect(after.page('/')).toContain('A tagline only this test uses');
    expect(before.page('/')).not.toContain('A tagline only this test uses');
  },
  url() {
    expect(after.page(MANUAL_INTRO)).toContain(`<link rel="canonical" href="https://fields.example.org${MANUAL_INTRO}"/>`);
    expect(after.file('sitemap.xml')).toContain('<loc>https://fields.example.org/</loc>');
  },
  favicon() {
    expect(before.page('/')).toContain('<link rel="icon" href="/img/favicon.ico" sizes="any"/>');
    expect(after.page('/')).toContain('<link rel="icon" href="/img/logo.svg" sizes="any"/>');
  },
  faviconSvg() {
    expect(before.page('/')).toContain('<link rel="icon" href="/img/favicon.svg" type="image/svg+xml"/>');
    expect(after.page('/')).toContain('<link rel="icon" href="/img/logo-dark.svg" type="image/svg+xml"/>');
  },
  metadata() {
    expect(after.page(MANUAL_INTRO)).toContain('<meta name="field-meta" content="only this test"/>');
    expect(before.page(INTRO)).not.toContain('field-meta');
  },
  socialCard() {
    expect(after.page('/')).toContain('<meta property="og:image" content="https://fields.example.org/img/logo-dark.svg"/>');
  },
  repository() {
    expect(after.page('/')).toContain('href="https://github.com/example/fields"');
    expect(before.page('/')).not.toContain('https://github.com/example/fields');
  },
  'navbar.title'() {
    expect(after.page('/')).toContain('<b class="navbar__title text--truncate">Field Navbar</b>');
  },
  'navbar.logo.alt'() {
    expect(after.page('/')).toMatch(/<img class="themed-image[^>]*alt="Field logo"/);
  },
  'navbar.logo.src'() {
    expect(after.page('/')).toMatch(/<img class="themed-image themed-image--light" src="\/img\/favicon\.svg"/);
  },
  'navbar.logo.srcDark'() {
    expect(after.page('/')).toMatch(/<img class="themed-image themed-image--dark" src="\/img\/logo\.svg"/);
  },
  'navbar.hideOnScroll'() {
    expect(after.page('/')).toMatch(/<nav class="navbar[^"]*" data-hide-on-scroll="true"/);
    expect(before.page('/')).not.toContain('data-hide-on-scroll');
  },
  'navbar.items'() {
    const nav = /<nav class="navbar.*?<\/nav>/s.exec(after.page('/'))![0];
    // The drawer lists the same links.
    expect(/<div id="mobile-drawer".*?<\/ul>/s.exec(after.page('/'))![0]).toContain('href="/news">Field News</a>');
    expect(nav).toMatch(/<a class="navbar__item navbar__link[^"]*" href="\/news">Field News<\/a>/);
    expect(nav).toMatch(/<a class="navbar__item navbar__link[^"]*" href="\/manual\/guides\/getting-started\/quickstart">Field Docs<\/a>/);
    expect(nav).not.toContain('>Docs<');
  },
  'footer.style'() {
    expect(before.page('/')).toContain('<footer class="footer footer--dark">');
    expect(after.page('/')).toContain('<footer class="footer footer--light">');
  },
  'footer.columns'() {
    const footer = /<footer class="footer.*?<\/footer>/s.exec(after.page('/'))![0];
    expect(footer).toContain('Field Column');
    expect(footer).toContain('href="/news/archive">Field Archive</a>');
  },
  'footer.copyright'() {
    expect(after.page('/')).toContain('Field copyright 2099');
  },
  'announcementBar.id'() {
    expect(after.page('/')).toContain('field-bar');
    expect(before.page('/')).not.toContain('field-bar');
  },
  'announcementBar.message'() {
    expect(after.page('/')).toContain('Field announcement');
  },
  'announcementBar.backgroundColor'() {
    expect(after.css()).toMatch(/\.announcement-bar\{[^}]*background:#123456/);
    expect(before.css()).toMatch(/\.announcement-bar\{[^}]*background:#ede9fe/);
  },
  'announcementBar.textColor'() {
    expect(after.css()).toMatch(/\.announcement-bar\{[^}]*color:#fedcba/);
    expect(before.css()).toMatch(/\.announcement-bar\{[^}]*color:#5b21b6/);
  },
  'announcementBar.isCloseable'() {
    expect(before.page('/')).toContain('aria-label="Close announcement"');
    expect(after.page('/')).toContain('Field announcement');
    expect(after.page('/')).not.toContain('aria-label="Close announcement"');
  },
  'colorMode.defaultMode'() {
    expect(before.page('/')).toMatch(/<html lang="en" dir="ltr" class="no-js" data-theme="light"/);
    expect(after.page('/')).toMatch(/<html lang="en" dir="ltr" class="no-js" data-theme="dark"/);
    expect(themeChosen(after.page('/'), null, false)).toBe('dark');
  },
  'colorMode.disableSwitch'() {
    expect(before.page('/')).toContain('class="color-mode-toggle');
    expect(after.page('/')).not.toContain('class="color-mode-toggle');
    // With the switch hidden, a choice stored earlier no longer applies, as in Docusaurus.
    expect(themeChosen(before.page('/'), 'dark', false)).toBe('dark');
    expect(themeChosen(after.page('/'), 'light', false)).toBe('dark');
  },
  'colorMode.respectPrefersColorScheme'() {
    expect(themeChosen(before.page('/'), null, true)).toBe('dark');
    expect(themeChosen(before.page('/'), null, false)).toBe('light');
    expect(themeChosen(after.page('/'), null, false)).toBe('dark');
    expect(themeChosen(after.page('/'), null, true)).toBe('dark');
    expect(themeChosen(paged.page('/'), null, true)).toBe('dark');
  },
  'docs.routeBasePath'() {
    expect(after.page(MANUAL_INTRO)).toContain('<h1>What is SpecWeave?</h1>');
    expect(after.files('.').some((f) => f.startsWith('docs/'))).toBe(false);
    // The previous page of Features, in the sidebar's order, is the introduction, under /manual.
    expect(after.page('/manual/overview/features')).toMatch(/class="pagination-nav__link pagination-nav__link--prev" href="\/manual\/overview\/introduction"/);
    expect(after.file('404.html')).toContain('href="/manual/">Documentation</a>');
  },
  'docs.editUrl'() {
    expect(before.page(INTRO)).toContain('href="https://github.com/anton-abyzov/specweave/tree/develop/docs-site/docs/overview/introduction.md"');
    expect(after.page(MANUAL_INTRO)).toContain('href="https://example.org/edit/docs/overview/introduction.md"');
  },
  'docs.showLastUpdate'() {
    expect(before.page(INTRO)).toContain('Last updated on');
    expect(after.page(MANUAL_INTRO)).not.toContain('Last updated on');
  },
  'docs.path'() {
    expect(paged.page('/docs/intro')).toContain('<h1>Introduction</h1>');
  },
  'docs.include'() {
    expect(sections.files('docs/reference')).toContain('config/index.html');
    expect(paged.files('docs/reference')).not.toContain('config/index.html');
  },
  'docs.exclude'() {
    expect(sections.files('docs')).toContain('advanced/performance/index.html');
    expect(paged.files('docs').some((f) => f.startsWith('advanced'))).toBe(false);
  },
  'docs.sidebarCollapsible'() {
    const sidebar = (b: Built) => /<aside class="doc-sidebar theme-doc-sidebar-container">.*?<\/aside>/s.exec(b.page('/docs/intro'))![0];
    expect(sidebar(paged)).toContain('<details class="menu__details"');
    expect(sidebar(noBlog)).not.toContain('<details');
    expect(sidebar(noBlog)).toMatch(/<span class="menu__category menu__link menu__link--sublist[^"]*">/);
  },
  'docs.sidebarCollapsed'() {
    const openCategories = (html: string) => [...html.matchAll(/<details class="menu__details" open="">/g)].length;
    const sidebar = (b: Built) => /<aside class="doc-sidebar theme-doc-sidebar-container">.*?<\/aside>/s.exec(b.page('/docs/intro'))![0];
    expect(openCategories(sidebar(paged))).toBe(0);
    expect(openCategories(sidebar(sections))).toBeGreaterThan(1);
  },
  'blog.title'() {
    expect(after.page('/news')).toContain('Field Blog Title');
    // Without feedTitle, the feeds take the blog's title (site/config.ts's).
    expect(before.file('blog/rss.xml')).toContain('<channel>\n<title>SpecWeave Blog</title>');
  },
  'blog.feed.title'() {
    expect(after.file('news/rss.xml')).toContain('<channel>\n<title>Field Feed Title</title>');
  },
  'blog.feed.description'() {
    expect(after.file('news/rss.xml')).toContain('<description>Field feed description</description>');
  },
  'blog.feed.name'() {
    expect(after.page('/news')).toContain('href="/news/rss.xml" title="Field Feeds RSS Feed"');
  },
  'blog.description'() {
    expect(after.page('/news')).toContain('Field blog description');
  },
  'blog.postsPerPage'() {
    expect(paged.page('/blog')).toContain('href="/blog/page/2"');
    expect(paged.page('/blog/page/3')).toContain('href="/blog/page/2"');
    expect(paged.files('blog/page')).not.toContain('4');
  },
  'blog.sidebarTitle'() {
    expect(before.page('/blog')).toContain('Recent posts');
    expect(after.page('/news')).toContain('Field recent');
  },
  'blog.sidebarCount'() {
    expect(after.page('/news')).not.toContain('class="blog-sidebar__list"');
    const sidebar = /<aside class="blog-sidebar">.*?<\/aside>/s.exec(paged.page('/blog'))![0];
    expect([...sidebar.matchAll(/<li>/g)]).toHaveLength(1);
  },
  'blog.routeBasePath'() {
    expect(after.files('news')).toEqual(expect.arrayContaining(['rss.xml', 'archive/index.html', 'index.html']));
    expect(after.files('.').some((f) => f.startsWith('blog'))).toBe(false);
    expect(after.page(MANUAL_INTRO)).toContain('<link rel="alternate" type="application/rss+xml" href="/news/rss.xml"');
  },
  'blog.enabled'() {
    expect(noBlog.files('.').some((f) => f.startsWith('blog'))).toBe(false);
    expect(paged.files('blog')).toContain('index.html');
  },
  'blog.path'() {
    expect(paged.page('/blog/2024/03/05/second')).toContain('The second post.');
  },
  'blog.showReadingTime'() {
    expect(before.page('/blog')).toContain(' min read');
    expect(after.page('/news')).not.toContain(' min read');
  },
  'blog.feeds'() {
    expect(before.files('blog')).toEqual(expect.arrayContaining(['rss.xml', 'atom.xml']));
    expect(after.files('news')).toContain('rss.xml');
    expect(after.files('news')).not.toContain('atom.xml');
    expect(after.page('/news')).not.toContain('application/atom+xml');
  },
  'blog.tagsBasePath'() {
    expect(paged.files('blog')).toContain('tags');
    expect(sections.files('blog')).not.toContain('tags');
    expect(sections.page('/blog/topics/guide')).toContain('tagged with');
  },
  'blog.authorsBasePath'() {
    expect(sections.page('/blog/people/ada')).toContain('Ada Example');
    expect(sections.page('/blog/2024/01/10/first-post')).toContain('href="/blog/people/ada"');
  },
  'blog.pageBasePath'() {
    expect(sections.page('/blog')).toContain('href="/blog/p/2"');
    expect(sections.files('blog')).not.toContain('page');
  },
  'blog.include'() {
    expect(paged.files('blog/2025/01/15')).toContain('mdx-post');
    expect(sections.files('blog').some((f) => f.startsWith('2025'))).toBe(false);
  },
  'blog.exclude'() {
    expect(paged.files('blog/2024/09/01')).toContain('folder-post');
    expect(sections.files('blog/2024')).not.toContain('09');
    expect(sections.files('blog/2024')).toContain('03');
  },
  'blog.archiveBasePath'() {
    expect(paged.files('blog/archive')).toContain('index.html');
    expect(sections.files('blog')).not.toContain('archive');
  },
  'blog.authorsFile'() {
    expect(paged.page('/blog/authors/ada')).toContain('Ada Example');
  },
  'blog.tagsFile'() {
    expect(paged.page('/blog/tags/guide')).toContain('tagged with');
  },
  'blog.onInlineTags'() {
    expect(messages.sections).toContainEqual(expect.stringMatching(/2024-02-02-field-inline\.md:\d+: warning: .*field-inline-tag/));
    expect(messages.paged.filter((m) => m.includes('field-inline-tag'))).toEqual([]);
  },
  'blog.onInlineAuthors'() {
    expect(messages.sections).toContainEqual(expect.stringMatching(/2024-02-02-field-inline\.md:\d+: warning: .*Field Guest/));
    expect(messages.paged.filter((m) => m.includes('Field Guest'))).toEqual([]);
  },
  'blog.editUrl'() {
    expect(after.page('/news/introducing-specweave')).toContain('href="https://example.org/blog-edit/blog/2025-10-26-introducing-specweave.md"');
    expect(before.page('/blog/introducing-specweave')).not.toContain('Edit this page');
  },
  'pages.enabled'() {
    expect(paged.page('/about')).toContain('A standalone Markdown page.');
    expect(sections.files('.')).not.toContain('about/index.html');
  },
  'pages.path'() {
    expect(paged.page('/about')).toContain('<h1>About</h1>');
  },
  'home.showcase'() {
    expect(paged.page('/')).toContain('Why SpecWeave?');
    expect(sections.page('/')).not.toContain('Why SpecWeave?');
    expect(sections.page('/')).toContain('Read the docs →');
  },
  'markdown.format'() {
    // `detect` reads a .md file as Markdown; `mdx` reads it as MDX, whose export and expression run.
    expect(paged.page('/docs/field-mdx')).toContain('Hello {who}.');
    expect(sections.page('/docs/field-mdx')).toContain('Hello field reader.');
  },
  'markdown.mermaid'() {
    expect(paged.page('/docs/field-code')).toContain('<figure class="diagram">');
    expect(sections.page('/docs/field-code')).not.toContain('class="diagram');
    expect(sections.page('/docs/field-code')).toContain('flowchart TD');
  },
  'prism.magicComments'() {
    expect(sections.page('/docs/field-code')).toMatch(/class="[^"]*field-magic-line/);
    expect(sections.page('/docs/field-code')).not.toContain('field-mark-this');
    expect(paged.page('/docs/field-code')).toContain('field-mark-this');
    expect(paged.page('/docs/field-code')).not.toContain('field-magic-line');
  },
  onBrokenLinks() {
    expect(messages.paged).toContainEqual(expect.stringMatching(/field-links\.md:3: warning: broken link: .*field-missing-page/));
    expect(messages.sections.filter((m) => m.includes('field-missing-page'))).toEqual([]);
  },
  onBrokenMarkdownLinks() {
    expect(messages.paged).toContainEqual(expect.stringMatching(/field-links\.md:3: warning: broken link: .*field-missing\.md/));
    expect(messages.sections.filter((m) => m.includes('field-missing.md'))).toEqual([]);
  },
  'home.title'() {
    expect(after.page('/')).toContain('<title>Field home title | Field Test Site</title>');
  },
  'home.description'() {
    expect(after.page('/')).toContain('<meta name="description" content="Field home description"/>');
  },
};

describe('each config field', () => {
  for (const [field, test] of Object.entries(tests)) it(field, test);

  it('has a test for every field of the schema', () => {
    const leaves = (shape: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(shape).flatMap(([key, value]) => {
        let inner = value as { def?: { type: string; innerType?: unknown; shape?: Record<string, unknown> } };
        while (inner.def?.innerType) inner = inner.def.innerType as typeof inner;
        const nested = inner.def?.type === 'object' ? (inner as unknown as { shape: Record<string, unknown> }).shape : undefined;
        return nested ? leaves(nested, `${prefix}${key}.`) : [`${prefix}${key}`];
      });
    const untested = leaves(siteConfigSchema.shape).filter((field) => !tests[field] && !coveredElsewhere[field]);
    expect(untested).toEqual([]);
  });
});
