/**
 * Meta's sites (watchman, redex, mmf) read `fbContent` from `internaldocs-fb-helpers` or
 * `docusaurus-plugin-internaldocs-fb/internal` in their config and sidebars, and wrap staff-only
 * text in `<FbInternalOnly>`. Not installed, those packages were stand-ins: no edit links, redex's
 * sidebars file (a call of `fbContent`) stopped the build, and mmf's staff-only text showed. They
 * are answered as the packages answer a public build (FB_INTERNAL unset).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { INTERNALDOCS_FB } from '../../site/docusaurus/internaldocs-fb.ts';
import { ROOT, tempSite } from '../helpers/fixture.ts';

const site = tempSite('');
const diagnostics: string[] = [];
const page = (rel: string) => readFileSync(path.join(site.out, rel), 'utf8');

beforeAll(async () => {
  site.write(
    'docusaurus.config.js',
    `const {fbContent, hasEphemeralDiffNumber, getEphemeralDiffNumber} = require('docusaurus-plugin-internaldocs-fb/internal');
module.exports = {
  title: hasEphemeralDiffNumber() ? 'Preview of ' + getEphemeralDiffNumber() : 'Meta site', url: 'https://example.com', baseUrl: '/',
  presets: [['docusaurus-plugin-internaldocs-fb/docusaurus-preset', {
    docs: {
      sidebarPath: require.resolve('./sidebars.js'),
      editUrl: fbContent({ internal: 'https://internal.example/edit', external: 'https://github.com/acme/site/edit/main/' }),
      showLastUpdateTime: fbContent({ internal: false, external: () => false }),
    },
    blog: false,
  }]],
};
`,
  );
  site.write(
    'sidebars.js',
    `const {fbContent, fbInternalOnly} = require('internaldocs-fb-helpers');
module.exports = {
  docs: fbContent({ external: ['intro', 'guide', ...fbInternalOnly(['staff'])] }),
};
`,
  );
  site.write('docs/intro.md', '# Intro\n\nWelcome.\n');
  site.write('docs/staff.md', '# Staff\n\nInside only.\n');
  site.write(
    'docs/guide.mdx',
    `import {FbInternalOnly, OssOnly} from 'internaldocs-fb-helpers';

# Guide

<FbInternalOnly>

Staff notes: see the internal wiki.

</FbInternalOnly>

<OssOnly>

Public notes for everyone.

</OssOnly>
`,
  );
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  diagnostics.push(...result.diagnostics.map(formatDiagnostic));
}, 120_000);
afterAll(() => site.cleanup());

describe("Meta's internaldocs helpers, not installed", () => {
  it('give the config and the sidebars the public value of fbContent, so the edit link and the sidebar are there', () => {
    expect(diagnostics.filter((d) => /error|not installed|stand/.test(d))).toEqual([]);
    const intro = page('docs/intro/index.html');
    expect(intro).toContain('href="https://github.com/acme/site/edit/main/docs/intro.md"');
    expect(intro).not.toContain('internal.example');
    // hasEphemeralDiffNumber, as a config calls it to title a preview build: none here.
    expect(intro).toMatch(/<title>Intro \| Meta site<\/title>/);
    const sidebar = intro.split('aria-label="Docs sidebar"')[1].split('</nav>')[0];
    expect(sidebar).toContain('href="/docs/guide"');
    // fbInternalOnly gives [] on the public site: the staff doc is built but not in the sidebar.
    expect(sidebar).not.toContain('href="/docs/staff"');
  });

  it('hide what <FbInternalOnly> wraps and show what <OssOnly> wraps', () => {
    // The article only: the description is the first line of text, as Docusaurus's excerpt of the source is.
    const guide = page('docs/guide/index.html').split('<article')[1];
    expect(guide).toContain('Public notes for everyone.');
    expect(guide).not.toContain('Staff notes');
  });
});

describe("Meta's internaldocs helpers' other exports, as the packages give them off Meta's docs host", () => {
  it("give the preview build's diff number from PHABRICATOR_DIFF_NUMBER, none without, and answer the calls to Meta's host as there", async () => {
    const saved = process.env.PHABRICATOR_DIFF_NUMBER;
    try {
      delete process.env.PHABRICATOR_DIFF_NUMBER;
      expect([INTERNALDOCS_FB.hasEphemeralDiffNumber(), INTERNALDOCS_FB.getEphemeralDiffNumber()]).toEqual([false, null]);
      process.env.PHABRICATOR_DIFF_NUMBER = 'D123';
      expect([INTERNALDOCS_FB.hasEphemeralDiffNumber(), INTERNALDOCS_FB.getEphemeralDiffNumber()]).toEqual([true, 'D123']);
    } finally {
      if (saved === undefined) delete process.env.PHABRICATOR_DIFF_NUMBER;
      else process.env.PHABRICATOR_DIFF_NUMBER = saved;
    }
    await expect(INTERNALDOCS_FB.checkGKs.gk('any')).resolves.toBe(false);
    await expect(INTERNALDOCS_FB.feedback.reportFeatureUsage()).resolves.toBeUndefined();
    await expect(INTERNALDOCS_FB.bloks.getSpecInfo()).rejects.toThrow('Not running on static docs');
  });
});

describe("Meta's internaldocs helpers in a config read again from the build cache", () => {
  // The runner's reading of watchman's config, in a process of its own, got its bundle from the cache, so no bundle was made there, and the
  // helpers the bundle reads from the process were not given: "Cannot destructure property 'fbContent'". Loading the code that runs configs gives them.
  it('are given by loading the code that imports configs, before any bundle is made', async () => {
    const read = `import('./build/docusaurus/import-module.ts').then(() => console.log(globalThis[Symbol.for('docusaurus-internaldocs-fb')]?.fbContent({ internal: 'in', external: 'out' })))`;
    const { stdout } = await promisify(execFile)('npx', ['tsx', '-e', read], { cwd: ROOT });
    expect(stdout.trim()).toBe('out');
  }, 60_000);
});
