/**
 * The url()s of a site component's stylesheet (build/markdown/mdx/site-code.ts), resolved as
 * css-loader and webpack resolve them for Docusaurus: `~/x` and `/x` from the static folders then
 * the site folder, `~pkg/x` from node_modules, `@site/x` from the site folder, `./x` beside it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundleSiteCode } from '../../build/markdown/mdx/site-code.ts';

const site = mkdtempSync(path.join(tmpdir(), 'site-code-urls-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
};

it("publishes each file a component stylesheet's url() names, in every form webpack resolves", async () => {
  write('package.json', '{}');
  write('static/images/masthead.jpg', 'JPG');
  write('static/img/logo.png', 'PNG');
  write('assets/site.png', 'PNG');
  write('node_modules/pkg/package.json', '{"name":"pkg"}');
  write('node_modules/pkg/dot.png', 'PNG');
  write('src/pages/beside.png', 'PNG');
  write(
    'src/pages/index.module.css',
    ['masthead:url(~/images/masthead.jpg)', 'logo:url(/img/logo.png)', 'site:url(@site/assets/site.png)', 'pkg:url(~pkg/dot.png)', 'beside:url(./beside.png)', 'gone:url(/img/gone.png)']
      .map((rule, i) => `.r${i}{background:${rule.slice(rule.indexOf(':') + 1)}}`)
      .join('\n'),
  );
  write('src/pages/index.js', "import styles from './index.module.css';\nexport default function Home() { return styles.r0; }\n");
  const published: string[] = [];
  const bundle = await bundleSiteCode(path.join(site, 'src/pages/index.js'), site, (file) => (published.push(path.relative(site, file)), `/assets/${path.basename(file)}`), 'node', { staticDirs: [path.join(site, 'static')] });
  expect(published.sort()).toEqual(['assets/site.png', 'node_modules/pkg/dot.png', 'src/pages/beside.png', 'static/images/masthead.jpg', 'static/img/logo.png']);
  for (const name of ['masthead.jpg', 'logo.png', 'site.png', 'dot.png', 'beside.png']) expect(bundle.css).toContain(`url(/assets/${name})`);
  expect(bundle.css).toContain('url(/img/gone.png)');
});
