/**
 * A CSS module that composes a class its source does not have (graphile-worker's
 * `composes: heroButton from "@site/src/css/common.module.css"`, a class that file no longer
 * defines): Docusaurus's css-loader composes `undefined` and builds the page; esbuild refused the
 * bundle, so the home page that imports it was left out. The missing name is left out with a
 * warning naming file and line; the names the source has still compose.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundleSiteCode, runSiteCode } from '../../build/markdown/mdx/site-code.ts';

const site = mkdtempSync(path.join(tmpdir(), 'css-composes-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
};

it('leaves out a composed name its source lacks, and composes the rest', async () => {
  write('package.json', '{}');
  write('src/css/common.module.css', '/* .heroButton was here */\n.header { font-weight: 700; }\n.tagline { opacity: 0.8; }\n');
  write(
    'src/components/Section/styles.module.css',
    ['.header {', '  composes: header from "@site/src/css/common.module.css";', '}', '.button {', '  composes: heroButton from "@site/src/css/common.module.css";', '  margin: 1rem;', '}', '.both { composes: tagline heroButton from "../../css/common.module.css" }', ''].join('\n'),
  );
  write('src/pages/index.js', "import styles from '../components/Section/styles.module.css';\nexport default function Home() { return [styles.header, styles.button, styles.both].join('|'); }\n");
  const file = path.join(site, 'src/pages/index.js');
  const bundle = await bundleSiteCode(file, site, () => undefined, 'node', { page: true });
  const [header, button, both] = (runSiteCode(bundle, file, () => ({})) as { default: () => string }).default().split('|');
  expect(header.split(' ')).toHaveLength(2);
  expect(button.split(' ')).toHaveLength(1);
  expect(both.split(' ')).toHaveLength(2);
  expect(bundle.css).toMatch(new RegExp(`\\.${button}\\s*\\{\\s*margin: 1rem`));
  expect(bundle.warnings).toEqual([
    expect.stringMatching(/^src\/components\/Section\/styles\.module\.css:5: composes "heroButton" from "@site\/src\/css\/common\.module\.css", which has no such class/),
    expect.stringMatching(/^src\/components\/Section\/styles\.module\.css:8: composes "heroButton" from "\.\.\/\.\.\/css\/common\.module\.css"/),
  ]);
});
