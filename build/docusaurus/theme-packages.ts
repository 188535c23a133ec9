/**
 * The component folders of the theme packages a Docusaurus config lists in `themes` (or in `plugins`: pluginThemeDir)
 * (docusaurus-theme-openapi-docs, whose generated API pages import `@theme/ParamsDetails`,
 * `@theme/ApiExplorer/MethodEndpoint`...): each package's plugin is called, as Docusaurus calls
 * it, and its `getThemePath()` names the folder where Docusaurus's `@theme/` alias finds them.
 * MDX that imports a `@theme/` module this build does not provide finds it there
 * (markdown/mdx/imports.ts). A package whose plugin Node cannot load (ESM syntax with imports
 * without extensions, which Docusaurus's loader takes: @gorhom/docusaurus-theme's) is read: its
 * `getThemePath()` returning a literal path names the folder as well.
 *
 * A preset's themes are found too, as Docusaurus adds what a preset returns: the theme packages
 * an installed preset's module names, found from the preset's own folder (redocusaurus's
 * docusaurus-theme-redoc, a dependency of the preset's); for a preset not installed
 * (@gorhom/docusaurus-preset, whose module returns @gorhom/docusaurus-theme), the site's own
 * dependencies that are Docusaurus themes (their plugin has a getThemePath, or a `theme` folder).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { obj, type Raw } from './option-values.ts';


/** What a theme's plugin function receives that theme packages read: the site folder and config. */
const context = (raw: Raw, siteDir: string) => ({ siteDir, siteConfig: raw, baseUrl: typeof raw.baseUrl === 'string' ? raw.baseUrl : '/', i18n: { currentLocale: obj(raw.i18n).defaultLocale ?? 'en' }, generatedFilesDir: path.join(siteDir, '.docusaurus') });

/** One theme package's folder of components (none when it has none or cannot be loaded), loaded from the site's own node_modules; `warn` says what of it is used. */
export function themeComponents(name: string, options: Raw, raw: Raw, siteDir: string, warn: (message: string) => void, from?: string): string[] {
  const found = themeDir(name, options, raw, siteDir, from);
  if ('dir' in found) {
    warn(`theme "${name}": its components are drawn where MDX imports them (@theme/...), at build time, without what they do in the browser; its layouts (a docItemComponent) and stylesheets (client modules) are not used.`);
    return [found.dir];
  }
  warn(`theme "${name}" is not supported (${found.why}); pages use the generator's own theme.`);
  return [];
}

/** The folder `getThemePath()` names, or why there is none; the package is looked up from the file `from` (a preset's), else from the site. */
function themeDir(name: string, options: Raw, raw: Raw, siteDir: string, from = path.join(siteDir, 'package.json')): { dir: string } | { why: string } {
  let file: string;
  try {
    file = createRequire(from).resolve(name);
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
    const written = /getThemePath\s*\(\s*\)\s*\{\s*return\s+(['"])([^'"]+)\1/.exec(readFileSync(file, 'utf8'))?.[2];
    const dir = written && path.resolve(path.dirname(file), written);
    if (dir && existsSync(dir) && statSync(dir).isDirectory()) return { dir };
    return { why: `it could not be loaded: ${(error as Error).message.split('\n')[0]}` };
  }
}

/** A package named as a Docusaurus theme (`docusaurus-theme-x`, `@scope/docusaurus-theme`, `@docusaurus/theme-x`). */
const THEME_PACKAGE = /(^|\/)(docusaurus-)?theme(-|$)/;
/** A quoted package name in a module's text. */
const QUOTED_NAME = /(['"`])((?:@[\w.-]+\/)?[\w.-]+)\1/g;

const resolved = (from: string, name: string): string | undefined => {
  try {
    return createRequire(from).resolve(name);
  } catch {
    return undefined;
  }
};

/** Whether the installed package is a Docusaurus theme: its module has a `getThemePath`, or a `theme` folder lies beside it. */
function isTheme(file: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes('getThemePath') || statSync(path.join(path.dirname(file), 'theme')).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The theme folder of a package the config lists under `plugins`, found without calling its plugin
 * (a plugin's factory given this build's stand-in context may throw, as @docusaurus/plugin-pwa's does,
 * or write into the site): the folder its `getThemePath()` returns as written, else a `theme` folder
 * beside its module (docusaurus-theme-openapi-docs's lib/theme); none when the package has neither.
 */
export function pluginThemeDir(name: string, siteDir: string): string | undefined {
  const file = resolved(path.join(siteDir, 'package.json'), name);
  if (!file) return undefined;
  const written = /getThemePath\s*\(\s*\)\s*\{\s*return\s+(['"])([^'"]+)\1/.exec(readFileSync(file, 'utf8'))?.[2];
  return [written && path.resolve(path.dirname(file), written), path.join(path.dirname(file), 'theme')].find((dir): dir is string => !!dir && isDirectory(dir));
}

const isDirectory = (dir: string) => existsSync(dir) && statSync(dir).isDirectory();

/** A preset's theme: its name, the preset's `theme` options, and the file its package is looked up from. */
export interface PresetTheme {
  name: string;
  options: Raw;
  from: string;
}

/**
 * The theme packages that `presets` bring and the config does not list itself in `themes` or
 * `plugins` (`listed`), each with the preset's `theme` options.
 */
export function presetThemes(presets: { name: string; options: Raw }[], listed: string[], siteDir: string): PresetTheme[] {
  const site = path.join(siteDir, 'package.json');
  const own = (name: string) => THEME_PACKAGE.test(name) && !name.startsWith('@docusaurus/') && !listed.includes(name);
  return presets.flatMap((preset) => {
    if (/^(@docusaurus\/preset-)?classic$/.test(preset.name)) return [];
    const options = obj(preset.options.theme);
    const file = resolved(site, preset.name);
    if (file) {
      const names = new Set([...readFileSync(file, 'utf8').matchAll(QUOTED_NAME)].map((m) => m[2]).filter(own));
      return [...names].filter((name) => resolved(file, name)).map((name) => ({ name, options, from: file }));
    }
    let manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> } = {};
    try {
      manifest = JSON.parse(readFileSync(site, 'utf8'));
    } catch {
      return [];
    }
    return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter((name) => own(name) && isTheme(resolved(site, name) ?? ''))
      .map((name) => ({ name, options, from: site }));
  });
}
