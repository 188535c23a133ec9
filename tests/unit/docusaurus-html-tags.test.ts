/**
 * A Docusaurus site's own plugins' `injectHtmlTags` and its config's `headTags` and `scripts`
 * (tests/fixtures/docusaurus-html-tags), as @docusaurus/core 3.x's server/htmlTags.js writes them: on every page, the head tags after the
 * page's metadata and before its stylesheets, the others first and last in the body; the scripts
 * they hold run, what they load too (no script-src in the Content-Security-Policy); a tag Docusaurus refuses
 * stops the build naming the plugin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { htmlTagsOf, injectsScripts, joinHtmlTags } from '../../build/docusaurus/html-tags.ts';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

const refused = (error: unknown): never => {
  throw error;
};

describe('htmlTagsOf', () => {
  it("writes tag objects as Docusaurus does: attributes escaped, true ones bare, false ones left out, a void element without closing tag or content", () => {
    const tags = htmlTagsOf({ headTags: [{ tagName: 'meta', attributes: { content: `a<b>&"c'`, hidden: false, itemscope: true }, innerHTML: 'x' }, null, '<link rel="me" href="/me">'], postBodyTags: { tagName: 'div', innerHTML: '<b>hi</b>' } }, refused);
    expect(tags).toEqual({ headTags: '<meta content="a&lt;b&gt;&amp;&quot;c&#39;" itemscope>\n<link rel="me" href="/me">', preBodyTags: '', postBodyTags: '<div><b>hi</b></div>' });
    expect(joinHtmlTags([tags, { headTags: '<meta name="b">', preBodyTags: '', postBodyTags: '' }]).headTags).toBe(`${tags.headTags}\n<meta name="b">`);
  });

  it('refuses a tag object without a tag name, or with one that is no HTML element', () => {
    expect(() => htmlTagsOf({ headTags: [{ attributes: {} }] }, refused)).toThrow(/"tagName" must be defined as a string/);
    expect(() => htmlTagsOf({ headTags: [{ tagName: 'Script Src' }] }, refused)).toThrow(/is not a valid HTML tag/);
    // Lowercase, but not in html-tags' list, which Docusaurus checks the name against.
    expect(() => htmlTagsOf({ headTags: [{ tagName: 'blink', innerHTML: 'hi' }] }, refused)).toThrow(/"blink" is not a valid HTML tag .*set "customElement: true"/);
  });

  it('writes a custom element Docusaurus accepts with customElement: true', () => {
    expect(htmlTagsOf({ postBodyTags: [{ tagName: 'chat-widget', customElement: true, attributes: { room: 'docs' } }] }, refused).postBodyTags).toBe('<chat-widget room="docs"></chat-widget>');
  });

  it('tells whether they put a script that runs on every page: one with a src or inline code, not a data block or a lazy loader\'s data-src alone', () => {
    const only = (headTags: string) => injectsScripts({ headTags, preBodyTags: '', postBodyTags: '' });
    expect(only('<script async src="https://a.example/x.js?y"></script>')).toBe(true);
    expect(only('<script>go()</script>')).toBe(true);
    expect(only('<script type="module">go()</script>')).toBe(true);
    expect(only('<script type="text/javascript">\n</script>')).toBe(false);
    expect(only('<script type="application/ld+json">{"@type":"Organization"}</script>')).toBe(false);
    expect(only('<script type="text/plain" data-src="https://lazy.example/x.js"></script>')).toBe(false);
    expect(only('<meta name="x">')).toBe(false);
    expect(injectsScripts(undefined)).toBe(false);
  });
});

describe("a site's plugins' injectHtmlTags", () => {
  let fixture: TempSite;
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    fixture = tempSite('');
    result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-html-tags'), outDir: fixture.out });
  }, 120_000);
  afterAll(() => fixture.cleanup());
  const page = (route: string) => readFileSync(path.join(fixture.out, route, 'index.html'), 'utf8');

  it('builds without a word about them', () => {
    const messages = result.diagnostics.map(formatDiagnostic);
    expect(result.ok, messages.join('\n')).toBe(true);
    expect(messages.filter((m) => /injectHtmlTags|not run|not supported/.test(m))).toEqual([]);
  });

  it("puts the head tags after the head script and before the stylesheets, the others first and last in the body, in the plugins' order, the config's headTags and scripts last", () => {
    const html = page('intro');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const injected = '<link rel="preconnect" href="https://fonts.example.net" crossorigin>\n<meta name="x-note" content="Tom &amp; &quot;Jerry&quot;">\n<script async src="https://stats.example.org/tag.js?id=1"></script>\n<script>window.dataLayer = window.dataLayer || [];</script>\n<meta name="site-verification" content="abc">\n<script src="https://cdn.example.com/widget.js"></script>\n<script src="/js/local.js" defer></script>';
    expect(head).toContain(injected);
    expect(head.indexOf(injected)).toBeGreaterThan(head.indexOf('<script data-client='));
    expect(head.indexOf(injected)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(html).toMatch(/<body><noscript><img src="https:\/\/stats\.example\.org\/pixel\.gif" alt=""><\/noscript>/);
    expect(html).toMatch(/<img src="https:\/\/static\.example\.org\/a\.png" width="1" height="1" alt="x">\n<div id="consent" role="status">We count visits\.<\/div><\/body><\/html>$/);
  });

  it('puts them on every page, the 404 page too', () => {
    for (const html of [page('intro'), readFileSync(path.join(fixture.out, '404.html'), 'utf8')]) expect(html).toContain('<div id="consent" role="status">We count visits.</div></body>');
  });

  // Matomo's snippet loads matomo.js from the site's analytics host, Google Tag Manager loads Google Analytics: a policy naming only the injected scripts would block those, silently.
  it('leaves script-src out of the Content-Security-Policy, as Docusaurus serves none: what the scripts load in turn cannot be known', () => {
    const policy = /Content-Security-Policy: (.*)/.exec(readFileSync(path.join(fixture.out, '_headers'), 'utf8'))![1];
    expect(policy).toBe("object-src 'none'; base-uri 'self'");
  });

  it("stops the build on a tag of the config's Docusaurus refuses, naming the config", async () => {
    const copy = tempSite('docusaurus-html-tags');
    try {
      copy.write('docusaurus.config.js', `${readFileSync(path.join(FIXTURES, 'docusaurus-html-tags/docusaurus.config.js'), 'utf8')}\nmodule.exports.headTags.push({ attributes: { name: 'x' } });\n`);
      const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
      expect(built.ok).toBe(false);
      expect(built.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/docusaurus\.config\.js: error: its headTags or scripts hold a tag Docusaurus refuses: .*"tagName" must be defined as a string/);
    } finally {
      copy.cleanup();
    }
  });

  it("keeps a stylesheet or script of the site's host that no static folder holds, as Docusaurus does (the host may serve it: /_vercel/insights/script.js; a webpack plugin may make it: pyrefly's stylex.css), with one warning each that blames neither", async () => {
    const copy = tempSite('docusaurus-html-tags');
    try {
      copy.write('docusaurus.config.js', `${readFileSync(path.join(FIXTURES, 'docusaurus-html-tags/docusaurus.config.js'), 'utf8')}\nmodule.exports.headTags.push({ tagName: 'link', attributes: { rel: 'stylesheet', href: '/stylex.css' } }, '<script src="/_vercel/insights/script.js?v=1" defer></script>');\n`);
      const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
      const messages = built.diagnostics.map(formatDiagnostic);
      expect(built.ok, messages.join('\n')).toBe(true);
      expect(messages.filter((m) => /static folder/.test(m))).toEqual([
        expect.stringMatching(/docusaurus\.config\.js: warning: "\/stylex\.css", which a plugin's injectHtmlTags .* is in no static folder, so the build does not write it: its tag stays, as in Docusaurus, and loads it only where the host serves that path/),
        expect.stringMatching(/"\/_vercel\/insights\/script\.js", which/),
      ]);
      const html = readFileSync(path.join(copy.out, 'intro', 'index.html'), 'utf8');
      expect(html).toContain('<link rel="stylesheet" href="/stylex.css">');
      expect(html).toContain('<script src="/_vercel/insights/script.js?v=1" defer></script>');
      expect(html).toContain('<script src="/js/local.js" defer></script>');
    } finally {
      copy.cleanup();
    }
  });

  it('stops the build on a tag Docusaurus refuses, naming the plugin, its method and file', async () => {
    const copy = tempSite('docusaurus-html-tags');
    try {
      copy.write('plugins/consent/index.js', "module.exports = () => ({ name: 'consent-plugin', injectHtmlTags: () => ({ headTags: [{ tagName: 'my-widget' }] }) });\n");
      const built = await build({ root: ROOT, contentDir: copy.content, outDir: copy.out });
      expect(built.ok).toBe(false);
      expect(built.diagnostics.map(formatDiagnostic).join('\n')).toMatch(/plugins\/consent\/index\.js: error: plugin "consent-plugin" failed in injectHtmlTags: "my-widget" is not a valid HTML tag/);
    } finally {
      copy.cleanup();
    }
  });
});
