/**
 * A Docusaurus config finds its files as under `docusaurus build`: relative to each of its modules
 * (`__dirname`, `import.meta.url`, `createRequire`, `require.resolve` without an extension) and
 * relative to the site folder, the working directory (`fs.readFileSync('./src/...')`), although
 * the build runs it from a bundle in its cache and from another folder.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../build/config.ts';
import { commonJsNames, undeclaredAssignments } from '../../build/docusaurus/commonjs.ts';
import { importSiteModule } from '../../build/docusaurus/import-module.ts';
import { readSiteModule } from '../../build/docusaurus/real-config.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';

const SITE = path.join(FIXTURES, 'docusaurus-config-paths');
const load = () => loadSiteConfig(path.join(ROOT, 'site'), ROOT, SITE, false);

describe('a config that reads files relative to itself or to the site folder', () => {
  it('reads from the site folder as its working directory, and leaves the build\'s own as it was', async () => {
    const before = process.cwd();
    const { config } = await load();
    expect(config.tagline).toBe('Found from the site folder');
    expect(process.cwd()).toBe(before);
  });

  it('gives an ES module its own import.meta.url, for fileURLToPath and createRequire', async () => {
    const { config } = await load();
    expect(config.title).toBe('Paths Fixture');
    expect(config.footer.columns[0].items[0]).toMatchObject({ label: 'Footer link from JSON' });
  });

  it('gives each CommonJS module its own __dirname and require.resolve, which finds sidebars.ts without its extension', async () => {
    const { versions, config } = await load();
    expect(versions[0].docsDir).toBe(path.join(SITE, 'docs'));
    expect(versions[0].sidebarsFile).toBe(path.relative(ROOT, path.join(SITE, 'sidebars.ts')));
    expect(versions[0].sidebars.guide).toHaveLength(2);
    expect(config.staticDirectories).toEqual([path.join(SITE, 'public')]);
  });

  it('lets two configs load side by side, each in its own folder', async () => {
    const [a, b] = await Promise.all([load(), loadSiteConfig(path.join(ROOT, 'site'), ROOT, path.join(FIXTURES, 'docusaurus-site'), false)]);
    expect(a.config.tagline).toBe('Found from the site folder');
    expect(b.config.title).toBe('Fixture Docs');
  });

  it('resolves a .js path to its .ts file from a TypeScript module, as jiti does there, and not from a JavaScript one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-ts-resolve-'));
    try {
      writeFileSync(path.join(dir, 'sidebars.ts'), 'export default { docs: [] };\n');
      writeFileSync(path.join(dir, 'docusaurus.config.ts'), "import fromJs from './part.js';\nexport default { ts: require.resolve('./sidebars.js'), ...fromJs };\n");
      writeFileSync(path.join(dir, 'part.js'), "module.exports = { js: require.resolve('./sidebars.js') };\n");
      const loaded = (await importSiteModule(path.join(dir, 'docusaurus.config.ts'), 'docusaurus.config.ts', dir)) as Record<string, string>;
      expect(loaded).toEqual({ ts: path.join(dir, 'sidebars.ts'), js: './sidebars.js' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('reads @site/ as the site folder from a module in a subfolder, and from a TypeScript file it requires at run time', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-at-site-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      mkdirSync(path.join(dir, 'sidebars'));
      writeFileSync(path.join(dir, 'src', 'labels.js'), "export const label = 'From the site folder';\n");
      writeFileSync(path.join(dir, 'sidebars', 'generated.ts'), "import { label } from '@site/src/labels.js';\nexport default { generated: label };\n");
      writeFileSync(path.join(dir, 'sidebars', 'docs.js'), "const path = require('path');\nconst { label } = require('@site/src/labels');\nmodule.exports = { label, ...require(path.join(__dirname, 'generated' + '.ts')) };\n");
      const loaded = await importSiteModule(path.join(dir, 'sidebars', 'docs.js'), 'sidebars/docs.js', dir);
      expect(loaded).toEqual({ label: 'From the site folder', generated: 'From the site folder' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a CommonJS module of the site imported by name from an ES module', () => {
  it("gives the names it exports, as jiti and Node do (OffchainLabs/arbitrum-docs' config imports { inkeepBaseSettings } from its inkeep.js)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-cjs-names-'));
    try {
      writeFileSync(path.join(dir, 'search.js'), "const base = { apiKey: 'k', colors: { a: 1, b: 2 } };\nfunction questions() { return ['why?', 'how?']; }\nmodule.exports = { base, questions, 'modal': { size: 40 } };\n");
      writeFileSync(path.join(dir, 'links.js'), "exports.home = '/';\nmodule.exports.docs = '/docs';\n");
      writeFileSync(path.join(dir, 'docusaurus.config.mjs'), "import { base, questions, modal } from './search.js';\nimport { home, docs } from './links.js';\nexport default { key: base.apiKey, asked: questions().length, size: modal.size, home, docs };\n");
      const loaded = await importSiteModule(path.join(dir, 'docusaurus.config.mjs'), 'docusaurus.config.mjs', dir);
      expect(loaded).toEqual({ key: 'k', asked: 2, size: 40, home: '/', docs: '/docs' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the names much as cjs-module-lexer does: assigned properties, the keys of an exported object literal (shorthand, methods, quoted), not nested ones nor spreads', () => {
    const code = "// module.exports = { commented }\nexports.a = 1;\nmodule.exports.b = () => {};\nif (exports.a == 1) {}\nmodule.exports = {\n  c,\n  d: f(1, { nested: 2 }),\n  'e': [3, 4],\n  ...rest,\n  async g() { return { inner: 1 }; },\n  h: `x, ${y}`, // i: 5\n  default: 6,\n};\n";
    expect(commonJsNames(code)).toEqual(['a', 'b', 'c', 'd', 'e', 'g', 'h']);
  });

  it("runs a CommonJS config that assigns a name it never declares, as sloppy mode allows (osmosis-labs/docs' defaultSettings = {…})", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-cjs-sloppy-'));
    try {
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const path = require('path');\n/** @type {object} */ defaultSettings = { remarkPlugins: [] };\nfunction make({ title, tagline = 'x' }) { const done = { title, tagline }; return done; }\nmodule.exports = { ...make({ title: 'Sloppy' }), docs: defaultSettings, base: path.basename(__dirname).length > 0 };\n");
      const loaded = await importSiteModule(path.join(dir, 'docusaurus.config.js'), 'docusaurus.config.js', dir);
      expect(loaded).toEqual({ title: 'Sloppy', tagline: 'x', docs: { remarkPlugins: [] }, base: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declares only the names no statement, parameter, destructuring or class field declares', () => {
    const code = "const a = 1;\nb = 2; c = 3;\n/* d = 4 */\nfunction f(e = 5, { g = 6 }) { const k = e; h = k + g; }\nclass K { i = 8 }\nconst { j = 9 } = {};\nmodule.exports = a;\nprocess.exitCode = 0;\nx == y;\n";
    expect(undeclaredAssignments(code)).toBe('var b, c, h;');
  });

  it("declares no reserved word that a template literal's HTML attribute looks like (rne's remark plugin: class=\"snack-player\")", () => {
    const code = "const html = `\n<div\n  class=\"snack-player\"\n  for=\"x\"\n></div>`;\nn = 1;\nmodule.exports = html;\n";
    expect(undeclaredAssignments(code)).toBe('var n;');
  });
});

describe("a config loaded with the site's installed packages", () => {
  it("takes the client-redirects options from a reading with the installed packages when the first reading's hold a stand-in's answer (ziti's docUrl(...))", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-installed-redirects-'));
    try {
      const pkg = path.join(dir, 'node_modules/fixture-url-helper');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(pkg, 'package.json'), '{ "name": "fixture-url-helper", "main": "index.js" }');
      writeFileSync(path.join(pkg, 'index.js'), "exports.docUrl = (base, page) => base + page;\n");
      writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '');
      mkdirSync(path.join(dir, 'docs'));
      writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n');
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const { docUrl } = require('fixture-url-helper');\nmodule.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: docUrl('/docs', '/old'), to: docUrl('/docs', '/intro') }, { from: '/plain', to: '/docs/intro' }] }]] };\n");
      const loaded = await loadSiteConfig(path.join(ROOT, 'site'), ROOT, dir, false);
      expect(loaded.redirects).toEqual([{ redirects: [{ from: '/docs/old', to: '/docs/intro' }, { from: '/plain', to: '/docs/intro' }] }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("loads a package written as an ES module without \"type\": \"module\", whose imports leave out the extension, as jiti does, its packages required (ziti's @netfoundry/docusaurus-theme and js-yaml 5)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-installed-esm-'));
    try {
      const pkg = path.join(dir, 'node_modules/fixture-esm-theme');
      mkdirSync(path.join(pkg, 'dist'), { recursive: true });
      writeFileSync(path.join(pkg, 'package.json'), '{ "name": "fixture-esm-theme", "main": "dist/index.js" }');
      writeFileSync(path.join(pkg, 'dist/index.js'), "export * from './helper';\nexport const name = 'the theme';\n");
      // Its own imports resolve as jiti's CommonJS output requires them: this package's ES module build has no default export.
      writeFileSync(path.join(pkg, 'dist/helper.js'), "import dual from 'fixture-dual';\nexport function docUrl(base, page) { return dual.join(base, page); }\n");
      const dual = path.join(dir, 'node_modules/fixture-dual');
      mkdirSync(dual, { recursive: true });
      writeFileSync(path.join(dual, 'package.json'), '{ "name": "fixture-dual", "exports": { ".": { "import": "./index.mjs", "require": "./index.cjs.js" } } }');
      writeFileSync(path.join(dual, 'index.mjs'), 'export function join(a, b) { return a + b; }\n');
      writeFileSync(path.join(dual, 'index.cjs.js'), 'exports.join = function join(a, b) { return a + b; };\n');
      writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '');
      writeFileSync(path.join(dir, 'docusaurus.config.ts'), "import { docUrl, name } from 'fixture-esm-theme';\nexport default { title: name, tagline: docUrl('/docs', '/intro') };\n");
      expect(await importSiteModule(path.join(dir, 'docusaurus.config.ts'), 'docusaurus.config.ts', dir, false, true)).toEqual({ title: 'the theme', tagline: '/docs/intro' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives a package's JSON file imported by name its data, as jiti's require does (react-bootstrap's plugin imports bootstrap/package.json)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-installed-json-'));
    try {
      const pkg = path.join(dir, 'node_modules/fixture-css-framework');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(pkg, 'package.json'), '{ "name": "fixture-css-framework", "version": "5.3.5" }');
      writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '');
      writeFileSync(path.join(dir, 'docusaurus.config.ts'), "import frameworkPackage from 'fixture-css-framework/package.json';\nexport default { title: frameworkPackage.version.split('.').slice(0, 2).join('.') };\n");
      expect(await importSiteModule(path.join(dir, 'docusaurus.config.ts'), 'docusaurus.config.ts', dir, false, true)).toEqual({ title: '5.3' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("says that the site's packages are not installed where a config that computes with one fails on its stand-in (trpc's zod: \"Can't happen\")", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-not-installed-'));
    try {
      // The package is imported by a local module of the config, not by the config's own text.
      mkdirSync(path.join(dir, 'config'));
      writeFileSync(path.join(dir, 'config', 'env.js'), "const { z } = require('fixture-schema');\nmodule.exports = z.object({}).parse(process.env);\n");
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const env = require('./config/env');\nif (typeof env.MODE !== 'string') throw new Error(\"Can't happen\");\nmodule.exports = { title: env.MODE };\n");
      const read = () => readSiteModule(path.join(dir, 'docusaurus.config.js'), 'docusaurus.config.js', dir).then(() => undefined, (error: Error) => error.message);
      expect(await read()).toMatch(/loading it failed: Can't happen\. Fix the code it runs when imported\. It ran without the package "fixture-schema", not installed in the site: each is a stand-in\. Install the site's packages/);
      // Installed (its parse gives no MODE either), the config fails on its own: nothing to install.
      mkdirSync(path.join(dir, 'node_modules/fixture-schema'), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules/fixture-schema/package.json'), '{ "name": "fixture-schema", "main": "index.js" }');
      writeFileSync(path.join(dir, 'node_modules/fixture-schema/index.js'), 'exports.z = { object: () => ({ parse: () => ({}) }) };\n');
      writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '');
      expect(await read()).toMatch(/loading it failed: Can't happen\. Fix the code it runs when imported\.$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives the error of the reading with the installed packages where nothing stood in there, not the stand-in's (zod's \"Can't happen\")", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-installed-fails-'));
    try {
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const { z } = require('fixture-schema');\nconst env = z.object({}).parse(process.env);\nif (typeof env.MODE !== 'string') throw new Error(\"Can't happen\");\nmodule.exports = { title: env.MODE };\n");
      mkdirSync(path.join(dir, 'node_modules/fixture-schema'), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules/fixture-schema/package.json'), '{ "name": "fixture-schema", "main": "index.js" }');
      writeFileSync(path.join(dir, 'node_modules/fixture-schema/index.js'), "exports.z = { object: () => ({ parse: () => { throw new Error('MODE: Required'); } }) };\n");
      writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '');
      const failure = await readSiteModule(path.join(dir, 'docusaurus.config.js'), 'docusaurus.config.js', dir).then(() => undefined, (error: Error) => error.message);
      expect(failure).toMatch(/loading it failed: MODE: Required\. Fix the code it runs when imported\.$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives no install advice to a config that fails on its own code, @site/ modules included, with no node_modules", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-fails-itself-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(path.join(dir, 'src', 'navbar.js'), "const { join } = require('node:path');\nmodule.exports = { items: join('a', 'b') };\n");
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const navbar = require('@site/src/navbar');\nif (navbar.items !== 'c') throw new Error('no such navbar');\nmodule.exports = { title: 'x' };\n");
      const failure = await readSiteModule(path.join(dir, 'docusaurus.config.js'), 'docusaurus.config.js', dir).then(() => undefined, (error: Error) => error.message);
      expect(failure).toMatch(/loading it failed: no such navbar\. Fix the code it runs when imported\.$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("requires a CommonJS package whose template literals hold import and export lines, as Node does: its __dirname and require work (@docusaurus/core's codegen, mdx-loader's loader)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-installed-cjs-gen-'));
    try {
      const pkg = path.join(dir, 'node_modules/fixture-cjs-gen');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(path.join(pkg, 'package.json'), '{ "name": "fixture-cjs-gen" }');
      // It generates MDX: the lines in its template start with `import` and `export`, yet the file compiles as CommonJS.
      writeFileSync(path.join(pkg, 'index.js'), "const fs = require('fs'); const path = require('path');\nconst page = `\nimport Tabs from '@theme/Tabs';\nexport const toc = [];\n`;\nmodule.exports = { name: fs.readFileSync(path.join(__dirname, 'template.txt'), 'utf8'), lines: page.split('\\n').length };\n");
      writeFileSync(path.join(pkg, 'template.txt'), 'from the template');
      writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '');
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const gen = require('fixture-cjs-gen');\nmodule.exports = { title: gen.name, lines: gen.lines };\n");
      expect(await importSiteModule(path.join(dir, 'docusaurus.config.js'), 'docusaurus.config.js', dir, false, true)).toEqual({ title: 'from the template', lines: 4 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(['.package-lock.json', '.yarn-integrity', '.modules.yaml'])("loads them once they are installed, whichever package manager installed them (%s; kubeedge's yarn install kept the stand-ins)", async (marker) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'config-installed-'));
    try {
      writeFileSync(path.join(dir, 'docusaurus.config.js'), "const theme = require('fixture-theme-pkg');\nmodule.exports = { title: typeof theme.name === 'string' ? theme.name : 'a stand-in' };\n");
      // A config edited a while ago, as a site's is: its bundle is kept for the next load (node-bundle.mjs).
      const past = new Date(Date.now() - 3_600_000);
      utimesSync(path.join(dir, 'docusaurus.config.js'), past, past);
      const load = () => importSiteModule(path.join(dir, 'docusaurus.config.js'), 'docusaurus.config.js', dir, false, true);
      expect(await load()).toEqual({ title: 'a stand-in' });
      mkdirSync(path.join(dir, 'node_modules/fixture-theme-pkg'), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules/fixture-theme-pkg/package.json'), '{ "name": "fixture-theme-pkg", "main": "index.js" }');
      writeFileSync(path.join(dir, 'node_modules/fixture-theme-pkg/index.js'), "module.exports = { name: 'the installed theme' };\n");
      writeFileSync(path.join(dir, 'node_modules', marker), '');
      expect(await load()).toEqual({ title: 'the installed theme' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
