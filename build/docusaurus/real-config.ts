/**
 * The config as it runs with the site's installed packages: the functions it gives (remark
 * plugins, a docs instance's `sidebarItemsGenerator`) and the values they compute (`customFields`,
 * redirects) are taken from it. The first reading of the config, with every package a stand-in,
 * names them; this second import runs only when one of them is asked for, and once.
 */
import { importSiteModule, siteModuleFacts } from './import-module.ts';
import { standInPackage } from './stand-in-package.ts';
import { installStamp } from './install-stamp.ts';
import { mapDocusaurusConfig, type MappedConfig } from './map-config.ts';
import { BuildError } from '../diagnostics.ts';
import type { Raw } from './option-values.ts';

/** Each content instance's options by key (`docs:<id>`, `blog:<id>`, `pages`, `redirects:<n>`) and the config's `customFields` (key `customFields`), or why the config could not be imported so. */
export type RealOptions = () => Promise<Map<string, Raw> | { failure: string }>;

/** Each content instance's options by its key: `docs:<id>`, `blog:<id>` and `pages`. */
export function instanceOptions(mapped: MappedConfig): [string, Raw][] {
  return [
    ...mapped.docsInstances.map((d) => [`docs:${d.id}`, d.options] as [string, Raw]),
    ...mapped.blogInstances.map((b) => [`blog:${b.id}`, b.options] as [string, Raw]),
    ...(mapped.pagesOptions ? [['pages', mapped.pagesOptions] as [string, Raw]] : []),
    ...mapped.redirects.map((r, i) => [`redirects:${i}`, r] as [string, Raw]),
  ];
}

/** Whether a value of the first reading holds what a stand-in package gave (the result of calling one of its functions). */
function holdsStandIn(value: unknown, seen = new Set<object>()): boolean {
  if (typeof value === 'function' && standInPackage(value)) return true;
  if (!value || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((item) => holdsStandIn(item, seen));
}

/**
 * The client-redirects options as the config gives them with the site's installed packages, when
 * the first reading's hold a stand-in's value: ziti's `{ to: docUrl(openziti, '/how-to-guides/zac') }`
 * calls its theme package's docUrl, and the stand-in's answer is no path. As they were otherwise.
 */
export async function realRedirects(redirects: Raw[], real: RealOptions): Promise<Raw[]> {
  if (!redirects.some((options) => holdsStandIn(options))) return redirects;
  const loaded = await real();
  return 'failure' in loaded ? redirects : redirects.map((options, i) => loaded.get(`redirects:${i}`) ?? options);
}

export function realOptions(configPath: string, configFile: string, siteDir: string): RealOptions {
  let loading: ReturnType<RealOptions> | undefined;
  return () =>
    (loading ??= importSiteModule(configPath, configFile, siteDir, true, true).then(
      (raw) => new Map([...instanceOptions(mapDocusaurusConfig(raw as Raw, siteDir)), ['customFields', (raw as Raw).customFields as Raw]]),
      (error: unknown) => ({ failure: error instanceof BuildError ? error.diagnostics.map((d) => d.message).join(' ') : (error as Error).message }),
    ));
}

/**
 * A module of the site's config (the config, its sidebars file) read as the config first is, every
 * package a stand-in; one that cannot be read so is read with the site's installed packages, as
 * Docusaurus reads it (trpc's config and sidebars parse process.env with zod when they are read,
 * and throw "Can't happen" on what a stand-in gives). When that fails too, the first reading's
 * error, which names the packages that are not installed when that reading's bundle stood one in
 * (through any local module it imports): the error alone names none. Where nothing stood in, the
 * second reading's error: it is the module's own, which installing nothing helps (the first
 * reading's would be what a stand-in made it do).
 */
export async function readSiteModule(file: string, display: string, siteDir: string, call = false): Promise<unknown> {
  try {
    return await importSiteModule(file, display, siteDir, call);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    return importSiteModule(file, display, siteDir, call, true).catch(async (installed: unknown) => {
      const { standIns } = await siteModuleFacts(file, display, siteDir, true).catch(() => ({ standIns: [] }));
      return Promise.reject(standIns.length ? withoutPackages(error, standIns) : installed);
    });
  }
}

/**
 * The config itself, read as `readSiteModule` reads it; a config that a package writes
 * (`module.exports = configure({...})`: microsoft/docusaurus-plugins's and devicescript's websites,
 * with @rise4fun/docusaurus-plugin-rise4fun) is a stand-in when read without packages, so it is read
 * again with the site's installed packages, as Docusaurus reads it; without them, the stand-in's error stands.
 * So is a config one of whose fields a package computes (Cadence-Docs' `url: envReplace('${CADENCE_DOCS_URL:-https://cadenceworkflow.io}', process.env)`,
 * with @pnpm/config.env-replace): the stand-in's answer is no URL, so those fields are taken from a
 * reading with the installed packages; the rest stays the first reading's.
 */
export async function readConfigModule(file: string, display: string, siteDir: string): Promise<unknown> {
  const raw = await readSiteModule(file, display, siteDir, true);
  if (standInPackage(raw)) return importSiteModule(file, display, siteDir, true, true).catch(() => raw);
  const computed = raw && typeof raw === 'object' ? Object.keys(raw).filter((key) => standInPackage((raw as Raw)[key])) : [];
  if (!computed.length || installStamp(siteDir) === 'none') return raw;
  const real = (await importSiteModule(file, display, siteDir, true, true).catch(() => undefined)) as Raw | undefined;
  return real ? { ...(raw as Raw), ...Object.fromEntries(computed.map((key) => [key, real[key]])) } : raw;
}

/**
 * A sidebars module, read as `readSiteModule` reads it. One whose items hold what a package made
 * (docusaurus-openapi-docs's `versionSelector()` gives an html item's `value`) holds stand-ins
 * there, so it is read again with the site's installed packages, as Docusaurus reads it; without
 * them, the first reading stands, and the sidebar's check names the package to install.
 */
export async function readSidebarsModule(file: string, display: string, siteDir: string): Promise<unknown> {
  const raw = await readSiteModule(file, display, siteDir);
  if (!holdsStandIn(raw) || installStamp(siteDir) === 'none') return raw;
  return importSiteModule(file, display, siteDir, false, true).catch(() => raw);
}

function withoutPackages(error: BuildError, packages: string[]): BuildError {
  const named = packages.map((name) => `"${name}"`).join(', ');
  const advice = ` It ran without ${packages.length === 1 ? 'the package' : 'the packages'} ${named}, not installed in the site: each is a stand-in. Install the site's packages (npm ci, yarn install or pnpm install in the site folder) and build again.`;
  return new BuildError(error.diagnostics.map((d) => (/^loading it failed/.test(d.message) ? { ...d, message: d.message + advice } : d)));
}

/**
 * The config's `customFields`, which the site's React pages read, as Docusaurus computes them, with
 * the site's installed packages: prettier's fills its users and editors from YAML with the `yaml`
 * package, which the first reading, every package a stand-in, turns into stand-ins, and its users
 * page failed on `users.map`. Taken from the one reading with the packages (`real`), only when they
 * are installed and the first reading holds a stand-in there; without them the first reading's, and
 * when that reading fails, the first reading's with a warning saying why.
 */
export async function installedCustomFields(raw: Raw, real: RealOptions, siteDir: string): Promise<{ raw: Raw; warning?: string }> {
  if (!holdsStandIn(raw.customFields) || installStamp(siteDir) === 'none') return { raw };
  const loaded = await real();
  if ('failure' in loaded) return { raw, warning: `customFields are read without the site's installed packages (the React pages reading them may fail): the config, loaded with them, fails (${loaded.failure}).` };
  return { raw: { ...raw, customFields: loaded.get('customFields') } };
}
