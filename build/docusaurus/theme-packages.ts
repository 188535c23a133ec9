/**
 * The component folders of the theme packages a Docusaurus config lists in `themes`
 * (docusaurus-theme-openapi-docs, whose generated API pages import `@theme/ParamsDetails`,
 * `@theme/ApiExplorer/MethodEndpoint`...): each package's plugin is called, as Docusaurus calls
 * it, and its `getThemePath()` names the folder where Docusaurus's `@theme/` alias finds them.
 * MDX that imports a `@theme/` module this build does not provide finds it there
 * (markdown/mdx/imports.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { obj, type Raw } from './option-values.ts';


/** What a theme's plugin function receives that theme packages read: the site folder and config. */
const context = (raw: Raw, siteDir: string) => ({ siteDir, siteConfig: raw, baseUrl: typeof raw.baseUrl === 'string' ? raw.baseUrl : '/', i18n: { currentLocale: obj(raw.i18n).defaultLocale ?? 'en' }, generatedFilesDir: path.join(siteDir, '.docusaurus') });

/** One theme package's folder of components (none when it has none or cannot be loaded), loaded from the site's own node_modules; `warn` says what of it is used. */
export function themeComponents(name: string, options: Raw, raw: Raw, siteDir: string, warn: (message: string) => void): string[] {
  const found = themeDir(name, options, raw, siteDir);
  if ('dir' in found) {
    warn(`theme "${name}": its components are drawn where MDX imports them (@theme/...), at build time, without what they do in the browser; its layouts (a docItemComponent) and stylesheets (client modules) are not used.`);
    return [found.dir];
  }
  warn(`theme "${name}" is not supported (${found.why}); pages use the generator's own theme.`);
  return [];
}

/** The folder `getThemePath()` names, or why there is none. */
function themeDir(name: string, options: Raw, raw: Raw, siteDir: string): { dir: string } | { why: string } {
  let file: string;
  try {
    file = createRequire(path.join(siteDir, 'package.json')).resolve(name);
  } catch {
    return { why: 'it is not installed in the site' };
  }
  try {
    const module = createRequire(file)(file) as { default?: unknown };
    const plugin = (typeof module.default === 'function' ? module.default : module) as (context: unknown, options: Raw) => { getThemePath?: () => string } | undefined;
    const themePath = typeof plugin === 'function' ? plugin(context(raw, siteDir), options)?.getThemePath?.() : undefined;
    if (typeof themePath !== 'string') return { why: 'it has no theme components (getThemePath)' };
    const dir = path.resolve(path.dirname(file), themePath);
    return existsSync(dir) && statSync(dir).isDirectory() ? { dir } : { why: `its theme folder ${path.relative(siteDir, dir)} is not there` };
  } catch (error) {
    return { why: `it could not be loaded: ${(error as Error).message.split('\n')[0]}` };
  }
}
