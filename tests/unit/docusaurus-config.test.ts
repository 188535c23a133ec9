/** `docusaurus.config.*` mapped onto the one site config, and sidebars files in every form Docusaurus reads. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docsDisabledMessage, loadSiteConfig } from '../../build/config.ts';
import { validateConfig } from '../../build/config-validate.ts';
import { BuildError } from '../../build/diagnostics.ts';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { PALENIGHT } from '../../build/docusaurus/prism-themes.ts';
import { documentTitle } from '../../build/routes/head.ts';
import { normalizeSidebars } from '../../build/sidebars-file.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite | undefined;
afterEach(() => site?.cleanup());

const map = (raw: Record<string, unknown>) => mapDocusaurusConfig({ title: 'T', url: 'https://t.example', ...raw }, '/nowhere');
const valid = (raw: Record<string, unknown>) => validateConfig(map(raw).config, 'docusaurus.config.js');

describe('the docs plugin turned off', () => {
  it("is named as the config turns it off: the preset's `docs: false` in a Docusaurus config, `docs.enabled: false` in site/config.ts", () => {
    const docusaurus = docsDisabledMessage('website/docusaurus.config.ts', 'this folder holds 3 docs');
    expect(docusaurus).toBe('the docs plugin "default" is disabled (`docs: false` in the preset options of website/docusaurus.config.ts, or no docs plugin there), but this folder holds 3 docs. Remove it or turn the docs plugin on.');
    expect(docsDisabledMessage('site/config.ts', 'this folder holds 3 docs')).toBe('the docs plugin "default" is disabled (docs.enabled: false in site/config.ts), but this folder holds 3 docs. Remove it or enable the docs plugin.');
  });
});

describe('mapping a Docusaurus config', () => {
  it("puts the site's titleDelimiter between a page's title and the site's, `|` without one (theme-common's title formatter)", () => {
    const withDelimiter = valid({ titleDelimiter: '·' });
    expect(withDelimiter.titleDelimiter).toBe('·');
    expect(documentTitle(withDelimiter, 'Setup')).toBe('Setup · T');
    expect(documentTitle(valid({}), 'Setup')).toBe('Setup | T');
  });

  it('takes docs, blog and pages options from the classic preset, docs at the root included', () => {
    const config = valid({
      presets: [['@docusaurus/preset-classic', { docs: { path: '../docs', routeBasePath: '/', include: ['**/*.md'], showLastUpdateAuthor: true, sidebarCollapsed: false }, blog: { postsPerPage: 'ALL', blogSidebarCount: 0, feedOptions: { type: 'rss' }, onInlineTags: 'throw', tags: false } }]],
    });
    expect(config.docs).toMatchObject({ path: '../docs', routeBasePath: '', include: ['**/*.md'], showLastUpdate: true, sidebarCollapsed: false });
    expect(config.blog).toMatchObject({ postsPerPage: Number.MAX_SAFE_INTEGER, sidebarCount: 0, feeds: ['rss'], onInlineTags: 'throw', onInlineAuthors: 'warn', tagsFile: '' });
    expect(config.pages.path).toBe('src/pages');
    expect(config.staticDirectories).toEqual(['static']);
    expect(config.onBrokenLinks).toBe('throw');
  });

  it("reads the site's url as Docusaurus does, with two slashes after the protocol however many are written (yoga's https:/yogalayout.dev)", () => {
    expect(valid({ url: 'https:/one.example' }).url).toBe('https://one.example');
    expect(valid({ url: 'https:///two.example/' }).url).toBe('https://two.example/');
    expect(valid({ url: 'https://three.example' }).url).toBe('https://three.example');
  });

  it("reads baseUrl as Docusaurus does, adding the slash it lacks at either end (dragonfly's baseUrl: '/docs')", () => {
    expect(valid({ baseUrl: '/docs' }).baseUrl).toBe('/docs/');
    expect(valid({ baseUrl: 'docs/' }).baseUrl).toBe('/docs/');
    expect(valid({ baseUrl: '' }).baseUrl).toBe('/');
    expect(valid({ baseUrl: '/a/b/' }).baseUrl).toBe('/a/b/');
    expect(valid({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { baseUrl: '/fr' } } } }).i18n.localeConfigs?.fr?.baseUrl).toBe('/fr/');
  });

  it("does not add the base URL twice to paths the config writes with it (ory's navbar logo /docs/img/logos/ory-logo.svg under /docs/), as Docusaurus's useBaseUrl does not", () => {
    const config = valid({
      baseUrl: '/docs/',
      favicon: '/docs/img/favicon.ico',
      themeConfig: {
        image: 'img/card.png',
        navbar: { logo: { src: '/docs/img/logo.svg', srcDark: '/docsets/img/dark.svg' }, items: [{ to: '/docs/guide', label: 'Guide' }, { href: '/docs', label: 'Home' }, { to: '/blog', label: 'Blog' }] },
        footer: { links: [{ title: 'More', items: [{ to: '/docs/api/', label: 'API' }] }] },
      },
    });
    expect(config.navbar.logo).toMatchObject({ src: '/img/logo.svg', srcDark: '/docsets/img/dark.svg' });
    expect(config.favicon).toBe('/img/favicon.ico');
    expect(config.socialCard).toBe('img/card.png');
    expect(config.navbar.items.map((item) => item.to)).toEqual(['/guide', '/', '/blog']);
    expect(config.footer.columns[0].items[0].to).toBe('/api/');
    expect(valid({ themeConfig: { navbar: { logo: { src: '/docs/img/logo.svg' } } } }).navbar.logo?.src).toBe('/docs/img/logo.svg');
  });

  it('has no docs, blog or pages of its own without a preset, only the content plugins the config lists, as Docusaurus', () => {
    const bare = valid({ themes: ['@docusaurus/theme-classic'] });
    expect([bare.docs.enabled, bare.blog.enabled, bare.pages.enabled]).toEqual([false, false, false]);
    const listed = valid({ plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: '/' }], '@docusaurus/plugin-content-pages'] });
    expect([listed.docs.enabled, listed.docs.routeBasePath, listed.blog.enabled, listed.pages.enabled]).toEqual([true, '', false, true]);
    const unknownPreset = valid({ presets: ['docusaurus-preset-other'] });
    expect([unknownPreset.docs.enabled, unknownPreset.blog.enabled, unknownPreset.pages.enabled]).toEqual([true, true, true]);
  });

  it('takes the same options from the content plugins with the default id, and turns off what is false', () => {
    const config = valid({
      presets: [['classic', { docs: false, blog: false }]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'default', path: 'guides', routeBasePath: 'guides' }]],
    });
    expect(config.docs).toMatchObject({ enabled: true, path: 'guides', routeBasePath: 'guides' });
    expect(config.blog.enabled).toBe(false);
  });

  it("reads the options of a preset that wraps the classic one (Meta's internaldocs-fb) as the classic preset's, and says its own plugins do not run", () => {
    const wrapped = map({ presets: [['/site/node_modules/docusaurus-plugin-internaldocs-fb/docusaurus-preset.js', { docs: { path: '../docs', routeBasePath: 'guide' }, blog: false, staticDocsProject: 'metro' }]] });
    const config = validateConfig(wrapped.config, 'docusaurus.config.js');
    expect(config.docs).toMatchObject({ enabled: true, path: '../docs', routeBasePath: 'guide' });
    expect(config.blog.enabled).toBe(false);
    expect(wrapped.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/docusaurus-preset\.js" is not supported; its docs, blog, pages and theme options are read as the classic preset's, and its own plugins are not run\.$/)]);
    const other = map({ presets: [['docusaurus-preset-other', { analytics: true }]] });
    expect(validateConfig(other.config, 'docusaurus.config.js').docs).toMatchObject({ path: 'docs', routeBasePath: 'docs' });
    expect(other.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/its plugins are not run and the build uses the classic preset's defaults\.$/)]);
  });

  it("takes a site's one blog instance as its blog whatever its id, and maps every other instance with its own options", () => {
    const one = map({ plugins: [['@docusaurus/plugin-content-blog', { id: 'blog-main', path: 'news', routeBasePath: 'posts' }]] });
    expect(validateConfig(one.config, 'docusaurus.config.js').blog).toMatchObject({ enabled: true, path: 'news', routeBasePath: 'posts' });
    expect(one.blogInstances.map((b) => b.id)).toEqual(['blog-main']);
    expect(one.warnings).toEqual([]);
    const three = map({
      presets: [['classic', { blog: { blogTitle: 'Main' } }]],
      plugins: [
        ['@docusaurus/plugin-content-blog', { id: 'changelog', path: 'changes', routeBasePath: '/changelog/', tagsBasePath: 'topics', archiveBasePath: null, postsPerPage: 'ALL', blogSidebarCount: 0, feedOptions: { type: 'atom' } }],
        ['content-blog', { id: 'events', path: './events', routeBasePath: 'events', showReadingTime: false }],
      ],
    });
    expect(three.blogInstances.map((b) => [b.id, b.fields.path, b.fields.routeBasePath, b.fields.title])).toEqual([
      ['default', 'blog', 'blog', 'Main'],
      ['changelog', 'changes', 'changelog', 'Blog'],
      ['events', './events', 'events', 'Blog'],
    ]);
    expect(three.blogInstances[1].fields).toMatchObject({ tagsBasePath: 'topics', archiveBasePath: '', postsPerPage: Number.MAX_SAFE_INTEGER, sidebarCount: 0, feeds: ['atom'] });
    expect(three.blogInstances[2].fields).toMatchObject({ showReadingTime: false, archiveBasePath: 'archive', tagsBasePath: 'tags' });
    expect(three.config.blog).toMatchObject({ title: 'Main', routeBasePath: 'blog' });
    expect(three.warnings).toEqual([]);
  });

  it('keeps ```mermaid blocks as code unless markdown.mermaid is on, and gives Docusaurus\'s highlighted-line class to this theme\'s', () => {
    expect(valid({}).markdown.mermaid).toBe(false);
    expect(valid({ markdown: { mermaid: true } }).markdown.mermaid).toBe(true);
    const magicComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-error-line', line: 'This will error' },
    ];
    expect(valid({ themeConfig: { prism: { magicComments } } }).prism.magicComments).toEqual([
      { ...magicComments[0], className: 'code-line--highlighted theme-code-block-highlighted-line' },
      { ...magicComments[1], block: undefined },
    ]);
  });

  it("takes themeConfig.prism's themes, palenight without, and keeps the generator's colours for one it cannot read", () => {
    const theme = { plain: { color: '#112233' }, styles: [{ types: ['keyword'], style: { color: '#aa0011' } }] };
    const dark = { plain: { color: '#eeeeee' }, styles: [] };
    expect(valid({ themeConfig: { prism: { theme, darkTheme: dark } } }).prism).toMatchObject({ theme, darkTheme: dark });
    // Dark mode without darkTheme is in theme, as Docusaurus's usePrismTheme answers.
    expect(valid({ themeConfig: { prism: { theme } } }).prism).toMatchObject({ theme, darkTheme: theme });
    expect(valid({}).prism).toMatchObject({ theme: PALENIGHT, darkTheme: PALENIGHT });
    // A theme from a package that is not installed (not prism-react-renderer, whose themes the build carries) is a stand-in, a function: harmless, with no warning.
    const standIn = map({ themeConfig: { prism: { theme: () => undefined, darkTheme: () => undefined } } });
    expect([standIn.config.prism?.theme, standIn.config.prism?.darkTheme, standIn.warnings]).toEqual([undefined, undefined, []]);
    const wrong = map({ themeConfig: { prism: { theme, darkTheme: 'dracula' } } });
    expect(wrong.config.prism).toMatchObject({ theme, darkTheme: undefined });
    expect(wrong.warnings.map((w) => w.message)).toEqual(["themeConfig.prism.darkTheme is not a Prism theme ({plain: {...}, styles: [...]}): code blocks keep the generator's colours in dark mode."]);
  });

  it('maps every common navbar item type, the version dropdown included, and leaves search to the built-in chrome', () => {
    const { config } = map({
      themeConfig: {
        navbar: {
          items: [
            { type: 'docSidebar', sidebarId: 'api', label: 'API' },
            { type: 'doc', docId: 'intro', position: 'right' },
            { to: 'blog', label: 'Blog' },
            { href: 'https://github.com/o/r', 'aria-label': 'GitHub' },
            { type: 'dropdown', label: 'More', items: [{ label: 'A', to: '/a' }, { label: 'B', href: 'https://b.example' }] },
            { type: 'html', value: '<b>x</b>' },
            { type: 'search' },
            { type: 'docsVersionDropdown' },
            { type: 'localeDropdown' },
            { type: 'docSidebar', sidebarId: 'other', docsPluginId: 'other' },
            { type: 'custom-stars', position: 'right', repo: 'o/r' },
          ],
        },
      },
    });
    expect(config.navbar.items).toEqual([
      // Each with its index in the config's items (`from`), whose props a site's own NavbarNavLink or custom type is drawn with (docusaurus-navbar-components.test.ts).
      { label: 'API', sidebarId: 'api', position: 'left', from: 0 },
      { label: '', docId: 'intro', position: 'right', from: 1 },
      { label: 'Blog', to: '/blog', href: undefined, ariaLabel: undefined, icon: undefined, position: 'left', from: 2 },
      { label: 'GitHub', to: undefined, href: 'https://github.com/o/r', ariaLabel: 'GitHub', icon: 'github', position: 'left', from: 3 },
      {
        label: 'More',
        position: 'left',
        from: 4,
        items: [
          { label: 'A', to: '/a', href: undefined, ariaLabel: undefined, icon: undefined },
          { label: 'B', to: undefined, href: 'https://b.example', ariaLabel: undefined, icon: undefined },
        ],
      },
      { label: 'html', html: '<b>x</b>', position: 'left', from: 5 },
      { label: '', versionDropdown: true, position: 'left', from: 7 },
      { label: '', localeDropdown: true, position: 'left', from: 8 },
      // An item of another docs plugin instance names it (docs-instances.test.ts builds them).
      { label: 'other', sidebarId: 'other', docsPluginId: 'other', position: 'left', from: 9 },
      // A custom type is kept for the component the site's ComponentTypes registers for it.
      { label: '', position: 'right', from: 10, custom: 'custom-stars' },
    ]);
  });

  it('takes a URL given as `to` for an external link, as Docusaurus does', () => {
    const config = valid({ themeConfig: { footer: { links: [{ title: 'More', items: [{ label: 'GitHub', to: 'https://github.com/o/r' }, { label: 'Docs', to: 'docs/intro' }] }] } } });
    expect(config.footer.columns[0].items).toEqual([
      { label: 'GitHub', to: undefined, href: 'https://github.com/o/r', urlInTo: true },
      { label: 'Docs', to: '/docs/intro', href: undefined },
    ]);
  });

  it('takes an announcement colour whose function holds another, and no CSS beyond a colour', () => {
    // alova's site: rgba() over one of Infima's RGB variables.
    const bar = (backgroundColor: string) => ({ themeConfig: { announcementBar: { id: 'a', content: 'Hi', backgroundColor } } });
    expect(valid(bar('rgba(var(--ifm-color-primary-rgb), 0.05)')).announcementBar?.backgroundColor).toBe('rgba(var(--ifm-color-primary-rgb), 0.05)');
    expect(() => valid(bar('red; } body { display: none'))).toThrow(/must be a CSS colour/);
    expect(() => valid(bar('rgba(var(--x), 1)) } body { x: y'))).toThrow(/must be a CSS colour/);
    // voltagent's: Docusaurus writes the style attribute as given, so the colour wins over the theme's.
    expect(valid(bar('#10B981 !important')).announcementBar?.backgroundColor).toBe('#10B981 !important');
    expect(() => valid(bar('#10B981 !important; } body { x: y'))).toThrow(/must be a CSS colour/);
  });

  it("takes themeConfig.docs.sidebar's hideable and autoCollapseCategories, off unless set, and says when a reader's version choice would not be remembered", () => {
    expect(valid({}).docsSidebar).toEqual({ hideable: false, autoCollapseCategories: false });
    const { config, warnings } = map({ themeConfig: { docs: { versionPersistence: 'localStorage', sidebar: { hideable: true, autoCollapseCategories: true } } } });
    expect(config.docsSidebar).toEqual({ hideable: true, autoCollapseCategories: true });
    expect(warnings).toEqual([]);
    // Docusaurus 2's alphas and betas read them at the top of themeConfig (standardnotes, 2.0.0-alpha.73).
    const legacy = map({ themeConfig: { hideableSidebar: true, autoCollapseSidebarCategories: true } });
    expect(legacy.config.docsSidebar).toEqual({ hideable: true, autoCollapseCategories: true });
    expect(legacy.warnings).toEqual([]);
    expect(map({ themeConfig: { hideableSidebar: true, docs: { sidebar: { hideable: false } } } }).config.docsSidebar?.hideable).toBe(false);
    // Docusaurus 2.1 and later stop on them ("has been moved to themeConfig.docs.sidebar.hideable"): read, and said.
    const dir = mkdtempSync(path.join(tmpdir(), 'legacy-sidebar-'));
    const withCore = (range: string) => {
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': range } }));
      return mapDocusaurusConfig({ title: 'T', url: 'https://t.example', themeConfig: { hideableSidebar: true } }, dir);
    };
    expect(withCore('2.0.0-alpha.73').warnings).toEqual([]);
    const refused = withCore('^3.9.2');
    expect(refused.config.docsSidebar?.hideable).toBe(true);
    expect(refused.warnings.map((w) => w.message)).toEqual([expect.stringContaining('themeConfig.hideableSidebar is read as themeConfig.docs.sidebar.hideable')]);
    rmSync(dir, { recursive: true, force: true });
    expect(map({ themeConfig: { docs: { versionPersistence: 'none' } } }).warnings.map((w) => w.message)).toEqual([
      'themeConfig.docs.versionPersistence "none" is not supported: the docs version a reader saw last is remembered in localStorage.',
    ]);
  });

  it('maps a footer of plain links to one column, and an announcement to its HTML, shown as it is as Docusaurus shows it', () => {
    const config = valid({
      themeConfig: {
        footer: { links: [{ label: 'Docs', to: '/docs' }], copyright: 'C' },
        announcementBar: { id: 'a', content: 'Hi &amp; <b>welcome</b>, see <a href="https://x.example">this</a>' },
      },
    });
    expect(config.footer).toEqual({ style: 'light', columns: [{ title: '', items: [{ label: 'Docs', to: '/docs', href: undefined }] }], copyright: 'C' });
    expect(config.announcementBar?.message).toEqual([{ html: 'Hi &amp; <b>welcome</b>, see <a href="https://x.example">this</a>' }]);
  });

  it('warns once for each plugin, theme and option it does not run', () => {
    const { warnings } = map({
      plugins: ['@docusaurus/plugin-ideal-image', ['@docusaurus/plugin-content-blog', { id: 'news', truncateMarker: /<!--\s*more\s*-->/, sortPosts: 'descending' }]],
      // The live code blocks' theme is drawn by the build itself (live-code.test.ts): no warning.
      themes: ['@docusaurus/theme-live-codeblock', 'docusaurus-theme-openapi-docs', '@docusaurus/theme-mermaid'],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { docs: { rehypePlugins: [() => undefined] } }]],
      // Run (docusaurus-preprocessor.test.ts), so it has no warning.
      markdown: { preprocessor: ({ fileContent }: { fileContent: string }) => fileContent.replace(/@@\w+=([^@]*)@@/g, '$1') },
    });
    expect(warnings.map((w) => w.message)).toEqual([
      'plugin "@docusaurus/plugin-ideal-image" is not supported and is not run; the build goes on without it.',
      'theme "docusaurus-theme-openapi-docs" is not supported (it is not installed in the site); pages use the generator\'s own theme.',
      'option "rehypePlugins" is not supported and is ignored; the generator renders Markdown and pages its own way.',
      'blog option "truncateMarker" is not supported and is ignored: excerpts end at `<!-- truncate -->` (`{/* truncate */}` in MDX).',
    ]);
  });
});

describe('sidebars files', () => {
  it('normalises every item form Docusaurus accepts, lists nested in a list (a generated sidebar spread in, empty or not) in place', () => {
    const sidebars = normalizeSidebars(
      {
        short: { Intro: ['a', 'b'], More: { Nested: ['c'] } },
        full: [
          'a',
          { type: 'ref', id: 'b', className: 'x', customProps: { k: 1 } },
          { type: 'category', label: 'C', collapsible: false, link: { type: 'generated-index', slug: '/c' }, items: [{ type: 'autogenerated', dirName: 'c' }] },
          { type: 'html', value: '<hr>' },
          [],
          ['d', [{ type: 'doc', id: 'e' }]],
        ],
      },
      'sidebars.js',
      '',
    );
    expect(sidebars.short).toEqual([
      { type: 'category', label: 'Intro', items: [{ type: 'doc', id: 'a' }, { type: 'doc', id: 'b' }] },
      { type: 'category', label: 'More', items: [{ type: 'category', label: 'Nested', items: [{ type: 'doc', id: 'c' }] }] },
    ]);
    expect(sidebars.full).toEqual([
      { type: 'doc', id: 'a' },
      { type: 'ref', id: 'b', label: undefined, className: 'x', customProps: { k: 1 } },
      { type: 'category', label: 'C', collapsible: false, link: { type: 'generated-index', slug: '/c', title: undefined, description: undefined }, items: [{ type: 'autogenerated', dirName: 'c' }] },
      { type: 'html', value: '<hr>' },
      { type: 'doc', id: 'd' },
      { type: 'doc', id: 'e', label: undefined },
    ]);
  });

  it("takes a category link without a `type` for no link, as Docusaurus's check by type lets it through (milkv), and still refuses an unknown type", () => {
    const category = (link: unknown) => ({ type: 'category', label: 'TDL SDK', link, items: ['a'] });
    expect(normalizeSidebars({ duo: [category({ title: 'TDL SDK', description: ' ' })] }, 'sidebars.js', '').duo).toEqual([
      { type: 'category', label: 'TDL SDK', items: [{ type: 'doc', id: 'a' }] },
    ]);
    expect(() => normalizeSidebars({ duo: [category({ type: 'page', title: 'TDL SDK' })] }, 'sidebars.js', '')).toThrow(BuildError);
  });

  it('reports a malformed item with the file, its line, the sidebar and the item', () => {
    const source = "module.exports = {\n  docs: [\n    { type: 'link', label: 'No href' },\n  ],\n};\n";
    let error: unknown;
    try {
      normalizeSidebars({ docs: [{ type: 'link', label: 'No href' }] }, 'sidebars.js', source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([
      expect.objectContaining({ file: 'sidebars.js', line: 3, message: expect.stringMatching(/^sidebar "docs": a "link" item misses a field it needs .*: \{"type":"link","label":"No href"\}\./) }),
    ]);
  });

  it("names the package a sidebar's items come from when it is not installed, and what to do (nonebot's changelog items)", async () => {
    site = tempSite('docusaurus-site');
    site.write('sidebars.ts', "import { getChangelogItemsSync } from 'fixture-changelog-plugin';\nexport default { guide: ['intro'], changelog: getChangelogItemsSync('changelog.md', 10) };\n");
    site.write('docusaurus.config.js', "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]] };");
    const failure = await loadSiteConfig(path.join(ROOT, 'site'), process.cwd(), site.content, false).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).diagnostics.map((d) => d.message)).toEqual([
      'sidebar "changelog": its items are what the package "fixture-changelog-plugin" gives, and that package is not installed in the site. Install the site\'s packages (`npm ci` in its folder) and build again.',
    ]);
  }, 60_000);

  for (const [form, config] of [
    ['require()', "const { themes } = require('prism-react-renderer');\nconst dark = require('prism-react-renderer/themes/oceanicNext');\nmodule.exports = { title: 'T', url: 'https://t.example', presets: [['classic', {}]], themeConfig: { prism: { theme: themes.vsLight, darkTheme: dark } } };"],
    ['import', "import { themes } from 'prism-react-renderer';\nimport dark from 'prism-react-renderer/themes/oceanicNext';\nexport default { title: 'T', url: 'https://t.example', presets: [['classic', {}]], themeConfig: { prism: { theme: themes.vsLight, darkTheme: dark } } };"],
  ]) {
    it(`reads prism-react-renderer's themes by ${form} when the package is not installed: 2.x's \`themes\` and 1.x's \`themes/<name>\``, async () => {
      site = tempSite('docusaurus-site');
      site.write('docusaurus.config.js', config);
      const loaded = await loadSiteConfig(path.join(ROOT, 'site'), process.cwd(), site.content, false);
      expect(loaded.config.prism.theme?.plain).toEqual({ color: '#000000', backgroundColor: '#ffffff' });
      expect(loaded.config.prism.darkTheme?.plain).toEqual({ color: '#ffffff', backgroundColor: '#282c34' });
      expect(loaded.config.prism.darkTheme?.styles[0]).toEqual({ types: ['attr-name'], style: { color: '#c5a5c5' } });
    }, 60_000);
  }

  for (const [file, text] of [
    ['sidebars.json', '{ "guideSidebar": { "Start": ["intro"] } }'],
    ['sidebars.mjs', "export default { guideSidebar: { Start: ['intro'] } };"],
    ['sidebars.ts', "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nconst s: SidebarsConfig = { guideSidebar: { Start: ['intro'] } };\nexport default s;"],
  ]) {
    it(`loads ${file}`, async () => {
      site = tempSite('docusaurus-site');
      site.write(file, text);
      site.write('docusaurus.config.js', `module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { sidebarPath: './${file}' } }]] };`);
      const loaded = await loadSiteConfig(path.join(ROOT, 'site'), process.cwd(), site.content, false);
      expect(loaded.versions[0].sidebars).toEqual({ guideSidebar: [{ type: 'category', label: 'Start', items: [{ type: 'doc', id: 'intro' }] }] });
    }, 60_000);
  }

  for (const type of ['module', 'commonjs']) {
    it(`loads a CommonJS config and sidebars that require() CommonJS files, in a package of "type": "${type}"`, async () => {
      site = tempSite('docusaurus-site');
      site.write('package.json', JSON.stringify({ name: 'site', type }));
      site.write('sidebar-items.js', "exports.start = ['intro'];\n");
      site.write('sidebars.js', "const { start } = require('./sidebar-items.js');\nmodule.exports = { guideSidebar: { Start: start } };\n");
      site.write('title.js', "module.exports = (...words) => words.join(' ');\n");
      site.write('docusaurus.config.js', "const title = require('./title.js');\nmodule.exports = { title: title('Fixture', 'Docs'), url: 'https://t.example', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n");
      const loaded = await loadSiteConfig(path.join(ROOT, 'site'), process.cwd(), site.content, false);
      expect(loaded.config.title).toBe('Fixture Docs');
      expect(loaded.versions[0].sidebars).toEqual({ guideSidebar: [{ type: 'category', label: 'Start', items: [{ type: 'doc', id: 'intro' }] }] });
    }, 60_000);
  }
});
