/**
 * Builds one Docusaurus site folder, unchanged and cold, with `npm run build` (without npm, as
 * the benchmark does) and measures what the corpus table shows: exit code, docs found and pages
 * written per docs instance and version, blog posts found and written per blog instance, warnings by kind, pages showing source syntax
 * (`../shared/tools/leaks.py`), broken links the build did not report, wall time and peak memory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { docsFound } from './docs-found.ts';
import { compareLeaks, type LeakComparison, leakRun } from './leak-pages.ts';
import { brokenLinks, builtPages, htmlPages, normalTarget, reportedTargets, staticHtml } from './out-links.ts';

export interface Diagnostic {
  severity: 'error' | 'warning';
  file?: string;
  line?: number;
  message: string;
}

export interface SiteResult {
  exit: number | null;
  /** Per `instance/version`: docs Docusaurus builds, and those that got a page. */
  docs: { key: string; found: number; written: number; missing: string[] }[];
  /** Per blog instance (its id): posts Docusaurus builds, and those that got a page. */
  posts: { key: string; found: number; written: number; missing: string[] }[];
  /** Why docs could not be counted (the config did not load). */
  docsError?: string;
  pages: number;
  warnings: Map<string, number>;
  errors: Diagnostic[];
  /**
   * `LEAKS n of m` of leaks.py, its lines and the pages it flags; undefined when the build wrote
   * nothing or Python is missing. `docusaurus`: the same pages against Docusaurus's own build of the
   * site, when the runner was given one.
   */
  leaks?: { pages: number; of: number; lines: string[]; flagged: string[]; docusaurus?: LeakComparison };
  /**
   * Link targets that resolve to no file and that the build did not report. `ignored`: the site's
   * `onBrokenLinks: 'ignore'` silences Docusaurus's check too, so these links are broken in its own
   * build as well, unreported. `docusaurus`: with Docusaurus's own build of the site, those of them
   * that resolve there or that no page of it links to (this build's), apart from those broken there too (the site's).
   */
  unreported?: { count: number; examples: string[]; ignored?: boolean; docusaurus?: { count: number; examples: string[] } };
  wallS: number;
  peakMb?: number;
  /** The build's last lines when it printed no report (it crashed). */
  crash?: string;
}

/** A warning's kind: its message with names, paths and numbers taken out, up to its first clause, so that one kind counts every instance. */
export function warningKind(message: string): string {
  const general = message
    // One line: a message that quotes code over several lines would break the table's row.
    .replace(/\s+/g, ' ')
    .replace(/"[^"]*"|`[^`]*`|“[^”]*”/g, '"…"')
    .replace(/[^\s"]*[/\\][^\s"]*/g, '…')
    .replace(/\d+/g, 'N');
  return general.split(/[;:]\s|\.\s|\.$|\s\(/)[0].trim().slice(0, 70);
}

/**
 * leaks.py over the pages the build wrote. HTML copied as it is from a static folder (sequelize's
 * old API reference) is the site's own, which Docusaurus copies the same: when there is any, the
 * tool reads a folder of hard links to the other pages, at their paths. With `docusaurusBuild`
 * (the `build/` folder `docusaurus build` wrote for the same site), the flagged pages are compared
 * with leaks.py's verdict there, route by route.
 */
export function runLeaks(root: string, out: string, copied: Set<string>, work: string, docusaurusBuild?: string): SiteResult['leaks'] {
  const tool = path.resolve(root, '../shared/tools/leaks.py');
  if (!existsSync(tool)) return undefined;
  const pages = builtPages(out, copied);
  let dir = out;
  if (pages.length < htmlPages(out).length) {
    dir = path.join(work, 'built-pages');
    for (const page of pages) {
      const copy = path.join(dir, path.relative(out, page));
      mkdirSync(path.dirname(copy), { recursive: true });
      linkSync(page, copy);
    }
  }
  const leaks = leakRun(tool, dir);
  if (!leaks || !docusaurusBuild) return leaks;
  return { ...leaks, docusaurus: compareLeaks(leaks, tool, docusaurusBuild) };
}

/** Runs `work` with `env` set in this process (the docs count loads the site's config here too), then restores what was there. */
async function withEnv<T>(env: Record<string, string> | undefined, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env ?? {}).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

export async function runSite(root: string, siteDir: string, options: { timeoutMs?: number; args?: string[]; env?: Record<string, string>; docusaurusBuild?: string } = {}): Promise<SiteResult> {
  const work = mkdtempSync(path.join(tmpdir(), 'compat-'));
  const out = path.join(work, 'out');
  const reportFile = path.join(work, 'report.json');
  try {
    const started = performance.now();
    const cli = spawnSync(
      process.execPath,
      ['--import', './scripts/report-rss.mjs', 'build/launch.mjs', 'cli.ts', '--content', siteDir, '--out', out, '--no-cache', '--report', reportFile, ...(options.args ?? [])],
      { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28, timeout: options.timeoutMs ?? 900_000, env: { ...process.env, ...options.env } },
    );
    const wallS = (performance.now() - started) / 1000;
    const rss = /\{"maxRssKb":(\d+)\}/.exec(cli.stderr ?? '');
    const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { baseUrl?: string; onBrokenLinks?: string; routes: { path: string; source?: string }[]; diagnostics: Diagnostic[] }) : undefined;
    const diagnostics = report?.diagnostics ?? [];
    const warnings = new Map<string, number>();
    for (const d of diagnostics) if (d.severity === 'warning') warnings.set(warningKind(d.message), (warnings.get(warningKind(d.message)) ?? 0) + 1);
    const result: SiteResult = {
      exit: cli.status,
      docs: [],
      posts: [],
      pages: report?.routes.length ?? 0,
      warnings,
      errors: diagnostics.filter((d) => d.severity === 'error'),
      wallS,
      peakMb: rss ? Math.round(Number(rss[1]) / 1024) : undefined,
      crash: report ? undefined : `${cli.error?.message ?? ''} ${(cli.stderr ?? '').replace(/\{"maxRssKb":\d+\}/, '').trim().split('\n').slice(-3).join(' ')}`.trim(),
    };
    let copied = new Set<string>();
    try {
      const sources = new Set((report?.routes ?? []).map((r) => r.source).filter(Boolean));
      const found = await withEnv(options.env, () => docsFound(root, siteDir));
      copied = staticHtml(found.staticDirs);
      const count = (group: (typeof found.groups)[number]) => {
        // A file the default locale translates has its page from the translation (myems' zh-Hans docs).
        const written = (f: string) => sources.has(path.relative(root, f)) || sources.has(path.relative(root, path.join(group.localizedDir, path.relative(group.dir, f))));
        const missing = group.files.filter((f) => !written(f)).map((f) => path.relative(root, f));
        return { key: group.key, found: group.files.length, written: group.files.length - missing.length, missing };
      };
      result.docs.push(...found.groups.map(count));
      result.posts.push(...found.blogs.map(count));
    } catch (error) {
      result.docsError = (error as Error).message.split('\n')[0];
    }
    if (existsSync(out)) {
      const broken = brokenLinks(path.resolve(out), report?.baseUrl ?? '/', reportedTargets(diagnostics, report?.routes ?? []), copied);
      const sorted = [...broken.targets].sort((a, b) => b[1].pages - a[1].pages);
      const examples = (targets: typeof sorted) => targets.slice(0, 5).map(([target, { pages, example }]) => `${target} (${pages} pages, e.g. ${example})`);
      result.unreported = { count: broken.targets.size, ignored: report?.onBrokenLinks === 'ignore', examples: examples(sorted) };
      if (options.docusaurusBuild) {
        // Docusaurus's output is the site at its base URL, as this build's is; no link there was reported by this build.
        const there = new Set([...brokenLinks(path.resolve(options.docusaurusBuild), report?.baseUrl ?? '/', new Set(), copied).targets.keys()].map(normalTarget));
        const ours = sorted.filter(([target]) => !there.has(normalTarget(target)));
        result.unreported.docusaurus = { count: ours.length, examples: examples(ours) };
      }
      result.leaks = runLeaks(root, path.resolve(out), copied, work, options.docusaurusBuild);
    }
    return result;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
