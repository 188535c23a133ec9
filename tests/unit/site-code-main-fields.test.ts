/**
 * A package's `module` entry is what the site's code gets from it at build time, before its `main`,
 * as the webpack of Docusaurus's server bundle resolves it (target node: mainFields module, main).
 * react-lite-youtube-embed 2.5.1 is "type": "module" with a CommonJS `main` (dist/index.js) and an ES
 * `module` (dist/index.es.js): esbuild took `main`, read it as an ES module without a default
 * export and refused `import LiteYouTubeEmbed from 'react-lite-youtube-embed'`, so pyrefly's home
 * page and twelve landing pages were left out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundleSiteCode, runSiteCode } from '../../build/markdown/mdx/site-code.ts';

const site = mkdtempSync(path.join(tmpdir(), 'site-code-main-fields-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
};

it("takes a package's module entry before its main, as webpack's server bundle does", async () => {
  write('package.json', '{}');
  write('node_modules/lite-embed/package.json', JSON.stringify({ name: 'lite-embed', version: '2.5.1', type: 'module', main: 'dist/index.js', module: 'dist/index.es.js' }));
  write('node_modules/lite-embed/dist/index.js', "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nfunction LiteEmbed(props) { return 'cjs ' + props.id; }\nexports.default = LiteEmbed;\n");
  write('node_modules/lite-embed/dist/index.es.js', "export default function LiteEmbed(props) { return 'video ' + props.id; }\n");
  write('src/pages/index.js', "import LiteEmbed from 'lite-embed';\nexport default function Home() { return LiteEmbed({ id: 'pyrefly' }); }\n");
  const file = path.join(site, 'src/pages/index.js');
  const bundle = await bundleSiteCode(file, site, () => undefined, 'node', { page: true });
  expect((runSiteCode(bundle, file, () => ({})) as { default: () => string }).default()).toBe('video pyrefly');
});
