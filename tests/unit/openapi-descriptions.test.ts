/**
 * The OpenAPI theme's schemas, drawn at build time inside BrowserOnly, draw each property's
 * description with its `@theme/Markdown` (react-markdown, a new processor each call) and name their
 * oneOf tabs with Math.random. pan.dev's 17,000 API pages repeat the same descriptions across pages
 * and versions: made anew for each, they cost 2.5x the build's CPU and 3.5x its memory; with random
 * ids, two builds of one site differed.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../build/docusaurus/map-config.ts';
import { renderSiteDoc } from '../helpers/render-mdx-page.ts';

const fixture = path.join(import.meta.dirname, '../fixtures/mdx-theme-package');
const siteDir = mkdtempSync(path.join(tmpdir(), 'openapi-descriptions-'));
cpSync(path.join(fixture, 'theme-package'), path.join(siteDir, 'node_modules/fixture-theme'), { recursive: true });
cpSync(path.join(fixture, 'react-markdown'), path.join(siteDir, 'node_modules/react-markdown'), { recursive: true });
writeFileSync(path.join(siteDir, 'package.json'), '{ "name": "site", "private": true }\n');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const CALLS = Symbol.for('fixture-react-markdown-calls');
const calls = () => ((globalThis as Record<symbol, number | undefined>)[CALLS] ?? 0);
const themeDirs = mapDocusaurusConfig({ title: 'T', url: 'https://t.example', themes: ['fixture-theme'] }, siteDir).themeDirs;
const render = (markdown: string) => renderSiteDoc(markdown, path.join(siteDir, 'docs/page.mdx'), path.join(siteDir, 'docs'), { site: { baseUrl: '/', siteConfig: {} }, siteDir, isMdx: () => true, themeDirs });
const page = (descriptions: string[][]) => `import SchemaDescriptions from "@theme/SchemaDescriptions";\n\n${descriptions.map((d) => `<SchemaDescriptions descriptions={${JSON.stringify(d)}} />\n`).join('\n')}`;

describe("the OpenAPI theme's descriptions drawn at build time", () => {
  it('are made by react-markdown once a text, on every page of a thread, and each is drawn where it is used', async () => {
    const before = calls();
    const first = await render(page([['Same text.', 'Same text.', 'Other text.']]));
    expect(first.warnings).toEqual([]);
    expect(first.html).toMatch(/<div data-tabs="\w+"><p><em>Same text.<\/em><\/p><p><em>Same text.<\/em><\/p><p><em>Other text.<\/em><\/p><\/div>/);
    expect(calls() - before).toBe(2);
    const second = await render(page([['Other text.', 'Third text.']]));
    expect(second.html).toMatch(/<p><em>Other text.<\/em><\/p><p><em>Third text.<\/em><\/p>/);
    expect(calls() - before).toBe(3);
  });

  it("name their tabs from the page's own Math.random sequence: each tab apart on a page, the same in every build", async () => {
    const source = page([['A.'], ['B.']]);
    const ids = (html: string) => [...html.matchAll(/data-tabs="(\w+)"/g)].map((m) => m[1]);
    const first = ids((await render(source)).html);
    expect(first).toHaveLength(2);
    expect(first[0]).not.toBe(first[1]);
    expect(ids((await render(source)).html)).toEqual(first);
  });
});
