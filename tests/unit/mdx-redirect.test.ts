/**
 * `<Redirect to>` of `@docusaurus/router` in a doc sends the reader on, as Docusaurus's hydrated
 * page does (its server HTML draws nothing for it): the doc's page gets a refresh to the target,
 * a relative path resolved from the page's path as react-router's history resolves it. rotorflight's
 * moved configurator pages (8 docs) showed a title and nothing else, with a warning that Redirect
 * "is not provided by this build".
 */
import { existsSync, readFileSync } from 'node:fs';
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
  it('resolves a relative path from the page, as history does, and keeps a path from the root', () => {
    expect(redirectTarget('../../setup/rpm-filters', '/docs/configurator/tabs/gyro')).toBe('/docs/setup/rpm-filters');
    expect(redirectTarget('other', '/docs/a/')).toBe('/docs/a/other');
    expect(redirectTarget('/docs/x?y=1#z', '/docs/a')).toBe('/docs/x?y=1#z');
  });

  it("reads a URL with a scheme as a path from the page's folder, as history v4's resolve-pathname does: a Redirect never leaves the site", () => {
    expect(redirectTarget('https://example.org/x?a=1#b', '/docs/a')).toBe('/docs/https://example.org/x?a=1#b');
    expect(redirectTarget('mailto:someone@example.org', '/docs/a/')).toBe('/docs/a/mailto:someone@example.org');
  });
});

describe('a <Redirect> to a URL with a scheme', () => {
  let site: TempSite;
  let scheme: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    site = tempSite('docusaurus-mdx-redirect');
    site.write('docs/away.mdx', "---\ntitle: Away\n---\n\nimport { Redirect } from '@docusaurus/router';\n\n<Redirect to=\"https://example.org/x\" />\n");
    site.write('docs/bad.mdx', "---\ntitle: Bad\n---\n\nimport { Redirect } from '@docusaurus/router';\n\nText.\n\n<Redirect to=\" JavaScript:alert(document.cookie)\" />\n");
    site.write('docs/worse.mdx', "---\ntitle: Worse\n---\n\nimport { Redirect } from '@docusaurus/router';\n\n<Redirect to=\"vbscript:msgbox(1)\" />\n");
    site.write('docs/data.mdx', "---\ntitle: Data\n---\n\nimport { Redirect } from '@docusaurus/router';\n\n<Redirect to={{ pathname: 'data:text/html,<b>x</b>' }} />\n");
    scheme = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  }, 120_000);
  afterAll(() => site.cleanup());

  it('refuses javascript: (and vbscript:, data:) with an error naming file and line, and publishes nothing', () => {
    const messages = scheme.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('bad.mdx'))).toEqual([expect.stringMatching(/docs\/bad\.mdx:9: error: <Redirect to=" JavaScript:alert\(document\.cookie\)"> names a URL that runs code .*Give a path of the site/)]);
    expect(messages.filter((m) => /(worse|data)\.mdx/.test(m))).toEqual([expect.stringMatching(/docs\/data\.mdx:7: error: <Redirect to="data:text\/html,<b>x<\/b>"> names a URL that runs code/), expect.stringMatching(/docs\/worse\.mdx:7: error: <Redirect to="vbscript:msgbox\(1\)"> names a URL that runs code/)]);
    expect(existsSync(site.out)).toBe(false);
  });

  it('sends a https: URL to the path of the site react-router reads in it, with a warning', () => {
    const messages = scheme.diagnostics.map(formatDiagnostic);
    expect(messages.filter((m) => m.includes('away.mdx'))).toEqual([expect.stringMatching(/docs\/away\.mdx:7: warning: <Redirect to="https:\/\/example\.org\/x"> goes to \/docs\/https:\/\/example\.org\/x, a path of this site/)]);
  });
});
