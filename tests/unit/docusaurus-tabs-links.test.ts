/**
 * Links in tabs Docusaurus does not render on the server (tests/fixtures/docusaurus-tabs-links):
 * it checks only the links its server render collects, so those of a `lazy` Tabs' other tabs, or
 * of any Tabs when the site's own swizzled Tabs render only the selected one (supertokens' Radix
 * tabs), are not checked; this build still shows every tab.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { CACHE_DIR } from '../../build/node-bundle.mjs';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { serverRendered, withoutMarks } from '../../build/markdown/mdx/server-rendered.ts';
import { tempSite, ROOT, type TempSite } from '../helpers/fixture.ts';

const sites: TempSite[] = [];
afterAll(() => sites.forEach((s) => s.cleanup()));

/** Builds a copy of the fixture with `files` added; the broken links it reports, and the home page. */
async function built(files: Record<string, string> = {}) {
  const site = tempSite('docusaurus-tabs-links');
  sites.push(site);
  for (const [rel, text] of Object.entries(files)) site.write(rel, text);
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
  expect(result.ok).toBe(true);
  const broken = result.diagnostics.map(formatDiagnostic).flatMap((m) => /install\.mdx:\d+: warning: broken link: no page at "([^"]+)"/.exec(m)?.[1] ?? []);
  return { broken: broken.sort(), home: readFileSync(path.join(site.out, 'index.html'), 'utf8') };
}

const EVERY_LINK = ['/eager-yarn-gone', '/lazy-npm-gone', '/lazy-yarn-gone', '/nested-linux-gone', '/nested-mac-gone'];
const shown = (html: string) => EVERY_LINK.filter((href) => html.includes(`href="${href}"`));

const CONTEXT = "import { createContext } from 'react';\nexport const Selected = createContext(undefined);\n";
const TABS = `import React from 'react';
import { useTabs } from '@docusaurus/theme-common/internal';
import { Selected } from '@site/src/components/selected';
export default function Tabs(props) {
  const { selectedValue, tabValues } = useTabs(props);
  return (
    <div className="site-tabs">
      <ul>{tabValues.map(({ value, label }) => <li key={value}>{label ?? value}</li>)}</ul>
      <Selected.Provider value={selectedValue}>{props.children}</Selected.Provider>
    </div>
  );
}
`;
/** As Radix's Tabs.Content: a tab's children only when it is selected, or every tab's (hidden) when `all`. */
const tabItem = (all: boolean) => `import React, { useContext } from 'react';
import { Selected } from '@site/src/components/selected';
export default function TabItem({ value, children }) {
  const selected = useContext(Selected);
  return <div role="tabpanel" hidden={selected !== value}>{${all ? 'true' : 'selected === value'} ? children : null}</div>;
}
`;

describe('links in tabs', () => {
  it("are checked where Docusaurus's own Tabs render them: every tab, but a lazy Tabs' selected one only (nested too)", async () => {
    const { broken, home } = await built();
    expect(broken).toEqual(['/eager-yarn-gone', '/lazy-yarn-gone', '/nested-mac-gone']);
    expect(shown(home)).toEqual(EVERY_LINK);
    expect(home).not.toMatch(/[\uE040\uE041]/);
  }, 120_000);

  it("are checked in the selected tab only when the site's own Tabs render only that one, and every tab is still shown", async () => {
    const { broken, home } = await built({ 'src/components/selected.js': CONTEXT, 'src/theme/Tabs/index.js': TABS, 'src/theme/TabItem/index.js': tabItem(false) });
    expect(broken).toEqual(['/lazy-yarn-gone', '/nested-mac-gone']);
    expect(shown(home)).toEqual(EVERY_LINK);
  }, 120_000);

  it("are asked of the site's own Tabs through an entry file in the build's cache folder, none left in the OS temp folder", async () => {
    const temp = mkdtempSync(path.join(tmpdir(), 'tabs-tmp-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    try {
      const { broken } = await built({ 'src/components/selected.js': CONTEXT, 'src/theme/Tabs/index.js': TABS, 'src/theme/TabItem/index.js': tabItem(false) });
      expect(broken).toEqual(['/lazy-yarn-gone', '/nested-mac-gone']);
      // The site the test builds is copied into the temp folder too.
      expect(readdirSync(temp).filter((name) => !name.startsWith('site-test-'))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(temp, { recursive: true, force: true });
    }
  }, 120_000);

  it("are asked of the site's own Tabs even where an older generator left another entry file in the cache folder", async () => {
    const site = tempSite('docusaurus-tabs-links');
    sites.push(site);
    for (const [rel, text] of Object.entries({ 'src/components/selected.js': CONTEXT, 'src/theme/Tabs/index.js': TABS, 'src/theme/TabItem/index.js': tabItem(false) })) site.write(rel, text);
    const stale = path.join(CACHE_DIR, `site-tabs.${createHash('sha256').update(path.resolve(site.content)).digest('hex').slice(0, 12)}`, 'tabs.js');
    mkdirSync(path.dirname(stale), { recursive: true });
    writeFileSync(stale, "export const Tabs = () => null;\nexport const TabItem = 'an older entry';\n");
    try {
      const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out });
      const broken = result.diagnostics.map(formatDiagnostic).flatMap((m) => /install\.mdx:\d+: warning: broken link: no page at "([^"]+)"/.exec(m)?.[1] ?? []);
      expect(broken.sort()).toEqual(['/lazy-yarn-gone', '/nested-mac-gone']);
    } finally {
      rmSync(path.dirname(stale), { recursive: true, force: true });
    }
  }, 120_000);

  it("are all checked when the site's own Tabs render every tab, lazy or not", async () => {
    const { broken } = await built({ 'src/components/selected.js': CONTEXT, 'src/theme/Tabs/index.js': TABS, 'src/theme/TabItem/index.js': tabItem(true) });
    expect(broken).toEqual(EVERY_LINK);
  }, 120_000);
});

describe('the HTML the server render has', () => {
  it('leaves out what is marked, marks nesting, and the page keeps all of it without the marks', () => {
    const html = 'a\uE040b\uE040c\uE041d\uE041e\uE040f\uE041g';
    expect(serverRendered(html)).toBe('aeg');
    expect(withoutMarks(html)).toBe('abcdefg');
    expect(serverRendered('plain')).toBe('plain');
  });
});
