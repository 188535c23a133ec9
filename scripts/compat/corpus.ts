/**
 * The compatibility corpus: public Docusaurus sites listed in corpus.json by repository, commit and
 * the folder of their config, never their content. A site is built from a folder of its own under
 * the folder the user names (`--sites DIR`, one sub-folder per site name); `--from DIR` fills the
 * missing ones from bare git directories (`DIR/<owner>+<name>/repo` or `DIR/<owner>+<name>`) at the
 * listed commit.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cloneHistory, fetchHint, gitDir, treeFiles } from './git.ts';
import { type Source, serveSources } from './sources.ts';
import { installTools, nodeTool, type Tool, toolsFolder, withTools } from './tools.ts';
import { whyFailed } from './why-failed.ts';
import { writeSubmodules, writeTree } from './write-tree.ts';

export interface CorpusSite {
  name: string;
  /** GitHub `owner/name`. */
  repo: string;
  commit: string;
  /** The folder of docusaurus.config.*, relative to the repository. */
  folder: string;
  /** What to check out when not the whole repository (the config folder and a docs folder beside it). */
  paths?: string[];
  /**
   * The submodules the site's build reads, by path from the repository root (one inside another by
   * its whole path, listed with its parent): each checked out at the commit its parent pins, from
   * its repository's bare directory under `--from`, as `git submodule update --init` would; the
   * others are not written (a clone's are empty folders until initialised).
   */
  submodules?: string[];
  /** The major version of `@docusaurus/core` in its package.json. */
  docusaurus: number;
  shape: string;
  /** A step the site's own `build` script runs first (to make content or code its build reads). */
  prebuild?: Prebuild;
  /** A folder whose files the site's build copies over the repository root first (`cp -r nodejs/* .`), which the checkout does too. */
  overlay?: string;
  /**
   * The command that installs the site's packages, for a site whose config loads them itself (a
   * plugin it patches, a package it requires at load time): run once, in the config's folder,
   * when `node_modules` is not there, as any Docusaurus user has run it before building.
   */
  install?: string;
  /**
   * The options the site's own `build` script gives `docusaurus build` that change what it builds
   * (`--locale en`: electron builds its default locale alone), passed to this build as written.
   */
  buildArgs?: string[];
  /**
   * Variables the site's config needs set to load, as its deploy sets them (osmosis's public
   * search key: its config stops without it), given to the build's environment.
   */
  env?: Record<string, string>;
  /**
   * Programs the site's pre-build step and build run that this machine lacks and the npm registry
   * ships (flow's remark plugin spawns `flow`: `flow-bin` of the release its commit is), installed
   * outside the site (tools.ts) and put first on their PATH, as the site's CI puts its own there.
   */
  tools?: Tool[];
  /**
   * Whether the checkout has the repository's history, as a user's clone has, for a site whose own plugins run Docusaurus's content
   * plugins, which read each file's last update from git (hami's re-export of plugin-content-docs: Docusaurus stops without a repository).
   */
  history?: boolean;
  /**
   * Why Docusaurus itself cannot build the site on this machine either (a package the registry
   * here does not have, a source that cannot be fetched, MDX its own compiler refuses), checked
   * with Docusaurus's own tools; the table counts such sites apart from the others.
   */
  notHere?: string;
}

export interface Prebuild {
  /** What the step does, and why the corpus does not run it when `run` is absent (it needs more network than the npm registry). */
  note: string;
  /** The command, run in the config's folder after `install`, once: it is done when all it `makes` exists. */
  run?: string;
  /** The files or folders the step makes, relative to the config's folder: it runs while one of them is missing. */
  makes?: string | string[];
  /** Other repositories the step clones, served to it from `--from` (sources.ts). */
  sources?: Source[];
  /**
   * The Node major the step needs when it is newer than this machine's (pixijs's scripts run
   * TypeScript with type stripping, Node 23.6+; its .nvmrc asks for 24): Node from the npm
   * registry is first on the step's PATH. The install before it and the build keep this Node.
   */
  node?: number;
}

export function readCorpus(file: string): CorpusSite[] {
  const { sites } = JSON.parse(readFileSync(file, 'utf8')) as { sites: CorpusSite[] };
  const names = new Set<string>();
  for (const site of sites) {
    // Not starting with a dot: `.tools` beside the sites is the runner's (tools.ts).
    if (!/^[\w-][\w.-]*$/.test(site.name) || names.has(site.name)) throw new Error(`${file}: site name "${site.name}" must be unique and a plain folder name, not starting with a dot.`);
    if (!/^[0-9a-f]{40}$/.test(site.commit)) throw new Error(`${file}: site "${site.name}" needs the full 40-digit commit it was listed at.`);
    if (site.buildArgs && !(Array.isArray(site.buildArgs) && site.buildArgs.every((a) => typeof a === 'string'))) throw new Error(`${file}: site "${site.name}" buildArgs must be a list of strings, as its build script writes them ("--locale", "en").`);
    if (site.env && (typeof site.env !== 'object' || Array.isArray(site.env) || !Object.values(site.env).every((v) => typeof v === 'string'))) throw new Error(`${file}: site "${site.name}" env must be an object of strings ({ "NAME": "value" }).`);
    if (site.prebuild?.run && !site.prebuild.makes) throw new Error(`${file}: site "${site.name}" runs prebuild "${site.prebuild.run}": name what it makes (prebuild.makes), so that a second run skips it.`);
    if (site.prebuild?.node !== undefined && !Number.isInteger(site.prebuild.node)) throw new Error(`${file}: site "${site.name}" prebuild.node must be the Node major its step needs, a whole number (24).`);
    if (site.submodules?.some((dir) => typeof dir !== 'string' || !dir || dir.split('/').some((part) => !part || part === '.' || part === '..'))) throw new Error(`${file}: site "${site.name}" submodules must be paths inside the repository, as .gitmodules writes them ("runtime/jacdac-c").`);
    for (const tool of site.tools ?? []) {
      if (![tool.package, tool.version, tool.bin].every((v) => typeof v === 'string' && v)) throw new Error(`${file}: site "${site.name}" lists a tool without its package, version and bin ({ "package": "flow-bin", "version": "0.329.0", "bin": "flow-linux64-v0.329.0" }).`);
    }
    for (const source of site.prebuild?.sources ?? []) {
      if (!/^[\w.-]+\/[\w.-]+$/.test(source.repo) || !/^[0-9a-f]{40}$/.test(source.commit)) throw new Error(`${file}: site "${site.name}" lists source "${source.repo}" at "${source.commit}": name it as owner/name at its full 40-digit commit.`);
    }
    names.add(site.name);
  }
  return sites;
}

/** The folder that holds a checked-out site's config. */
export function siteFolder(sitesDir: string, site: CorpusSite): string {
  return path.join(sitesDir, site.name, site.folder);
}

/**
 * The environment a site's own commands run in: this process's, without the log level of an npm
 * that started the runner (`npm run --silent compat` sets `npm_config_loglevel=silent`), which
 * would silence the site's `npm ci` too, and with it why it failed.
 */
function siteEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.npm_config_loglevel;
  return env;
}

/** Why a command failed: its first error line, or how it ended when it printed nothing. */
const failure = (run: { stdout: string; stderr: string; status: number | null; signal: NodeJS.Signals | null }) =>
  whyFailed(run.stderr || run.stdout) || (run.signal ? `stopped by ${run.signal}, no output` : `exit ${run.status}, no output`);

/** Installs the site's packages when it needs them and has none yet; returns why that failed, or undefined. */
export function install(site: CorpusSite, sitesDir: string): string | undefined {
  const folder = siteFolder(sitesDir, site);
  if (!site.install || existsSync(path.join(folder, 'node_modules'))) return undefined;
  process.stderr.write(`${site.name}: ${site.install}\n`);
  const run = spawnSync(site.install, { cwd: folder, shell: true, encoding: 'utf8', maxBuffer: 1 << 28, env: siteEnv() });
  if (run.status === 0) return undefined;
  rmSync(path.join(folder, 'node_modules'), { recursive: true, force: true });
  return `install failed (${site.install}): ${failure(run)}`;
}

/**
 * Runs the site's pre-build step when it has one the corpus can run and its output is not there
 * yet, with the other repositories it clones served from `from`; returns why that failed, or
 * undefined. A failed step's output is removed, so the next run tries it again rather than
 * building from half of it.
 */
export function prebuild(site: CorpusSite, sitesDir: string, from?: string): string | undefined {
  const step = site.prebuild;
  if (!step?.run || !step.makes) return undefined;
  const folder = siteFolder(sitesDir, site);
  const makes = [step.makes].flat();
  if (makes.every((file) => existsSync(path.join(folder, file)))) return undefined;
  const tools = [...(step.node ? [nodeTool(step.node)] : []), ...(site.tools ?? [])];
  const notInstalled = installTools(tools, toolsFolder(sitesDir));
  if (notInstalled) return `prebuild not run: ${notInstalled}`;
  const served = serveSources(step.sources ?? [], from);
  if (typeof served === 'string') return `prebuild not run: ${served}`;
  process.stderr.write(`${site.name}: ${step.run}\n`);
  const run = spawnSync(step.run, { cwd: folder, shell: true, encoding: 'utf8', maxBuffer: 1 << 28, env: siteEnv({ ...served.env, ...withTools(tools, toolsFolder(sitesDir)) }) });
  served.dispose();
  const absent = makes.filter((file) => !existsSync(path.join(folder, file)));
  if (run.status === 0 && !absent.length) return undefined;
  for (const file of makes) rmSync(path.join(folder, file), { recursive: true, force: true });
  const why = run.status === 0 ? `it did not make ${absent.join(', ')}` : failure(run);
  return `prebuild failed (${step.run}): ${why}`;
}

/**
 * Makes a checked-out site ready to build: its install, then its pre-build step. A failed install
 * does not stop it: the build reads a site without its packages (each one a stand-in, with a
 * warning), as it reads every site the corpus lists without `install`, so the site is still built,
 * without them (a half-made `node_modules` is removed), and `installFailed` says why, for the
 * table. A failed pre-build step leaves it unbuilt (`skipped`): what the step makes is the site's
 * content or code.
 */
export function prepare(site: CorpusSite, sitesDir: string, from?: string): { skipped?: string; installFailed?: string } {
  const installFailed = install(site, sitesDir);
  const skipped = installTools(site.tools ?? [], toolsFolder(sitesDir)) ?? prebuild(site, sitesDir, from);
  return { ...(skipped && { skipped }), ...(installFailed && { installFailed }) };
}

/** What the site's build adds to its environment: the variables its deploy sets, and its tools first on PATH (installed by `prepare`). */
export function buildEnv(site: CorpusSite, sitesDir: string): Record<string, string> {
  return { ...site.env, ...withTools(site.tools ?? [], toolsFolder(sitesDir)) };
}

/**
 * Marks a checkout's root as its repository's root, as a clone's `.git` marks it: the build reads
 * and publishes the files of the site's repository, wherever they are in it (build/content/readable.ts).
 * A `.git` folder with only its HEAD, which the build takes for a clone's and git itself passes over,
 * as it has no objects or refs (the checkout has no history, as before); written into an empty `.git`
 * folder (the marker of an older runner), never over any other `.git` (a file, a real clone's folder).
 */
function markRepository(target: string): void {
  const git = path.join(target, '.git');
  const stat = lstatSync(git, { throwIfNoEntry: false });
  if (stat && !(stat.isDirectory() && readdirSync(git).length === 0)) return;
  mkdirSync(git, { recursive: true });
  writeFileSync(path.join(git, 'HEAD'), 'ref: refs/heads/main\n');
}

/** Checks the site out from `from` unless its folder exists; returns why it could not, or undefined. */
export function checkout(site: CorpusSite, sitesDir: string, from: string | undefined): string | undefined {
  const target = path.join(sitesDir, site.name);
  if (existsSync(siteFolder(sitesDir, site))) {
    markRepository(target);
    return undefined;
  }
  const git = from && gitDir(from, site.repo);
  if (!from || !git) return `not fetched: ${fetchHint(site.repo)}`;
  rmSync(target, { recursive: true, force: true });
  try {
    if (site.history) cloneHistory(git, site.commit, target);
    const missing = writeTree(git, site.commit, site.paths ?? [], target);
    const submodules = writeSubmodules({ dir: '', repo: site.repo, git, commit: site.commit }, site.submodules ?? [], from, target);
    if (typeof submodules === 'string') throw new Error(submodules);
    missing.push(...submodules);
    markRepository(target);
    if (site.overlay) cpSync(path.join(target, site.overlay), target, { recursive: true });
    if (missing.length) process.stderr.write(`${site.name}: ${missing.length} files the snapshot lacks are written empty, e.g. ${missing.slice(0, 3).join(', ')}\n`);
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    return `checkout failed: ${(error as Error).message.split('\n')[0]}`;
  }
  return existsSync(siteFolder(sitesDir, site)) ? undefined : `checkout failed: ${site.folder} is not in ${site.repo} at ${site.commit}`;
}
