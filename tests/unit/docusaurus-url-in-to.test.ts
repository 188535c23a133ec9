/**
 * A navbar or footer item whose `to` is an external URL opens it as Docusaurus's Link does (a new
 * tab), without the external-link icon: theme-classic's NavbarNavLink and FooterLinkItem draw the
 * icon for an `href` only (`label && href && !isInternalUrl(href)`, read in 2.0.0-beta.20's and
 * 3.x's). 73 corpus configs give a URL as `to` (paralus's navbar Slack and GitHub, cross-seed's,
 * opal's...); this build drew the icon beside each.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { ROOT } from '../helpers/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'url-in-to-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let html = '';
beforeAll(async () => {
  const root = path.join(dir, 'site');
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'docs', 'intro.md'), '# Intro\n\nText.\n');
  const items = [
    { label: 'Chat', to: 'https://chat.example.com/invite' },
    { label: 'Source', href: 'https://code.example.com/repo' },
  ];
  const config = { title: 'URL in to', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { navbar: { items: items.map((item) => ({ ...item, position: 'right' })) }, footer: { links: [{ title: 'More', items }] } } };
  writeFileSync(path.join(root, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config)};\n`);
  const out = path.join(dir, 'out');
  const result = await build({ root: ROOT, contentDir: root, outDir: out });
  expect(result.ok).toBe(true);
  html = readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
}, 120_000);

/** The link of `label` in `part` (the navbar or the footer), as far as its closing tag. */
const linkOf = (part: string, label: string) => new RegExp(`<a [^>]*>${label}.*?</a>`, 's').exec(part)?.[0] ?? '';
const navbar = () => /<nav[^>]*navbar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const footer = () => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('an external URL given as `to`', () => {
  it('opens in a new tab, with no external-link icon, in the navbar and the footer', () => {
    for (const part of [navbar(), footer()]) {
      const chat = linkOf(part, 'Chat');
      expect(chat).toMatch(/href="https:\/\/chat\.example\.com\/invite"[^>]*target="_blank"/);
      expect(chat).not.toContain('<svg');
    }
  });

  it('while one given as `href` keeps the icon', () => {
    for (const part of [navbar(), footer()]) expect(linkOf(part, 'Source')).toContain('<svg');
  });
});
