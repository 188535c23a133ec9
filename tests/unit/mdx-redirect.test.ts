/**
 * `<Redirect to>` of `@docusaurus/router` in a doc sends the reader on, as Docusaurus's hydrated
 * page does (its server HTML draws nothing for it): the doc's page gets a refresh to the target,
 * a relative path resolved from the page's path as react-router's history resolves it. rotorflight's
 * moved configurator pages (8 docs) showed a title and nothing else, with a warning that Redirect
 * "is not provided by this build".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { redirectTarget } from '../../build/markdown/mdx/redirect.tsx';
import { FIXTURES, ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let fixture: TempSite;
let result: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  fixture = tempSite('');
  result = await build({ root: ROOT, contentDir: path.join(FIXTURES, 'docusaurus-mdx-redirect'), outDir: fixture.out });
}, 120_000);
afterAll(() => fixture.cleanup());

const page = (route: string) => readFileSync(path.join(fixture.out, route, 'index.html'), 'utf8');
const refresh = (html: string) => /<meta http-equiv="refresh" content="([^"]*)"/.exec(html)?.[1];

describe('a <Redirect> in a doc', () => {
  it('gives its page a refresh to the target, resolved from the page', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(refresh(page('docs/configurator/tabs/gyro'))).toBe('0; url=/docs/setup/rpm-filters');
    expect(refresh(page('docs/moved'))).toBe('0; url=/docs/setup/rpm-filters#filters');
  });

  it('draws nothing where it stands, and the rest of the doc stays', () => {
    expect(page('docs/moved')).toContain('This page moved.');
    expect(page('docs/moved')).not.toMatch(/<Redirect|\[object Object\]/);
  });

  it('leaves the pages without one alone', () => {
    expect(refresh(page('docs/intro'))).toBeUndefined();
    expect(refresh(page('docs/setup/rpm-filters'))).toBeUndefined();
  });
});

describe('redirectTarget', () => {
  it('resolves a relative path from the page, as history does, and keeps the others', () => {
    expect(redirectTarget('../../setup/rpm-filters', '/docs/configurator/tabs/gyro')).toBe('/docs/setup/rpm-filters');
    expect(redirectTarget('other', '/docs/a/')).toBe('/docs/a/other');
    expect(redirectTarget('/docs/x?y=1#z', '/docs/a')).toBe('/docs/x?y=1#z');
    expect(redirectTarget('https://example.org/x', '/docs/a')).toBe('https://example.org/x');
  });
});
