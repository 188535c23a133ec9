/**
 * A stylesheet an MDX file imports itself (`import styles from './pricing.module.css'`, as
 * graphile-worker's pricing and sponsors pages do): a CSS module gives its class names as the default
 * export and its scoped rules to the page, and Sass is compiled, as webpack's css-loader gives them
 * to MDX in Docusaurus. The import gave nothing, so every `className={styles.x}` failed to evaluate
 * and the attributes of 34 elements were left out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMdxPage } from '../helpers/render-mdx-page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mdx-css-module-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};
write('package.json', '{}');
write('pricing.module.css', '.showMobile { composes: wide from global; display: none; }\n.note { font-size: 0.8rem; }\n');
write('tiers.module.scss', '$gap: 2rem;\n.tiers { .tier { margin: $gap; } }\n');
write('plain.scss', '$accent: rebeccapurple;\n.sponsor-banner { color: $accent; }\n');

describe('a stylesheet an MDX page imports', () => {
  it('gives a CSS module\'s class names to its elements and its rules to the page', async () => {
    const result = await renderMdxPage(dir, ["import styles from './pricing.module.css';", '', '<p className={styles.showMobile}>Tiers</p>', '', '<span className={styles.note}>Billed monthly</span>', ''].join('\n'));
    expect(result.errors).toEqual([]);
    const showMobile = /<p class="wide ([\w-]+)">Tiers<\/p>/.exec(result.html)?.[1];
    const note = /<span class="([\w-]+)">Billed monthly<\/span>/.exec(result.html)?.[1];
    expect(showMobile).toBeTruthy();
    expect(note).toBeTruthy();
    const css = (result.stylesheets ?? []).map((sheet) => sheet.css).join('\n');
    expect(css).toMatch(new RegExp(`\\.${showMobile}\\s*\\{\\s*display: none`));
    expect(css).toMatch(new RegExp(`\\.${note}\\s*\\{\\s*font-size: 0.8rem`));
  });

  it('compiles Sass, a module or not', async () => {
    const result = await renderMdxPage(dir, ["import tiers from './tiers.module.scss';", "import './plain.scss';", '', '<div className={tiers.tiers}>Sponsor</div>', ''].join('\n'));
    expect(result.errors).toEqual([]);
    const css = (result.stylesheets ?? []).map((sheet) => sheet.css).join('\n');
    expect(css).toContain('margin: 2rem');
    expect(css).toContain('color: rebeccapurple');
    expect(result.html).toMatch(/<div class="[\w-]+">Sponsor<\/div>/);
  });
});
