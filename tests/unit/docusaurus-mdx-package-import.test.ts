/**
 * A package installed in the site that an MDX file imports itself (victory-native-xl's
 * `import ReactPlayer from "react-player/lazy"`, keyboard-controller's `lottie-react`) renders, as
 * Docusaurus's webpack bundles it: found from the document, then from the site folder (docs at
 * `../docs` find the website's node_modules, as webpack's resolve.modules does). It was a
 * stand-in that rendered only its children, with "cannot be resolved here", though the same
 * package imported by one of the site's components rendered.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const repo = mkdtempSync(path.join(tmpdir(), 'mdx-package-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('a package an MDX file imports', () => {
  it('renders from the site\'s node_modules, a subpath too, for docs outside the site folder', async () => {
    const site = path.join(repo, 'website');
    const pkg = path.join(site, 'node_modules', 'fancy-badge');
    write(path.join(pkg, 'package.json'), JSON.stringify({ name: 'fancy-badge', version: '1.0.0', main: 'index.js' }));
    write(path.join(pkg, 'index.js'), "const React = require('react');\nmodule.exports = function Badge(props) { return React.createElement('span', { className: 'fancy-badge' }, props.label); };\n");
    write(path.join(pkg, 'lazy', 'index.js'), "const React = require('react');\nexports.__esModule = true;\nexports.default = function Lazy(props) { return React.createElement('div', { className: 'lazy-box', style: { width: props.width } }); };\n");
    write(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'Packages', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false, docs: { path: '../docs' } }]] };\n");
    write(path.join(repo, 'docs', 'intro.mdx'), "import Badge from 'fancy-badge';\nimport Lazy from 'fancy-badge/lazy';\n\n# Intro\n\n<Badge label=\"New\" />\n\n<Lazy width={350} />\n");
    const out = path.join(repo, 'out');
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('fancy-badge'))).toEqual([]);
    const page = readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
    expect(page).toContain('<span class="fancy-badge">New</span>');
    expect(page).toContain('<div class="lazy-box" style="width:350px"></div>');
  }, 120_000);
});
