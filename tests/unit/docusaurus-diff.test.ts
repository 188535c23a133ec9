/**
 * The structural diff against Docusaurus's own build (scripts/docusaurus-diff.ts) reads the same
 * things from Docusaurus's markup and from ours: these pages are trimmed from Docusaurus 3.9's
 * output (classic theme) and from this build's, for one doc.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPages, compareBuilds, lineDiff } from '../../scripts/parity/compare.ts';
import { normalizeHref, readPage } from '../../scripts/parity/page-view.ts';

const HEAD = '<head><title>Setup | Site</title><link rel="canonical" href="https://site.example.com/docs/guide/setup"></head>';

const DOCUSAURUS = `<!doctype html><html>${HEAD}<body>
<nav aria-label="Main" class="navbar"><div class="navbar__items">
  <a class="navbar__item navbar__link navbar__link--active" href="/docs/intro">Guide</a>
  <a class="navbar__item navbar__link" href="/blog">Blog</a></div></nav>
<div class="docRoot"><aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu thin-scrollbar">
<ul class="theme-doc-sidebar-menu menu__list">
  <li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/docs/intro">Introduction</a></li>
  <li class="theme-doc-sidebar-item-category menu__list-item">
    <div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" role="button" aria-expanded="true" href="/docs/guide/setup">Guide</a></div>
    <ul class="menu__list">
      <li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/docs/guide/setup">Set up</a></li>
      <li class="theme-doc-sidebar-item-category menu__list-item menu__list-item--collapsed">
        <div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="/docs/guide/deep/">Deep</a>
        <button aria-label="Expand sidebar category 'Deep'" aria-expanded="false" type="button" class="clean-btn menu__caret"></button></div>
      </li>
    </ul>
  </li>
</ul></nav></aside>
<main class="docMainContainer"><div class="row"><div class="col"><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs">
  <li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/"><svg viewBox="0 0 24 24"><path d="M10 19v-5h4v5"></path></svg></a></li>
  <li class="breadcrumbs__item"><span class="breadcrumbs__link">Guide</span></li>
  <li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Set up</span></li>
</ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Setup</h1></header>
<h2 class="anchor" id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">\u200b</a></h2>
<h3 class="anchor" id="install-1">Install<a href="#install-1" class="hash-link">\u200b</a></h3></div>
<footer class="theme-doc-footer"><div class="row"><b>Tags:</b><ul class="tags"><li><a rel="tag" href="/docs/tags/start">start</a></li></ul></div>
<div class="row"><a href="https://github.com/o/r/edit/main/docs/guide/setup.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page"><svg></svg>Edit this page</a>
<span class="theme-last-updated">Last updated<!-- --> on <b><time datetime="2025-11-22T10:00:00.000Z">Nov 22, 2025</time></b> by <b>Ann</b></span></div></footer>
</article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages">
  <a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Introduction</div></a>
</nav></div>
<div class="col col--3"><div class="tableOfContents"><ul class="table-of-contents">
  <li><a href="#install" class="table-of-contents__link">Install</a><ul><li><a href="#install-1" class="table-of-contents__link">Install</a></li></ul></li>
</ul></div></div></div></main></div></body></html>`;

const OURS = `<!doctype html><html lang="en">${HEAD}<body>
<nav class="navbar" aria-label="Main"><div class="navbar__desktop">
  <a class="navbar__link navbar__link--active" href="/docs/intro" aria-current="true">Guide</a>
  <a class="navbar__link" href="/blog">Blog</a></div></nav>
<div class="doc-layout"><aside class="doc-sidebar"><nav class="menu" aria-label="Docs sidebar"><ul class="menu__list">
  <li class="menu__item"><a href="/docs/intro" class="menu__link">Introduction</a></li>
  <li class="menu__item menu__item--category"><details class="menu__details" open=""><summary class="menu__category menu__category--toggle">Guide</summary>
    <ul class="menu__list">
      <li class="menu__item"><a href="/docs/guide/setup" class="menu__link menu__link--active" aria-current="page">Set up</a></li>
      <li class="menu__item menu__item--category menu__item--linked"><a href="/docs/guide/deep/" class="menu__category menu__category--link">Deep</a>
        <details class="menu__details"><summary class="menu__caret"><span class="visually-hidden">Deep: show or hide its pages</span></summary>
        <ul class="menu__list"><li class="menu__item"><a href="/docs/guide/deep/x" class="menu__link">X</a></li></ul></details></li>
    </ul></details></li>
</ul></nav></aside>
<main id="main" class="doc-main"><div class="doc-container"><article class="doc-article">
<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol>
  <li><a class="breadcrumbs__home" href="/" aria-label="Home page"><svg aria-hidden="true"></svg></a></li>
  <li><span>Guide</span></li><li><span aria-current="page">Set up</span></li></ol></nav>
<details class="toc-mobile"><summary>On this page</summary><nav aria-label="Table of contents"><ul class="toc__list"><li><a href="#install">Install</a></li></ul></nav></details>
<div class="markdown"><h1>Setup</h1><div>
<h2 id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">&#8203;</a></h2>
<h3 id="install-1">Install<a href="#install-1" class="hash-link">&#8203;</a></h3></div></div>
<div class="doc-tags"><span class="visually-hidden">Tags:</span><ul class="tag-list"><li><a class="tag" href="/docs/tags/start" rel="tag">start</a></li></ul></div>
<footer class="doc-footer"><a class="doc-footer__edit" href="https://github.com/o/r/edit/main/docs/guide/setup.md" target="_blank" rel="noopener noreferrer">Edit this page<svg aria-hidden="true"></svg></a>
<p class="doc-footer__updated">Last updated on <time dateTime="2025-11-22T10:00:00.000Z">Nov 22, 2025</time> by Ann</p></footer>
<nav class="pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro.html"><span class="pagination-nav__sublabel">Previous</span><span class="pagination-nav__label">« Introduction</span></a><span></span></nav>
</article><div class="doc-toc"><nav class="toc" aria-labelledby="toc-title"><p id="toc-title">On this page</p>
<ul class="toc__list"><li><a class="toc__link" href="#install">Install</a><ul class="toc__list"><li><a class="toc__link" href="#install-1">Install</a></li></ul></li></ul></nav></div>
</div></main></div></body></html>`;

describe('a page as the diff reads it', () => {
  it("reads Docusaurus's markup by structure and ARIA: a toggle's stand-in href is no page, a collapsed category shows no items", () => {
    expect(readPage(DOCUSAURUS)).toEqual({
      title: 'Setup | Site',
      h1: ['Setup'],
      navbarCurrent: ['Guide'],
      sidebar: ['Introduction → /docs/intro', '▾ Guide', '  Set up → /docs/guide/setup', '  ▸ Deep → /docs/guide/deep'],
      sidebarCurrent: 'Set up',
      breadcrumbs: ['⌂ → /', 'Guide', 'Set up'],
      toc: ['Install #install', '  Install #install-1'],
      headingIds: ['#install Install', '#install-1 Install'],
      previous: 'Introduction → /docs/intro',
      next: '',
      lastUpdated: 'Last updated on Nov 22, 2025 by Ann',
      editUrl: 'https://github.com/o/r/edit/main/docs/guide/setup.md',
      tags: ['start → /docs/tags/start'],
      redirect: '',
    });
  });

  it('reads the same page from our markup the same way: <details> categories, hidden text and the mobile copy of the TOC left out', () => {
    expect(readPage(OURS)).toEqual(readPage(DOCUSAURUS));
  });

  it("reads Docusaurus 2.4's sidebar: a category's page link carries aria-expanded too, the button beside it toggles (battlesnake)", () => {
    // Trimmed from battlesnake's build by Docusaurus 2.4.3 (the theme's markup, MIT).
    const sidebar = `<html><head><title>Starter Projects</title></head><body><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">
<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" aria-expanded="true" href="/getting-started">Getting Started</a><button aria-label="Toggle the collapsible sidebar category &#x27;Getting Started&#x27;" type="button" class="clean-btn menu__caret"></button></div>
<ul style="display:block;overflow:visible;height:auto" class="menu__list"><li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link menu__link--active" aria-current="page" tabindex="0" href="/starter-projects">Starter Projects</a></li></ul></li>
<li class="theme-doc-sidebar-item-category menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" aria-expanded="false" href="/api">API Reference</a><button aria-label="Toggle the collapsible sidebar category &#x27;API Reference&#x27;" type="button" class="clean-btn menu__caret"></button></div></li>
<li class="theme-doc-sidebar-item-category menu__list-item menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--sublist-caret" aria-expanded="false" href="/guides/a">Guides</a></div></li>
</ul></nav><main></main></body></html>`;
    expect(readPage(sidebar).sidebar).toEqual(['▾ Getting Started → /getting-started', '  Starter Projects → /starter-projects', '▸ API Reference → /api', '▸ Guides']);
  });

  it('reads tag links without rel="tag", which Docusaurus writes from 3.8 only, by the class its Tag has always had', () => {
    // Docusaurus 2.4-3.7's TagsListInline under a post or doc: the Tag link's CSS-module classes, no rel.
    const post = `<html><head><title>Post</title></head><body><main><article><footer><div class="col"><b>Tags:</b><ul class="tags_jXut padding--none margin-left--sm"><li class="tag_QGVx"><a class="tag_zVej tagRegular_sFm0" href="/blog/tags/news">news</a></li></ul></div>
<a class="tagged_x" href="/blog/tags">All tags</a></footer></article></main></body></html>`;
    expect(readPage(post).tags).toEqual(['news → /blog/tags/news']);
  });

  it("reads no h1 on a blog list page, as a reader sees none: Docusaurus 3.10's BlogListPage has none, ours one for screen readers alone (meteoswiss's /changelog)", () => {
    const list = (h1: string) => `<html><head><title>Changelog | Site</title></head><body><main>${h1}<article><header><h2 class="title"><a href="/changelog/1.2.1">1.2.1</a></h2></header></article></main></body></html>`;
    expect(readPage(list('')).h1).toEqual([]);
    expect(readPage(list('<h1 class="visually-hidden">Changelog</h1>')).h1).toEqual([]);
    expect(readPage(list('<h1>Changelog</h1>')).h1).toEqual(['Changelog']);
  });

  it('reads text as a browser shows it: NUL characters, which HTML parsing drops, are not read (TypeORM\'s headings carry two)', () => {
    const withNuls = readPage(DOCUSAURUS.replace('aria-label="Direct link to Install">\u200b', 'aria-label="Direct link to Install">\u0000\u0000\u200b'));
    expect(withNuls.headingIds[0]).toBe('#install Install');
  });

  it("reads ids and in-page links without NULs, which Docusaurus 3.0's build wrote into some of milkv's zh ids", () => {
    const page = readPage(DOCUSAURUS.replace(/install-1/g, 'install\u0000\u0000-1'));
    expect(page.headingIds[1]).toBe('#install-1 Install');
    expect(page.toc[1]).toBe('  Install #install-1');
  });

  it('tells a sidebar label, a current item or a breadcrumb that differs', () => {
    const changed = readPage(OURS.replace('>Set up</a>', '>Setup</a>').replace('<li><span>Guide</span></li>', '<li><a href="/docs/guide">Guide</a></li>'));
    expect(changed.sidebar[2]).toBe('  Setup → /docs/guide/setup');
    expect(changed.sidebarCurrent).toBe('Setup');
    expect(changed.breadcrumbs[1]).toBe('Guide → /docs/guide');
  });

  it("reads a static HTML file without an <html> element (caprover's search-engine verification file) as a page with its text, not a crash", () => {
    const view = readPage('google-site-verification: google1234.html');
    expect(view.title).toBe('');
    expect(view.h1).toEqual([]);
    expect(view.sidebar).toEqual([]);
  });

  it('reads a redirect page as its target only', () => {
    const page = readPage('<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/docs/new"><link rel="canonical" href="https://site.example.com/docs/new"></head><body></body></html>');
    expect(page.redirect).toBe('/docs/new');
    expect(page.title).toBe('');
  });

  it('compares links by page: same-site URLs lose origin, .html, index.html and trailing slash', () => {
    const origin = 'https://site.example.com';
    expect(normalizeHref('https://site.example.com/docs/a/index.html#x', origin)).toBe('/docs/a#x');
    expect(normalizeHref('/docs/a.html', origin)).toBe('/docs/a');
    expect(normalizeHref('/docs/a/', origin)).toBe('/docs/a');
    expect(normalizeHref('/', origin)).toBe('/');
    expect(normalizeHref('https://other.example.com/a/', origin)).toBe('https://other.example.com/a/');
  });
});

describe('two builds compared', () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  function write(rel: string, html: string) {
    mkdirSync(path.dirname(path.join(dir!, rel)), { recursive: true });
    writeFileSync(path.join(dir!, rel), html);
  }

  it('pairs pages by route whatever the file layout, and counts the pages and fields that differ', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'docusaurus-diff-'));
    write('docu/docs/guide/setup/index.html', DOCUSAURUS);
    write('docu/docs/only-there/index.html', DOCUSAURUS);
    write('docu/404.html', '<html><head><title>Page Not Found</title></head><body><main><h1>Page Not Found</h1></main></body></html>');
    // fromExtensions: ['html'] redirects /docs/guide/setup.html to the page from a folder of that name.
    write('docu/docs/guide/setup.html/index.html', '<html><head><meta http-equiv="refresh" content="0; url=/docs/guide/setup"></head></html>');
    write('ours/docs/guide/setup.html', OURS.replace('Last updated on <time dateTime="2025-11-22T10:00:00.000Z">Nov 22, 2025', 'Last updated on <time dateTime="2025-11-22T10:00:00.000Z">November 22, 2025'));
    write('ours/docs/guide/setup/index.html', OURS.replace('Last updated on <time dateTime="2025-11-22T10:00:00.000Z">Nov 22, 2025', 'Last updated on <time dateTime="2025-11-22T10:00:00.000Z">November 22, 2025'));
    write('ours/404.html', '<html><head><title>Page Not Found</title></head><body><main><h1>Page Not Found</h1></main></body></html>');
    write('ours/assets/x.html', '<p>not a page</p>');
    expect([...buildPages(path.join(dir, 'ours')).keys()].sort()).toEqual(['/docs/guide/setup', '404']);
    const result = compareBuilds(path.join(dir, 'docu'), path.join(dir, 'ours'));
    expect(result.both).toBe(2);
    expect(result.differing.map((d) => [d.route, d.fields.map((f) => f.field)])).toEqual([['/docs/guide/setup', ['lastUpdated']]]);
    expect(result.onlyDocusaurus).toEqual(['/docs/guide/setup.html', '/docs/only-there']);
    expect(result.onlyOurs).toEqual([]);
    expect(compareBuilds(path.join(dir, 'docu'), path.join(dir, 'ours'), { ignore: new Set(['lastUpdated']) }).differing).toEqual([]);
  });

  it('shows the lines of a list that only one build has, in order', () => {
    expect(lineDiff(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])).toEqual(['- b', '+ x', '+ e']);
  });
});
