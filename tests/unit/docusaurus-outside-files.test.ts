/**
 * A Markdown link to a file of the repository outside the site folder (livecodes's docs/ links
 * `../../../scripts/i18n-export.js`): Docusaurus publishes it as any linked file (transformLinks,
 * then file-loader), this build publishes nothing from outside the site's folders (README,
 * "Security model"). The link is not the author's mistake: a warning says what it is, where it was
 * a broken-link error telling the author to fix the link, and the site (onBrokenLinks: 'throw') stopped.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT } from '../helpers/fixture.ts';

const repo = mkdtempSync(path.join(tmpdir(), 'outside-files-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('a link to a file outside the site folder', () => {
  it('is a warning naming it, not a broken link, and the file is not published', async () => {
    const site = path.join(repo, 'docs');
    mkdirSync(path.join(site, 'docs', 'contribution'), { recursive: true });
    mkdirSync(path.join(repo, 'scripts'));
    writeFileSync(path.join(repo, 'scripts', 'i18n-export.js'), 'console.log("export");\n');
    writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'Outside', url: 'https://example.com', baseUrl: '/docs/', onBrokenLinks: 'throw', presets: [['classic', { blog: false }]] };\n");
    writeFileSync(path.join(site, 'docs', 'contribution', 'i18n.md'), '# i18n\n\n- [`i18n-export`](../../../scripts/i18n-export.js): extracts the texts.\n- [missing](../../../scripts/missing.js)\n');
    const out = path.join(repo, 'out');
    const result = await build({ root: ROOT, contentDir: site, outDir: out });
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(messages).toContainEqual(expect.stringMatching(/i18n\.md:3: warning: "\.\.\/\.\.\/\.\.\/scripts\/i18n-export\.js" is a file outside the site folder: Docusaurus publishes it/));
    // A link whose file is not there at all stays a broken link.
    expect(messages).toContainEqual(expect.stringMatching(/i18n\.md:4: error: broken link: no page at "\/scripts\/missing\.js"/));
    expect(messages.filter((m) => m.includes('i18n-export') && m.includes('broken link'))).toEqual([]);
    expect(existsSync(path.join(out, 'assets', 'files')) ? readdirSync(path.join(out, 'assets', 'files')) : []).toEqual([]);
  }, 120_000);
});
