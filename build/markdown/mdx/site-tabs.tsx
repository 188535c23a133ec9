/**
 * A site's own `src/theme/Tabs` and `TabItem` (swizzled): Docusaurus renders MDX's tabs with them,
 * and when they render only the selected tab on the server (supertokens' TabItem is Radix's
 * `Tabs.Content`, which renders its children only when selected), Docusaurus never collects the
 * links of the other tabs. This build draws its own tabs, all of them; which ones the site's would
 * render is asked of them once per version of their code, by rendering two tabs (the first
 * selected), plain and `lazy`. Tabs whose packages are not installed stand in for their children
 * (imports.ts) and so show both: their links are checked.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CACHE_DIR } from '../../node-bundle.mjs';
import { bundlingOptions, siteRequire, type ImportContext } from './imports.ts';
import { siteThemeFile } from './site-theme.ts';
import { loadSiteCode } from './site-code.ts';

/** Which tabs the site's own render on the server: only the selected one, without and with `lazy`. */
export interface SiteTabs {
  plain: boolean;
  lazy: boolean;
}

const FIRST = 'first-tab-\uE042';
const SECOND = 'second-tab-\uE042';
const asked = new WeakMap<object, SiteTabs | undefined>();
const ENTRY = "export { default as Tabs } from '@site/src/theme/Tabs';\nexport { default as TabItem } from '@site/src/theme/TabItem';\n";

/**
 * Both components in one bundle, so that the context one gives the other is one: an entry file in the
 * build's own cache folder, beside its other bundles (the build writes nothing into the site), one per
 * site folder, kept for the next build. It was in the OS temp folder, which nothing cleaned. One
 * written by another version of the generator, with other text, is written again.
 */
function entryFile(siteDir: string): string {
  const dir = path.join(CACHE_DIR, `site-tabs.${createHash('sha256').update(siteDir).digest('hex').slice(0, 12)}`);
  const file = path.join(dir, 'tabs.js');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== ENTRY) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, ENTRY);
  }
  return file;
}

function selectedOnly(tabs: unknown, item: unknown, lazy: boolean): boolean {
  const tab = (value: string, text: string) => createElement(item as never, { value, label: value }, text);
  const html = renderToStaticMarkup(createElement(tabs as never, lazy ? { lazy } : {}, tab('first', FIRST), tab('second', SECOND)));
  return html.includes(FIRST) && !html.includes(SECOND);
}

/** What the site's own Tabs render on the server; undefined when it has not both, or they cannot render (Docusaurus's own rules then). */
export async function siteTabs(ctx: ImportContext): Promise<SiteTabs | undefined> {
  if (!ctx.siteDir || !siteThemeFile('Tabs', ctx) || !siteThemeFile('TabItem', ctx)) return undefined;
  // Quiet: what the site's tabs import is reported where a page imports it, not for this question.
  const quiet: ImportContext = { ...ctx, warn: () => undefined, css: () => undefined };
  let code;
  try {
    code = await loadSiteCode(entryFile(ctx.siteDir), ctx.siteDir, ctx.imageUrl, siteRequire(quiet), bundlingOptions(ctx));
  } catch {
    return undefined;
  }
  const { Tabs, TabItem } = code.exports as { Tabs?: unknown; TabItem?: unknown };
  if (typeof TabItem !== 'function' || !Tabs) return undefined;
  if (asked.has(TabItem)) return asked.get(TabItem);
  let answer: SiteTabs | undefined;
  try {
    answer = { plain: selectedOnly(Tabs, TabItem, false), lazy: selectedOnly(Tabs, TabItem, true) };
  } catch {
    answer = undefined;
  }
  asked.set(TabItem, answer);
  return answer;
}
