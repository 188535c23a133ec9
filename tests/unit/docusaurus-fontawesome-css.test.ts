/**
 * Font Awesome's SVG core puts its stylesheet into `<head>` when it draws its first icon in the
 * browser (`config.autoAddCss`), which a hydrated Docusaurus page does; this build's pages are not
 * hydrated for the site's components, so its icons had no rules (actix's home page features, 0 by 0
 * in Chromium; 21 corpus sites import react-fontawesome). The core's module now brings its
 * `styles.css`: a React page that draws an icon gives every page the rules (its plain CSS,
 * react-pages/site-wide-css.ts), an MDX component's page gets them with the component's CSS, and a
 * site that imports the stylesheet itself (autoAddCss off) has them once. The packages here are
 * small stand-ins written for the test, shaped as the real ones (main and module entries, styles.css).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'fontawesome-css-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

const RULE = '.svg-inline--fa { display: var(--fa-display, inline-block); height: 1em; width: var(--fa-width, 1.25em); }';

/** The core's ES entry: `index.mjs` in 6 and 7, `index.es.js` in Font Awesome 5's core (1.2.36's package.json: main index.js, module index.es.js). */
type Core = { version: string; module?: string };
const FA7: Core = { version: '7.2.0', module: 'index.mjs' };

/** A site whose home page and one doc draw an icon through react-fontawesome; `own`: its home page imports the core's stylesheet itself. */
function site(name: string, own: boolean, shape = FA7): string {
  const root = path.join(name);
  const core = `${root}/node_modules/@fortawesome/fontawesome-svg-core`;
  write(`${core}/package.json`, JSON.stringify({ name: '@fortawesome/fontawesome-svg-core', version: shape.version, main: 'index.js', module: shape.module, style: 'styles.css' }));
  const coreCode = (exporting: string) => `const config = { autoAddCss: true, replacementClass: 'svg-inline--fa' };\n${exporting}`;
  write(`${core}/index.js`, coreCode("exports.config = config;\nexports.icon = (def) => ({ viewBox: '0 0 ' + def.width + ' 512', path: def.path });\n"));
  if (shape.module) write(`${core}/${shape.module}`, coreCode("export { config };\nexport const icon = (def) => ({ viewBox: '0 0 ' + def.width + ' 512', path: def.path });\n"));
  write(`${core}/styles.css`, `${RULE}\n.fa-spin { animation-name: fa-spin; }\n`);
  const react = `${root}/node_modules/@fortawesome/react-fontawesome`;
  write(`${react}/package.json`, JSON.stringify({ name: '@fortawesome/react-fontawesome', version: '0.2.2', main: 'index.js' }));
  write(`${react}/index.js`, "const React = require('react');\nconst { icon } = require('@fortawesome/fontawesome-svg-core');\nexports.FontAwesomeIcon = function FontAwesomeIcon(props) {\n  const drawn = icon(props.icon);\n  return React.createElement('svg', { className: 'svg-inline--fa', viewBox: drawn.viewBox }, React.createElement('path', { d: drawn.path }));\n};\n");
  write(`${root}/docusaurus.config.js`, "module.exports = { title: 'Icons', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n");
  write(`${root}/src/components/Star.jsx`, "import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';\nconst faStar = { width: 576, path: 'M0 0h576v512z' };\nexport default function Star() {\n  return <span className=\"star\"><FontAwesomeIcon icon={faStar} /></span>;\n}\n");
  const imports = own ? "import { config } from '@fortawesome/fontawesome-svg-core';\nimport '@fortawesome/fontawesome-svg-core/styles.css';\nconfig.autoAddCss = false;\n" : '';
  write(`${root}/src/pages/index.jsx`, `${imports}import Layout from '@theme/Layout';\nimport Star from '@site/src/components/Star';\nexport default function Home() {\n  return <Layout><main><Star /></main></Layout>;\n}\n`);
  write(`${root}/docs/intro.mdx`, "import Star from '@site/src/components/Star';\n\n# Intro\n\nRated <Star />\n");
  write(`${root}/docs/plain.md`, '# Plain\n\nNo icon here.\n');
  return path.join(dir, root);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const sheetsOf = (out: string, route: string) => {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  return [...headOf(html).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => ({ href: m[1], css: m[1].startsWith('/') ? readFileSync(path.join(out, m[1]), 'utf8') : '' }));
};
const count = (text: string, what: string) => text.split(what).length - 1;

async function built(name: string, own: boolean, shape = FA7): Promise<string> {
  const out = path.join(dir, `${name}-out`);
  const result = await build({ root: ROOT, contentDir: site(name, own, shape), outDir: out });
  expect(result.diagnostics.map(formatDiagnostic).filter((m) => /fortawesome|Star|index\.jsx/.test(m))).toEqual([]);
  return out;
}

describe("Font Awesome's stylesheet", () => {
  it('comes with the core that draws the icons, as it adds it in the browser: on every page for a React page, on the page for an MDX component', async () => {
    const out = await built('auto', false);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<svg class="svg-inline--fa" viewBox="0 0 576 512">');
    // The home page's icon: in the site-wide stylesheet, once, on every page (a doc without an icon too).
    for (const route of ['', 'docs/plain']) {
      const wide = sheetsOf(out, route).filter((sheet) => sheet.href.startsWith('/assets/css/components.'));
      expect(wide, route).toHaveLength(1);
      expect(count(wide[0].css, '.svg-inline--fa {'), route).toBe(1);
    }
    // The doc's MDX component: its stylesheet on the doc that draws it.
    const doc = sheetsOf(out, 'docs/intro').filter((sheet) => !sheet.href.startsWith('/assets/css/components.'));
    expect(doc.some((sheet) => sheet.css.includes('.svg-inline--fa {'))).toBe(true);
  }, 180_000);

  it('is there once where the site imports it itself and turns autoAddCss off', async () => {
    const out = await built('own', true);
    const all = sheetsOf(out, '').map((sheet) => sheet.css).join('\n');
    expect(count(all, '.svg-inline--fa {')).toBe(1);
  }, 180_000);

  it("comes with Font Awesome 5's core too, whose ES entry is index.es.js", async () => {
    const out = await built('fa5', false, { version: '1.2.36', module: 'index.es.js' });
    const wide = sheetsOf(out, 'docs/plain').filter((sheet) => sheet.href.startsWith('/assets/css/components.'));
    expect(wide).toHaveLength(1);
    expect(count(wide[0].css, '.svg-inline--fa {')).toBe(1);
  }, 180_000);

  // A core with no ES entry (a package.json without `module`) is bundled from its CommonJS index.js, which gets a require of the sheet.
  it('comes with a CommonJS-only core too', async () => {
    const out = await built('cjs', false, { version: '1.2.36' });
    const wide = sheetsOf(out, 'docs/plain').filter((sheet) => sheet.href.startsWith('/assets/css/components.'));
    expect(wide).toHaveLength(1);
    expect(count(wide[0].css, '.svg-inline--fa {')).toBe(1);
  }, 180_000);
});
