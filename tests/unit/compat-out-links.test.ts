/** The corpus table's unreported broken links (scripts/compat/out-links.ts) in a site with several locales, and the pages its leaks count reads. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../build/checks.ts';
import { createReporter, withoutRepeats } from '../../build/diagnostics.ts';
import { brokenLinks, reportedTargets, staticHtml } from '../../scripts/compat/out-links.ts';
import { runLeaks, runSite, type SiteResult } from '../../scripts/compat/run-site.ts';
import { formatTable } from '../../scripts/compat/table.ts';
import { FIXTURES, ROOT } from '../helpers/fixture.ts';

const out = mkdtempSync(path.join(tmpdir(), 'out-links-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
/** Writes `html` at `rel` under `root`, its folders made. */
const writeUnder = (root: string, rel: string, html: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), html);
};
const page = (rel: string, html: string) => writeUnder(out, rel, html);

describe('unreported broken links', () => {
  it('leave out a link the build reported, in every locale, and count the others', () => {
    page('404.html', '');
    page('fr/404.html', '');
    page('docs/a/index.html', '<a href="/docs/gone">x</a>');
    page('fr/docs/a/index.html', '<a href="/fr/docs/gone">x</a><a href="/fr/docs/a/">x</a><a href="/fr/docs/other-gone">x</a>');
    page('docs2/fr/index.html', '<a href="/docs2/gone">x</a>');
    const broken = brokenLinks(out, '/', new Set(['/docs/gone', '/gone']));
    expect([...broken.targets.keys()].sort()).toEqual(['/docs2/gone', '/fr/docs/other-gone']);
  });

  it('leave out a link the build reported by its path in another script, which the page writes percent-encoded', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-encoded-'));
    try {
      // mtypeyuc-blog's retrospectives link `../../docs-learn/category/한-장-보고서의-정석`, broken, and reported by its path as it reads.
      writeUnder(site, 'blog/2025/02/15/post/index.html', `<a href="${encodeURI('/blog/2025/02/docs-learn/category/한-장')}">x</a><a href="${encodeURI('/blog/2025/02/docs-learn/category/모던')}">x</a>`);
      const broken = brokenLinks(site, '/', new Set(['/blog/2025/02/docs-learn/category/한-장']));
      expect([...broken.targets.keys()]).toEqual([encodeURI('/blog/2025/02/docs-learn/category/모던')]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("leave out the links into a plugin's pages that the build reported as not made, the plugin not being run", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-unrun-'));
    try {
      writeUnder(site, 'docs/a/index.html', '<a href="/api/core/class/EntityManager">x</a><a href="/api">x</a><a href="/apis">x</a><a href="/reference">x</a><a href="/references">x</a>');
      writeUnder(site, 'fr/docs/a/index.html', '<a href="/fr/api/x">x</a>');
      writeUnder(site, 'fr/404.html', '');
      // The build's own warnings, as its link check writes them.
      const reporter = createReporter();
      const links = ['/api/core/class/EntityManager', '/api', '/reference'].map((p, i) => ({ path: p, hash: '', line: i + 3 }));
      const unrun = { configFile: 'docusaurus.config.js', routes: [{ plugin: 'docusaurus-plugin-typedoc-api', base: '/api' }, { plugin: 'redocusaurus', base: '/reference', exact: true }] };
      checkLinks([{ file: 'docs/a.md', links }], new Map([['/docs/a', new Set<string>()]]), reporter, { onBrokenLinks: 'throw', exists: () => false, unrun });
      expect(reporter.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^plugin "docusaurus-plugin-typedoc-api" is not run/), expect.stringMatching(/^plugin "redocusaurus" is not run/)]);
      expect([...brokenLinks(site, '/', reportedTargets(reporter.diagnostics, [])).targets.keys()].sort()).toEqual(['/apis', '/references']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('leave out a reported link whose address the page writes percent-encoded (polkadot-js\'s [x](`Call::accept_username`))', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-encoded-'));
    try {
      writeFileSync(path.join(site, 'index.html'), '<a href="/substrate/%60Call::accept_username%60">x</a><a href="/docs/%E4%B8%AD%E6%96%87">x</a><a href="/docs/%60gone%60">x</a>');
      expect([...brokenLinks(site, '/', new Set(['/substrate/`Call::accept_username`', '/docs/中文'])).targets.keys()]).toEqual(['/docs/%60gone%60']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('read an address as its attribute text, entities decoded, as a browser follows it', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-entities-'));
    try {
      mkdirSync(path.join(site, "blog/it's here"), { recursive: true });
      writeFileSync(path.join(site, "blog/it's here/index.html"), '');
      writeFileSync(path.join(site, 'index.html'), '<a href="/blog/it&#x27;s here">x</a><a href="/blog/it&#39;s%20here/">x</a><a href="/blog/it&#x27;s gone">x</a>');
      expect([...brokenLinks(site, '/', new Set()).targets.keys()]).toEqual(["/blog/it's%20gone"]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("count a Markdown link to a file that is not a page as reported, as it resolves from each page of the file that writes it (LIT-Protocol's ../sdk/authentication/auth-sig.md)", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-md-'));
    try {
      mkdirSync(path.join(site, 'next/concepts/credits'), { recursive: true });
      writeFileSync(path.join(site, 'next/concepts/credits/index.html'), '<a href="../sdk/auth-sig.md">x</a><a href="/next/gone">x</a><a href="../made-wrong">x</a>');
      const diagnostics = [
        { file: 'docs/concepts/credits.md', message: 'broken link: "../sdk/auth-sig.md" is not a page of this site. Fix the path or remove the link.' },
        { file: 'docs/other.md', message: 'broken link: no page at "/next/gone". Fix the link or create the page.' },
      ];
      const reported = reportedTargets(diagnostics, [{ path: '/next/concepts/credits', source: 'docs/concepts/credits.md' }, { path: '/next/other', source: 'docs/other.md' }]);
      expect([...brokenLinks(site, '/', reported).targets.keys()]).toEqual(['/next/concepts/made-wrong']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("leave out the HTML copied from a static folder (sequelize's old API reference): the site's own, which no build checks", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-static-'));
    try {
      const write = (rel: string, html: string) => writeUnder(site, rel, html);
      const api = '<a href="/api/v5/class/gone.html">x</a><a href="../missing.css">x</a>';
      write('static/api/v5/index.html', api);
      write('out/404.html', '');
      write('out/api/v5/index.html', api);
      write('out/fr/404.html', '');
      write('out/fr/api/v5/index.html', api);
      write('out/docs/a/index.html', '<a href="/docs/made-wrong">x</a>');
      const copied = staticHtml([path.join(site, 'static'), path.join(site, 'no-such-folder')]);
      expect([...copied]).toEqual(['api/v5/index.html']);
      const broken = brokenLinks(path.join(site, 'out'), '/', new Set(), copied);
      expect([...broken.targets.keys()]).toEqual(['/docs/made-wrong']);
      expect(broken.pages).toBe(1);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("count a Markdown link to a file outside the site's repository as reported, as the build names it (retina's ../../deploy/…/values.yaml)", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-outside-'));
    try {
      mkdirSync(path.join(site, 'docs/Installation/Config'), { recursive: true });
      writeFileSync(path.join(site, 'docs/Installation/Config/index.html'), '<a href="../../deploy/values.yaml">x</a><a href="../../deploy/other.yaml">x</a>');
      const diagnostics = [{ file: 'docs/02-Installation/03-Config.md', message: '"../../deploy/values.yaml" is a file outside the repository ../retina/: Docusaurus publishes it as a download, this build publishes no file from outside the site\'s repository, so the link leads nowhere here. Move the file there to publish it.' }];
      const reported = reportedTargets(diagnostics, [{ path: '/docs/Installation/Config', source: 'docs/02-Installation/03-Config.md' }]);
      expect([...brokenLinks(site, '/', reported).targets.keys()]).toEqual(['/docs/deploy/other.yaml']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("count a Markdown link written in several files as reported from the pages of each, though the build prints it once (keploy's versioned_docs\\…\\sdk-contrib-guide.md in two docs)", () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-md-repeat-'));
    try {
      const files = ['a', 'b', 'c', 'd'];
      for (const f of files) {
        mkdirSync(path.join(site, `docs/${f}`), { recursive: true });
        writeFileSync(path.join(site, `docs/${f}/index.html`), '<a href="guide\\x.md">x</a>');
      }
      // The build's report holds each warning once, as the console prints it (withoutRepeats).
      const message = 'broken link: "guide\\x.md" is not a page of this site. Fix the path or remove the link.';
      const diagnostics = withoutRepeats(files.map((f) => ({ severity: 'warning' as const, file: `docs/${f}.md`, line: 3, message })));
      expect(diagnostics).toHaveLength(1);
      const reported = reportedTargets(diagnostics, files.map((f) => ({ path: `/docs/${f}`, source: `docs/${f}.md` })));
      expect([...brokenLinks(site, '/', reported).targets.keys()]).toEqual([]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe("unreported broken links, against Docusaurus's own build", () => {
  it("count apart those broken there too (the site's) from those that lead somewhere there or are not there at all (this build's)", async () => {
    const site = path.join(FIXTURES, 'compat', 'links');
    const [compared, alone] = await Promise.all([runSite(ROOT, site, { docusaurusBuild: path.join(FIXTURES, 'compat-docusaurus-builds', 'links') }), runSite(ROOT, site)]);
    expect(compared.exit).toBe(0);
    expect(compared.unreported).toMatchObject({ count: 2, docusaurus: { count: 1, examples: ['/docs/made-wrong (1 pages, e.g. docs/a/index.html)'] } });
    const row = (result: SiteResult) => formatTable([{ name: 'links', repo: 'o/links', commit: 'e'.repeat(40), docusaurus: 3, result }], 'today');
    expect(row(compared).find((l) => l.startsWith('| links '))).toContain("| 2; 1 not broken in Docusaurus's build |");
    expect(row(compared)).toContain("- links unreported broken links not broken in Docusaurus's own build: /docs/made-wrong (1 pages, e.g. docs/a/index.html)");
    expect(alone.unreported?.docusaurus).toBeUndefined();
    expect(row(alone).find((l) => l.startsWith('| links '))).toMatch(/\| 2 \| [\d.]+ \|/);
  }, 120_000);

  it('count a `pathname://` address as broken: no browser follows it, and Docusaurus writes the path', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'out-links-pathname-'));
    try {
      writeUnder(site, 'files/a.pdf', 'pdf');
      writeUnder(site, 'docs/a/index.html', '<a href="pathname:///files/a.pdf">x</a><a href="/files/a.pdf">x</a><a href="mailto:a@b.c">x</a>');
      expect([...brokenLinks(site, '/', new Set()).targets.keys()]).toEqual(['pathname:///files/a.pdf']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('pages', () => {
  it.skipIf(!existsSync(path.resolve(ROOT, '../shared/tools/leaks.py')))('showing source are counted among the pages the build wrote, not the HTML copied from a static folder', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'leaks-static-'));
    try {
      const write = (rel: string, html: string) => writeUnder(site, rel, html);
      const shown = '<main><p>Returns Promise&lt;Model&gt;</p></main>';
      write('static/api/model.html', shown);
      write('out/404.html', '');
      write('out/api/model.html', shown);
      write('out/docs/a/index.html', '<main><p>::: tip</p></main>');
      write('out/docs/b/index.html', '<main><p>Fine.</p></main>');
      mkdirSync(path.join(site, 'work'));
      const leaks = runLeaks(ROOT, path.join(site, 'out'), staticHtml([path.join(site, 'static')]), path.join(site, 'work'));
      expect(leaks).toMatchObject({ pages: 1, of: 2 });
      expect(leaks!.lines.join('\n')).toContain("':::' marker (e.g. docs/a/index.html)");
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
