/**
 * The site's own theme components (`src/theme/`, swizzled) that an MDX document is drawn with:
 * its MDXComponents, the parts Docusaurus's MDXComponents take from `@theme/` (Code, Img, Heading...),
 * and a component that wraps Docusaurus's own. Each is looked up once a build, and loaded with the
 * `require` of imports.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ElementType } from 'react';
import { bundlingOptions, reason, resolveFile, siteRequire, type ImportContext } from './imports.ts';
import { loadSiteCode, SITE_CODE } from './site-code.ts';
import { isProvided } from './theme.tsx';
import type { Require } from './module.ts';

/**
 * The file of the site's own `src/theme/<name>` (a swizzled component), if it has one in code.
 * Every MDX document asks for the same names (its MDXComponents and their parts, CodeBlock, Tabs),
 * up to twelve files each: a site with an `MDXComponents` folder spent 4% of its build's CPU
 * (haystack) on those lookups. The answers are kept for the build (`ctx.themeFiles`).
 */
export function siteThemeFile(name: string, ctx: ImportContext): string | undefined {
  if (ctx.themeFiles?.has(name)) return ctx.themeFiles.get(name);
  const file = ctx.siteDir ? resolveFile(`@site/src/theme/${name}`, ctx) : undefined;
  const found = file && SITE_CODE.test(file) ? file : undefined;
  ctx.themeFiles?.set(name, found);
  return found;
}

/**
 * A site's `src/theme/MDXComponents` (what its MDX finds without an import, usually Docusaurus's
 * own spread with its additions), or nothing, with the site's own parts (ownParts).
 */
export async function siteMdxComponents(ctx: ImportContext): Promise<Record<string, unknown>> {
  const file = siteThemeFile('MDXComponents', ctx);
  const listed = file && (await siteThemeExports(file, 'MDXComponents', ctx));
  return ownParts(listed ? ((listed.default as Record<string, unknown> | undefined) ?? listed) : {}, ctx);
}

/** The site's own `src/theme/<name>` when it wraps Docusaurus's (imports `@theme-original/<name>`: kysely's CodeBlock), reaching this build's; else undefined (one that cannot be loaded is reported). */
export async function siteThemeWrapper(name: string, ctx: ImportContext): Promise<ElementType | undefined> {
  const file = siteThemeFile(name, ctx);
  if (!file || !readFileSync(file, 'utf8').includes(`@theme-original/${name}`)) return undefined;
  return (await siteThemeExports(file, name, ctx))?.default as ElementType | undefined;
}

/**
 * The document's `require`, with `@theme/CodeBlock` the site's own CodeBlock where it wraps Docusaurus's, as the theme
 * alias gives the site's `src/theme/` first: it draws the fences (site-elements.ts) and the `<CodeBlock>` the document
 * imports (langchaingo's reads `children.content` of the `{ content, imports }` its Go examples' loaders give).
 */
export async function withSiteCodeBlock(require: Require, specifiers: string[], ctx: ImportContext): Promise<Require> {
  const wrapper = specifiers.includes('@theme/CodeBlock') ? await siteThemeWrapper('CodeBlock', ctx) : undefined;
  return wrapper ? (specifier) => (specifier === '@theme/CodeBlock' ? { __esModule: true, default: wrapper } : require(specifier)) : require;
}

/** The exports of the site's own `src/theme/<name>`; undefined when it cannot be loaded (reported: Docusaurus's is used). */
export async function siteThemeExports(file: string, name: string, ctx: ImportContext): Promise<Record<string, unknown> | undefined> {
  ctx.read(file);
  try {
    const code = await loadSiteCode(file, ctx.siteDir, ctx.imageUrl, siteRequire(ctx), bundlingOptions(ctx));
    if (code.css) ctx.css(code.css);
    return code.exports as Record<string, unknown>;
  } catch (error) {
    ctx.warn(`src/theme/${name}`, `the site's src/theme/${name} could not be loaded (${reason(error)}), so Docusaurus's is used. Fix that file.`);
    return undefined;
  }
}

/** The tags Docusaurus's MDXComponents draws with a part a site may replace with a file of its own (`src/theme/MDXComponents/<part>`); headings with Heading, given their level as `as`. */
const SWIZZLED_PARTS: Record<string, string> = { code: 'Code', a: 'A', img: 'Img', ul: 'Ul', li: 'Li', h1: 'Heading', h2: 'Heading', h3: 'Heading', h4: 'Heading', h5: 'Heading', h6: 'Heading' };

/**
 * Docusaurus's MDXComponents take their parts from @theme/, so a site's swizzled `MDXComponents/Code`
 * (Img: chaos-mesh's captions; Heading, Ul, Li, A) serves its tags where its MDXComponents is Docusaurus's
 * (supertokens' spreads @theme-original/MDXComponents) or it has none, or lists the part (site-code-plugin.ts).
 */
async function ownParts(components: Record<string, unknown>, ctx: ImportContext): Promise<Record<string, unknown>> {
  // One look for the folder: most sites have none, and most pages pay nothing more.
  if (!ctx.siteDir || !existsSync(path.join(ctx.siteDir, 'src/theme/MDXComponents'))) return components;
  const parts = { ...components };
  const loaded = new Map<string, unknown>();
  for (const [tag, part] of Object.entries(SWIZZLED_PARTS)) {
    const file = siteThemeFile(`MDXComponents/${part}`, ctx);
    if (!file || (parts[tag] !== undefined && !isProvided(parts[tag], `@theme/MDXComponents/${part}`))) continue;
    if (!loaded.has(part)) loaded.set(part, (await siteThemeExports(file, `MDXComponents/${part}`, ctx))?.default);
    const own = loaded.get(part) as ElementType | undefined;
    if (!own) continue;
    parts[tag] = part === 'Heading' ? (props: object) => createElement(own, { as: tag, ...props }) : own;
  }
  return parts;
}
