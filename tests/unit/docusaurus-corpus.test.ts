/**
 * The failure classes the compatibility corpus (`npm run compat`) found, one fixture site
 * (tests/fixtures/docusaurus-corpus) built unchanged: each is built as Docusaurus builds it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutRepeats, type Diagnostic } from '../../build/diagnostics.ts';
import { bundleSiteCode } from '../../build/markdown/mdx/site-code.ts';
import { startSiteCodeBuild } from '../../build/markdown/mdx/watched-files.ts';
import { cliBuild, FIXTURES } from '../helpers/fixture.ts';

const { out, printed } = cliBuild('docusaurus-corpus', 120_000);
const page = (route: string) => readFileSync(path.join(out, `${route}.html`), 'utf8');
const warnings = () => printed.stderr.trim().split('\n').filter((line) => line.includes(': warning: '));

describe("a site's code, as webpack resolves and runs it for Docusaurus", () => {
  it('imports /img/x.svg from the static folder and runs though a package it calls when it loads is not installed', () => {
    // Drawn inline, as Docusaurus's SVGR draws it, the `title` prop its <title>.
    expect(page('docs/intro')).toContain('<span class="checked"><svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><title>done</title><path d="M2 8l4 4 8-8" fill="none" stroke="#2e8555" stroke-width="2"/></svg> Installed</span>');
    expect(printed.stderr).not.toContain('could not be loaded');
    for (const name of ['not-installed-http-client', 'not-installed-analytics']) expect(warnings().filter((line) => line.includes(`"${name}" cannot be resolved here`))).toHaveLength(1);
  });

  it('a bundle that fails is not bundled again until a file it read changes (seen by the next build)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-code-'));
    try {
      const file = path.join(dir, 'Broken.js');
      writeFileSync(file, 'export default function Broken( {\n');
      const first = await bundleSiteCode(file, dir, () => undefined).catch((error: unknown) => error);
      expect(first).toBeInstanceOf(Error);
      await expect(bundleSiteCode(file, dir, () => undefined)).rejects.toBe(first);
      writeFileSync(file, 'export default function Fixed() { return null; }\n');
      // A bundle's files are checked once a build (watched-files.ts): the next build sees the fix.
      startSiteCodeBuild();
      expect((await bundleSiteCode(file, dir, () => undefined)).js).toContain('Fixed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('MDX as Docusaurus reads it', () => {
  it("finds a member of the site's MDXComponents for <A.B> without an import", () => {
    expect(page('docs/intro')).toContain('The choice shown.');
    expect(printed.stderr).not.toMatch(/<Choice\./);
  });

  it('unwraps ```mdx-code-block fences: their content is the page\'s MDX, its lines keep their numbers', () => {
    const html = page('docs/translated');
    expect(html).toMatch(/<div class="tabs"><div class="tabs__panel" data-label="npm"[^>]*><p class="tabs__label">npm<\/p>With npm\.<\/div>/);
    expect(html).not.toContain('import Tabs');
    expect(warnings()).toContainEqual(expect.stringMatching(/docs\/translated\.mdx:15: warning: <NotDefinedHere> is not imported/));
  });
});

describe('links', () => {
  it('of the navbar and footer given as pathname:// lead to that path and are not checked, as Docusaurus checks only the links its router serves', () => {
    const html = page('docs/intro');
    // Opened as external links, as Docusaurus's Link opens them, with the item's own target kept (`_self`) and the external-link icon.
    expect(html).toContain('<a class="navbar__item navbar__link" href="/playground/" target="_self" rel="noopener noreferrer">Playground<svg');
    expect(html).toContain('<a class="footer__link footer__link-item" href="/reports/" target="_blank" rel="noopener noreferrer">Reports<svg');
    expect(printed.stderr).not.toMatch(/\/playground\/|\/reports\//);
    // Given as `to` (obol-docs' footer), not as `href`: the same path.
    expect(html).toMatch(/<a class="footer__link footer__link-item" href="\/llms\.txt"[^>]*>llms\.txt</);
    expect(printed.stderr).not.toMatch(/llms\.txt/);
  });

  it("keep this build's rendering where the site's MDXComponents lists Docusaurus's own `a`", () => {
    expect(page('docs/more')).toContain('<a href="/docs/intro" title="Start here">the intro</a>');
    expect(printed.stderr).not.toContain('@theme/MDXComponents/A');
  });

  it("are checked where the page shows them: not inside an element whose component leaves its children out", () => {
    // The fixture's broken link is inside <WhenPicked>, which renders nothing: the build succeeded.
    expect(page('docs/intro')).not.toContain('no-such-page');
  });

  it('to a local file that is not a page are published under /assets/files/ and open in a new tab', () => {
    const html = page('docs/intro');
    const flow = /<a href="\/assets\/files\/(flow-[0-9a-f]{8}\.svg)" target="_blank">the flow diagram<\/a>/.exec(html);
    const spec = /<a href="\/assets\/files\/(spec-[0-9a-f]{8}\.pdf)#page=2" target="_blank">the spec, page 2<\/a>/.exec(html);
    expect(flow && spec).toBeTruthy();
    const docs = path.join(FIXTURES, 'docusaurus-corpus/docs/assets');
    expect(readFileSync(path.join(out, 'assets/files', flow![1]))).toEqual(readFileSync(path.join(docs, 'flow.svg')));
    expect(readFileSync(path.join(out, 'assets/files', spec![1]))).toEqual(readFileSync(path.join(docs, 'spec.pdf')));
  });
});

describe('images', () => {
  it('written with backslashes are read as Docusaurus reads them, with slashes', () => {
    expect(page('docs/streams/concept')).toMatch(/<img src="\/assets\/images\/model-[0-9a-f]{8}\.png" alt="model"/);
  });
});

describe('a warning repeated in many places', () => {
  it('is printed once, at its first place, with how many places and files there are', () => {
    const languages = warnings().filter((line) => line.includes('unknown code language "snackplayer"'));
    expect(languages).toEqual([expect.stringMatching(/docs\/languages\.md:5: warning: unknown code language "snackplayer": .* \(3 places in 2 files: here, \S*docs\/languages\.md:11, \S*docs\/more\.md:3\)$/)]);
  });

  it('errors stay one per place, and one place is not counted', () => {
    const at = (severity: Diagnostic['severity'], file: string, line: number): Diagnostic => ({ severity, file, line, message: 'the same' });
    const kept = withoutRepeats([at('error', 'a.md', 1), at('error', 'b.md', 2), at('warning', 'c.md', 3), at('warning', 'c.md', 3)]);
    expect(kept.map((d) => `${d.file}:${d.line}: ${d.severity}: ${d.message}`)).toEqual(['a.md:1: error: the same', 'b.md:2: error: the same', 'c.md:3: warning: the same']);
  });
});
