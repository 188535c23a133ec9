/**
 * Navbar items a Docusaurus site draws with its own components (build/react-pages/navbar-items.ts):
 * theme-classic 3.10's NavbarItem looks a `custom-*` type up in the site's
 * `NavbarItem/ComponentTypes`, and its DefaultNavbarItem draws a link through the site's
 * `NavbarItem/NavbarNavLink`. This build drew every item from themeConfig.navbar: a custom type was
 * left out, and a link a site's NavbarNavLink rewrites (taichi's `to: '/api/{{version}}'`) was
 * written as configured, a link to no page that stopped the build under `onBrokenLinks: 'throw'`.
 * Fixture: tests/fixtures/docusaurus-navbar-components (README there).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { ROOT, tempSite } from '../helpers/fixture.ts';

const CONFIG = 'docusaurus.config.js';

async function built(change?: (config: string) => string, more?: (site: ReturnType<typeof tempSite>) => void) {
  const site = tempSite('docusaurus-navbar-components');
  if (change) site.write(CONFIG, change(readFileSync(path.join(site.content, CONFIG), 'utf8')));
  more?.(site);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  const page = (route: string) => readFileSync(path.join(site.out, route, 'index.html'), 'utf8');
  const navbar = (route: string) => /<nav class="navbar.*?<\/nav>/s.exec(page(route))?.[0] ?? '';
  return { messages: result.diagnostics.map(formatDiagnostic), page, navbar };
}

describe("navbar items drawn by the site's components", () => {
  it("draws a link with the site's NavbarNavLink, as it fills the item's `to`, marked active per page", async () => {
    const { messages, navbar, page } = await built();
    expect(navbar('docs/intro')).toContain('<a href="/docs/intro" class="navbar__item navbar__link guide-link navbar__link--active">Guide</a>');
    expect(navbar('docs/setup')).toContain('<a href="/docs/intro" class="navbar__item navbar__link guide-link">Guide</a>');
    expect(navbar('docs/setup')).toContain('<a href="/docs/setup" class="navbar__item navbar__link navbar__link--active">Setup</a>');
    // The mobile drawer links where the site's component does.
    expect(page('docs/setup')).toContain('<a class="menu__link guide-link" href="/docs/intro">Guide</a>');
    expect(page('docs/setup')).not.toContain('{{page}}');
    expect(messages.filter((m) => /broken link/.test(m))).toEqual([]);
  }, 120_000);

  it('draws a `custom-*` item with the component ComponentTypes registers, given the item\'s props, and ships no code for it', async () => {
    const { messages, navbar, page } = await built();
    const right = /navbar__items--right.*$/s.exec(navbar('docs/intro'))?.[0] ?? '';
    expect(right).toContain('<a href="/docs/setup" class="navbar__item greeting" data-mobile="false">Hello, reader</a>');
    expect(page('docs/intro')).not.toMatch(/assets\/js\/page\./);
    // A type no component registers is left out, with a warning that says what to do.
    expect(navbar('docs/intro')).not.toContain('Unknown');
    expect(messages).toEqual([
      // What it imports and this build lacks stands in, as on a React page.
      expect.stringMatching(/ComponentTypes\.js: warning: navbar item of type "custom-greeting" is drawn with "@theme\/Icon\/Language" standing in, which this build does not provide: where the component draws it, only its children are shown\.$/),
      expect.stringMatching(/ComponentTypes\.js: warning: navbar item "Unknown" of type "custom-unknown" is not drawn with the site's component: it could not be rendered \(its default export has no component for "custom-unknown"\), so it is left out of the navbar\. Register a component for "custom-unknown" in ComponentTypes' default export, or remove the item\.$/),
    ]);
  }, 120_000);

  it('leaves a `custom-*` item out, with one warning, where no ComponentTypes registers types', async () => {
    const { messages, navbar } = await built(undefined, (site) => site.remove('src/theme/NavbarItem/ComponentTypes.js'));
    expect(navbar('docs/intro')).not.toContain('Hello, reader');
    expect(messages).toContainEqual(expect.stringMatching(/docusaurus\.config\.js: warning: navbar item of type "custom-greeting" is not drawn: no NavbarItem\/ComponentTypes in src\/theme registers it, so it is left out of the navbar\. Swizzle ComponentTypes and add "custom-greeting" to it\.$/));
  }, 120_000);

  it("draws the classic NavbarNavLink where a site's wraps it (the swizzle \"wrap\": @theme-original/NavbarItem/NavbarNavLink)", async () => {
    const { messages, navbar } = await built((config) => config.replace('{{page}}', 'intro'), (site) => {
      site.write('src/theme/NavbarItem/NavbarNavLink.js', "import React from 'react';\nimport NavbarNavLink from '@theme-original/NavbarItem/NavbarNavLink';\nexport default (p) => <><span className=\"nav-icon\">*</span><NavbarNavLink {...p} /></>;\n");
    });
    expect(navbar('docs/setup')).toContain('<span class="nav-icon">*</span><a href="/docs/intro" class="navbar__item navbar__link guide-link">Guide</a>');
    // Marked active per page, the icon before it notwithstanding.
    expect(navbar('docs/setup')).toContain('<span class="nav-icon">*</span><a href="/docs/setup" class="navbar__item navbar__link navbar__link--active">Setup</a>');
    expect(messages.filter((m) => /NavbarNavLink/.test(m))).toEqual([]);
  }, 120_000);

  it("draws casdoor's custom item, which wraps @theme/NavbarItem/NavbarNavLink, with the classic one", async () => {
    const { messages, navbar } = await built((config) => config.replace('{{page}}', 'intro'), (site) => {
      site.remove('src/theme/NavbarItem/NavbarNavLink.js');
      site.write('src/components/Greeting.js', "import React from 'react';\nimport NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';\nexport default function Greeting({ name, position, ...props }) {\n  return <NavbarNavLink {...props} label={`Hi, ${name}`} className=\"navbar__item greeting\" />;\n}\n");
    });
    expect(navbar('docs/intro')).toContain('<a href="/docs/setup" class="navbar__item greeting">Hi, reader</a>');
    expect(messages.filter((m) => /custom-greeting/.test(m))).toEqual([]);
  }, 120_000);

  it("keeps the navbar's own link, naming what stands in, where the site's NavbarNavLink draws no link here", async () => {
    const { messages, navbar } = await built((config) => config.replace('{{page}}', 'intro'), (site) => {
      site.write('src/theme/NavbarItem/NavbarNavLink.js', "import React from 'react';\nimport FancyLink from '@theme/NavbarItem/FancyLink';\nexport default (p) => <><span className=\"nav-icon\">*</span><FancyLink {...p} /></>;\n");
    });
    expect(navbar('docs/setup')).not.toContain('nav-icon');
    expect(navbar('docs/setup')).toMatch(/<a [^>]*href="\/docs\/intro"[^>]*>Guide<\/a>/);
    expect(navbar('docs/setup')).toMatch(/<a [^>]*href="\/docs\/setup"[^>]*>Setup<\/a>/);
    expect(messages).toContainEqual(expect.stringMatching(/NavbarNavLink\.js: warning: navbar item "Setup" is not drawn with the site's component: it draws no link here \(it imports "@theme\/NavbarItem\/FancyLink", which this build does not provide\), so the navbar's own link is shown instead\.$/));
  }, 120_000);

  it("finds them in a local theme's folder (getThemePath), as taichi's docusaurus-theme-extends holds its NavbarNavLink", async () => {
    const { messages, navbar } = await built(
      (config) => config.replace("  presets:", "  themes: [require('path').join(__dirname, 'plugins/own-theme')],\n  presets:"),
      (site) => {
        site.write('plugins/own-theme/index.js', "const path = require('path');\nmodule.exports = () => ({ name: 'own-theme', getThemePath: () => path.join(__dirname, 'theme') });\n");
        site.write('plugins/own-theme/theme/NavbarItem/NavbarNavLink.js', readFileSync(path.join(site.content, 'src/theme/NavbarItem/NavbarNavLink.js'), 'utf8'));
        site.remove('src/theme/NavbarItem/NavbarNavLink.js');
      },
    );
    expect(navbar('docs/setup')).toContain('<a href="/docs/intro" class="navbar__item navbar__link guide-link">Guide</a>');
    expect(messages.filter((m) => /broken link/.test(m))).toEqual([]);
  }, 120_000);

  it('checks the links the components write, not the items as configured', async () => {
    const filled = await built((config) => config.replace("page: 'intro'", "page: 'nowhere'"));
    expect(filled.messages).toContainEqual(expect.stringMatching(/NavbarNavLink\.js.*error: broken link.*\/docs\/nowhere/));
    expect(filled.messages.filter((m) => m.includes('{{page}}'))).toEqual([]);
    const custom = await built((config) => config.replace("name: 'reader', to: '/docs/setup'", "name: 'reader', to: '/docs/gone'"));
    expect(custom.messages).toContainEqual(expect.stringMatching(/ComponentTypes\.js.*error: broken link.*\/docs\/gone/));
  }, 240_000);
});
