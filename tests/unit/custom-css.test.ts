/**
 * The site's custom stylesheets (build/custom-css.ts): bundled with their imports, Sass compiled,
 * url()s published or kept, external origins allowed by the Content-Security-Policy, and mistakes
 * reported with the file and line; the Docusaurus config's customCss and stylesheets mapped.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCustomCss } from '../../build/custom-css.ts';
import { createReporter, formatDiagnostic } from '../../build/diagnostics.ts';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { contentSecurityPolicy } from '../../build/headers.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'custom-css-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(dir, 'site-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

async function build(root: string, sheets: string[], baseUrl = '/', postcss?: (css: string, file: string) => Promise<string>) {
  const reporter = createReporter();
  const built = await buildCustomCss(sheets, root, [path.join(root, 'static')], baseUrl, reporter, path.join(root, 'docusaurus.config.js'), undefined, postcss);
  const css = built.urls.map((url) => String(built.files.get(url.slice(1))));
  const shown = path.relative(process.cwd(), root) + '/';
  return { built, css, messages: reporter.diagnostics.map((d) => formatDiagnostic(d).split(shown).join('')) };
}

describe('custom CSS', () => {
  it('bundles imports, publishes relative url()s under the base URL, serves root-relative ones from the static folder and keeps external ones', async () => {
    const root = site({
      'src/css/custom.css': "@import './part.css';\n@import url('https://fonts.googleapis.com/css2?family=Inter');\n.a{background:url(../img/bg.png)}\n.b{background:url(/img/logo.svg)}\n.c{background:url(https://cdn.example.com/x.png)}\n.d{mask:url(data:image/svg+xml;base64,AA==)}",
      'src/css/part.css': '.part{color:red}',
      'src/img/bg.png': 'PNG',
      'static/img/logo.svg': '<svg/>',
    });
    const { built, css, messages } = await build(root, ['./src/css/custom.css'], '/sub/');
    expect(messages).toEqual([]);
    expect(built.urls).toEqual([expect.stringMatching(/^\/assets\/css\/custom\.[0-9a-f]{10}\.css$/)]);
    expect(css[0]).toMatch(/^@import "https:\/\/fonts\.googleapis\.com\/css2\?family=Inter";\.part\{color:red\}/);
    expect(css[0]).toMatch(/\.a\{background:url\("\/sub\/assets\/css\/files\/bg\.[0-9a-f]{10}\.png"\)\}/);
    expect(css[0]).toContain('.b{background:url("/sub/img/logo.svg")}');
    expect(css[0]).toContain('.c{background:url("https://cdn.example.com/x.png")}');
    expect(css[0]).toContain('mask:url("data:image/svg+xml;base64,AA==")');
    const published = [...built.files.keys()].find((f) => f.includes('bg.'))!;
    expect(String(built.files.get(published))).toBe('PNG');
    expect(built.origins.sort()).toEqual(['https://cdn.example.com', 'https://fonts.googleapis.com']);
    expect([...built.inputs.keys()].map((f) => path.relative(root, f)).sort()).toEqual(['src/css/custom.css', 'src/css/part.css', 'src/img/bg.png']);
  });

  it("resolves a root-relative url() that no static folder has from the site folder, as webpack's resolve.roots do (opencost's url('/static/lexend.ttf'))", async () => {
    const root = site({
      'src/css/custom.css': "@font-face{font-family:Lexend;src:url('/static/lexend.ttf')}\n.logo{background:url(/img/logo.svg)}\n.gone{background:url(/static/gone.ttf)}",
      'static/lexend.ttf': 'TTF',
      'static/img/logo.svg': '<svg/>',
    });
    const { built, css, messages } = await build(root, ['./src/css/custom.css'], '/sub/');
    expect(messages).toEqual([]);
    // The static folder first: /img/logo.svg is served from there; /static/lexend.ttf is the site folder's file, published.
    expect(css[0]).toContain('.logo{background:url("/sub/img/logo.svg")}');
    expect(css[0]).toMatch(/src:url\("\/sub\/assets\/css\/files\/lexend\.[0-9a-f]{10}\.ttf"\)/);
    expect(String(built.files.get([...built.files.keys()].find((f) => f.includes('lexend.'))!))).toBe('TTF');
    // A path neither has stays as written, as before.
    expect(css[0]).toContain('.gone{background:url("/static/gone.ttf")}');
  });

  it("resolves @site/ in url() and @import as Docusaurus's webpack alias does (jest's card backgrounds)", async () => {
    const root = site({
      'static/css/custom.css': "@import '@site/src/css/part.css';\n.card{background:url(@site/static/img/card.png)}\n.root{background:url(~/img/card.png)}\n.gone{background:url(@site/static/img/gone.png)}",
      'src/css/part.css': '.part{color:red}',
      'static/img/card.png': 'PNG',
    });
    const { css, messages } = await build(root, ['static/css/custom.css']);
    expect(css[0]).toMatch(/^\.part\{color:red\}/);
    expect(css[0]).toMatch(/\.card\{background:url\("\/assets\/css\/files\/card\.[0-9a-f]{10}\.png"\)\}/);
    expect(css[0]).toContain('.root{background:url("/img/card.png")}');
    expect(messages).toEqual(['static/css/custom.css: warning: url(@site/static/img/gone.png): no file at static/img/gone.png; the URL is left as written. Fix the path or add the file.']);
  });

  it("resolves a relative url() in a custom property from the file that writes it, as css-loader does (d7y.io's --ifm-menu-link-sublist-icon); lightningcss refused the sheet", async () => {
    const root = site({
      'src/css/custom.css': "@import './theme/vars.css';\n:root{--menu-icon: url('../../static/img/caret.svg');--logo:url(/img/logo.svg);--font:url(https://cdn.example.com/f.woff2)}\n.menu{background:var(--menu-icon)}",
      'src/css/theme/vars.css': ':root{--dark-icon:url("../../img/moon.svg")}',
      'static/img/caret.svg': '<svg id="caret"/>',
      'static/img/logo.svg': '<svg/>',
      'src/img/moon.svg': '<svg id="moon"/>',
    });
    const { built, css, messages } = await build(root, ['src/css/custom.css'], '/sub/');
    expect(messages).toEqual([]);
    expect(css[0]).toMatch(/--dark-icon:url\("\/sub\/assets\/css\/files\/moon\.[0-9a-f]{10}\.svg"\)/);
    expect(css[0]).toMatch(/--menu-icon:url\("\/sub\/assets\/css\/files\/caret\.[0-9a-f]{10}\.svg"\)/);
    expect(css[0]).toContain('--logo:url("/sub/img/logo.svg")');
    expect(css[0]).toContain('--font:url("https://cdn.example.com/f.woff2")');
    expect(css[0]).toContain('.menu{background:var(--menu-icon)}');
    const published = [...built.files.entries()].filter(([file]) => file.startsWith('assets/css/files/')).map(([, data]) => String(data));
    expect(published.sort()).toEqual(['<svg id="caret"/>', '<svg id="moon"/>']);
  });

  it("resolves a relative url() in a declaration lightningcss cannot read (a trailing comma in @font-face's src, as rancher/fleet-docs writes it), as css-loader does; lightningcss refused the sheet as an ambiguous url in a custom property", async () => {
    const root = site({
      'src/css/custom.css': "@font-face{font-family:'Work Sans';src:local(''),\n url('../fonts/work-sans.woff2') format('woff2'), /* modern browsers */\n}\nbody{font-family:'Work Sans'}",
      'src/fonts/work-sans.woff2': 'woff2 data',
    });
    const { built, css, messages } = await build(root, ['src/css/custom.css']);
    expect(messages).toEqual([]);
    expect(css[0]).toMatch(/url\("?\/assets\/css\/files\/work-sans\.[0-9a-f]{10}\.woff2"?\)/);
    expect(css[0]).not.toContain('x-property-url');
    expect([...built.files.entries()].filter(([file]) => file.startsWith('assets/css/files/')).map(([, data]) => String(data))).toEqual(['woff2 data']);
  });

  it('leaves a "--x: url()" written inside a string or a comment as it is: only a declaration is marked for bundling', async () => {
    const root = site({
      'src/css/custom.css': ".tip::after{content:\"--x: url(a.png)\"}\n.q{quotes:'--y:url(b.png)' '-'}\n/* --z: url(missing.png) */\n:root{--icon:url(c.svg)}",
      'src/css/c.svg': '<svg/>',
    });
    const { css, messages } = await build(root, ['src/css/custom.css']);
    expect(messages).toEqual([]);
    expect(css[0]).toContain('content:"--x: url(a.png)"');
    expect(css[0]).toContain('quotes:"--y:url(b.png)" "-"');
    expect(css[0]).toMatch(/--icon:url\("\/assets\/css\/files\/c\.[0-9a-f]{10}\.svg"\)/);
    expect(css[0]).not.toContain('x-property-url');
  });

  it("resolves a bare @import from the importing file's folder first, then from the packages, as css-loader does (hertzbeat's @import url(navbar.css))", async () => {
    const root = site({
      'src/css/custom.css': "@import url(navbar.css);\n@import 'hero.css';\n@import 'pkg/base.css';\n.c{color:blue}",
      'src/css/navbar.css': '.nav{color:red}',
      'src/css/hero.css': '.hero{color:green}',
      'node_modules/pkg/base.css': '.base{margin:0}',
    });
    const { css, messages } = await build(root, ['src/css/custom.css']);
    expect(messages).toEqual([]);
    expect(css).toEqual(['.nav{color:red}.hero{color:green}.base{margin:0}.c{color:#00f}']);
  });

  it('compiles Sass and SCSS, partials included', async () => {
    const root = site({ 'src/css/a.scss': "@use 'vars';\n.x { .y { color: vars.$accent; } }", 'src/css/_vars.scss': '$accent: #123456;', 'src/css/b.sass': '.z\n  margin: 0' });
    const { css, messages } = await build(root, ['src/css/a.scss', 'src/css/b.sass']);
    expect(messages).toEqual([]);
    expect(css).toEqual(['.x .y{color:#123456}', '.z{margin:0}']);
  });

  it("resolves Sass imports through webpack's names, as sass-loader does: @site/ and ~package (Detox's @import '@site/src/css/fonts')", async () => {
    const root = site({
      'src/css/custom.scss': "@use '~theme-pkg/tokens';\n@import '_navbar';\n.b { color: tokens.$ink; }",
      'src/css/_navbar.scss': "@import '@site/src/css/fonts';\n.nav { font-family: $face; }",
      'src/css/_fonts.scss': '$face: Inter;',
      'node_modules/theme-pkg/_tokens.scss': '$ink: #010203;',
    });
    const { css, messages } = await build(root, ['src/css/custom.scss']);
    expect(messages).toEqual([]);
    expect(css).toEqual(['.nav{font-family:Inter}.b{color:#010203}']);
  });

  it('reports a missing sheet, a missing import or url(), and a Sass error with the file and line, and what to do', async () => {
    const root = site({ 'src/css/a.css': "@import './gone.css';\n.a{color:blue}\n.b{background:url(./nope.png)}", 'src/css/bad.scss': '.x {\n  color: $undefined;\n}' });
    const { built, messages } = await build(root, ['src/css/a.css', 'src/css/missing.css', 'src/css/bad.scss']);
    expect(messages).toEqual([
      'src/css/a.css: warning: @import "./gone.css": no such file; the import is left out.',
      'src/css/a.css: warning: url(./nope.png): no file at src/css/nope.png; the URL is left as written. Fix the path or add the file.',
      'docusaurus.config.js: error: custom CSS "src/css/missing.css": no file at src/css/missing.css. Fix the path in customCss, or remove the entry.',
      'src/css/bad.scss:2: error: custom CSS does not compile: Undefined variable.. Fix the stylesheet, or remove it from customCss.',
    ]);
    expect(built.urls).toHaveLength(1);
  });

  it('leaves a url() with a malformed %-escape as written, with a warning (it failed the sheet with "URI malformed")', async () => {
    const root = site({ 'src/css/a.css': '.a{background:url("/img/%zz.png")}\n.b{background:url(x%E0%A4%A.png)}\n' });
    const { built, css, messages } = await build(root, ['src/css/a.css']);
    expect(messages).toEqual([
      'src/css/a.css: warning: url(/img/%zz.png): a malformed %-escape, so it names no file; the URL is left as written. Write a % itself as %25.',
      'src/css/a.css: warning: url(x%E0%A4%A.png): a malformed %-escape, so it names no file; the URL is left as written. Write a % itself as %25.',
    ]);
    expect(built.urls).toHaveLength(1);
    expect(css[0]).toContain('url("/img/%zz.png")');
  });

  it("takes a package's sheet from the site's node_modules, and leaves out one whose package is not installed with a warning", async () => {
    const root = site({ 'node_modules/colors/package.json': '{"name":"colors"}', 'node_modules/colors/sky.css': '.sky{color:skyblue}', 'src/css/a.css': '.a{color:red}' });
    const { css, messages } = await build(root, ['colors/sky.css', '@radix-ui/colors/gray.css', 'infima/dist/infima.css', './node_modules/normalize/n.css', 'src/css/a.css']);
    expect(css).toEqual(['.sky{color:#87ceeb}', '.a{color:red}']);
    expect(messages).toEqual([
      'docusaurus.config.js: warning: custom CSS "@radix-ui/colors/gray.css" comes from a package that is not installed in the site folder, so it is left out. Run npm install there to include it.',
      'docusaurus.config.js: warning: custom CSS "infima/dist/infima.css" comes from a package that is not installed in the site folder, so it is left out. Run npm install there to include it.',
      'docusaurus.config.js: warning: custom CSS "./node_modules/normalize/n.css" comes from a package that is not installed in the site folder, so it is left out. Run npm install there to include it.',
    ]);
  });

  it("publishes and inlines the files of the site's repository, and none from outside it, its static folders and its packages: url() and @import that lead out are warnings", async () => {
    const repo = mkdtempSync(path.join(dir, 'repo-'));
    mkdirSync(path.join(repo, '.git'));
    writeFileSync(path.join(repo, '.git/HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(path.join(repo, '.git/config'), '[http] extraheader = AUTHORIZATION: basic c2VjcmV0\n');
    const root = path.join(repo, 'website');
    mkdirSync(path.join(root, 'src/css'), { recursive: true });
    mkdirSync(path.join(repo, 'shared'));
    writeFileSync(path.join(root, 'src/css/a.css'), "@import '../../../shared/in-repo.css';\n@import '../../../../outside.css';\n.a{background:url('/../../outside.txt')}\n.b{background:url(../../../../outside.txt)}\n.c{background:url(./in.png)}\n.d{background:url(../../../shared/font.woff2)}\n.e{background:url(../../../.git/config)}");
    writeFileSync(path.join(root, 'src/css/in.png'), 'PNG');
    writeFileSync(path.join(repo, 'shared/in-repo.css'), '.shared{color:teal}');
    writeFileSync(path.join(repo, 'shared/font.woff2'), 'WOFF2');
    writeFileSync(path.join(repo, '../outside.txt'), 'secret-outside');
    writeFileSync(path.join(repo, '../outside.css'), '.secret{content:"secret-outside"}');
    const { built, css, messages } = await build(root, ['src/css/a.css']);
    const shown = path.relative(process.cwd(), dir);
    const outside = `is outside the repository ${path.relative(process.cwd(), repo)}/ and not in the site's packages, so it is not read. Move the file there.`;
    expect(messages).toEqual([
      `src/css/a.css: warning: @import "../../../../outside.css": ${shown}/outside.css ${outside}`,
      `src/css/a.css: warning: url(/../../outside.txt): ${shown}/outside.txt ${outside}`,
      `src/css/a.css: warning: url(../../../../outside.txt): ${shown}/outside.txt ${outside}`,
      `src/css/a.css: warning: url(../../../.git/config): ${path.relative(process.cwd(), repo)}/.git/config is in a .git folder, whose files are never read (a CI checkout keeps its token in .git/config). Name another file.`,
    ]);
    expect(css[0]).not.toContain('secret');
    expect(css[0]).toContain('.shared{color:teal}');
    expect([...built.files.values()].map(String).join()).not.toContain('secret-outside');
    expect([...built.files.values()].map(String).join()).not.toContain('extraheader');
    expect([...built.files.keys()].filter((f) => f.startsWith('assets/css/files/')).sort()).toEqual([expect.stringMatching(/^assets\/css\/files\/font\.[0-9a-f]{10}\.woff2$/), expect.stringMatching(/^assets\/css\/files\/in\.[0-9a-f]{10}\.png$/)]);
  });

  it("runs configurePostCss's plugins on each imported file too, as css-loader's importLoaders do (`@import 'tailwindcss/base'`)", async () => {
    const root = site({ 'src/css/a.css': "@import './tw.css';\n.a{color:red}", 'src/css/tw.css': '@tailwind utilities;' });
    const expand = async (css: string) => css.replace('@tailwind utilities;', '.pad{padding:1rem}');
    const { css, messages } = await build(root, ['src/css/a.css'], '/', expand);
    expect(messages).toEqual([]);
    expect(css[0]).toBe('.pad{padding:1rem}.a{color:red}');
  });

  it("names the file and line of a PostCSS error, without the machine's paths", async () => {
    const root = site({ 'src/css/a.css': '.a{color:red}\n.b{color:blue' });
    const { default: postcss } = await import('postcss');
    const { messages } = await build(root, ['src/css/a.css'], '/', async (css, from) => (await postcss([{ postcssPlugin: 'noop', Once() {} }]).process(css, { from })).css);
    expect(messages).toEqual(['src/css/a.css:2: error: custom CSS does not compile: Unclosed block. Fix the stylesheet, or remove it from customCss.']);
  });

  it('keeps what parses of a sheet with a syntax error, and warns with the line', async () => {
    const root = site({ 'src/css/a.css': '.a{color:red}\n.b{color:}\n@media (min-width: {}\n.c{color:blue}' });
    const { css, messages } = await build(root, ['src/css/a.css']);
    expect(css[0]).toContain('.a{color:red}');
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/^src\/css\/a\.css:\d+: warning: .+ \(the rule is left out\)\.$/);
  });
});

describe("the Docusaurus config's stylesheets", () => {
  const map = (raw: Record<string, unknown>) => mapDocusaurusConfig({ title: 'T', url: 'https://t.example', ...raw }, '/site');

  it('maps customCss (a string or a list) and stylesheets (a URL or attributes); Less is named in a warning and left out', () => {
    const mapped = map({
      presets: [['classic', { theme: { customCss: ['./src/css/custom.css', './src/css/old.less'] } }]],
      stylesheets: ['https://cdn.example.com/katex.css', { href: '/print.css', media: 'print', crossorigin: 'anonymous', integrity: 'sha384-x', rel: 'preload' }, { type: 'text/css' }],
    });
    expect(mapped.config.style).toEqual({
      look: 'infima',
      customCss: ['./src/css/custom.css'],
      stylesheets: [
        { href: 'https://cdn.example.com/katex.css', attributes: {} },
        { href: '/print.css', attributes: { media: 'print', crossorigin: 'anonymous', integrity: 'sha384-x' } },
      ],
    });
    expect(mapped.warnings.map((w) => w.message)).toEqual(['custom CSS src/css/old.less is Less, which is not compiled: it is not loaded (CSS, Sass and SCSS are).']);
    expect(map({ presets: [['classic', { theme: { customCss: '/abs/custom.css' } }]] }).config.style?.customCss).toEqual(['/abs/custom.css']);
  });

  it("takes customCss from the classic theme listed on its own in themes (jellyfin's config), after the preset's", () => {
    const mapped = map({
      presets: [['classic', { theme: { customCss: './src/css/preset.css' } }]],
      themes: [['@docusaurus/theme-classic', { customCss: ['/abs/fonts.css', './src/css/custom.scss'] }], '@docusaurus/theme-mermaid'],
    });
    expect(mapped.config.style?.customCss).toEqual(['./src/css/preset.css', '/abs/fonts.css', './src/css/custom.scss']);
    expect(mapped.warnings).toEqual([]);
  });

  it('allows the origins stylesheets come from in the Content-Security-Policy (Google Fonts with its font host)', () => {
    const csp = contentSecurityPolicy([], ['https://cdn.example.com', 'https://fonts.googleapis.com']);
    expect(csp).toContain("style-src 'self' https://cdn.example.com https://fonts.googleapis.com https://fonts.gstatic.com;");
    expect(csp).toContain("font-src 'self' https://cdn.example.com https://fonts.googleapis.com https://fonts.gstatic.com;");
    expect(contentSecurityPolicy([])).toContain("style-src 'self';");
  });
});
