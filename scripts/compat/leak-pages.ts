/**
 * leaks.py's verdict page by page, and the comparison of two builds of one site by it: the pages
 * this build flags that Docusaurus's own build of the same route does not (what issue 29 counts),
 * apart from those Docusaurus flags too, measured rather than judged.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface LeakRun {
  /** leaks.py's `LEAKS n of m pages`. */
  pages: number;
  of: number;
  /** Its lines before that total (a symptom, how many pages, one example). */
  lines: string[];
  /** The flagged pages, as paths relative to the folder read (`docs/a/index.html`). */
  flagged: string[];
}

/**
 * The tool prints one example per symptom; the pages it flags are its `hits`, read by running it
 * with runpy, which hands back its globals, so the verdict is the tool's own code, not a copy.
 */
const WRAPPER = [
  'import contextlib, io, json, runpy, sys',
  'tool, folder = sys.argv[1], sys.argv[2]',
  'sys.argv = [tool, folder]',
  'printed = io.StringIO()',
  'with contextlib.redirect_stdout(printed): g = runpy.run_path(tool, run_name="__main__")',
  'print(json.dumps({"printed": printed.getvalue(), "flagged": sorted(set().union(*g["hits"].values()))}))',
].join('\n');

/** leaks.py over `dir`; undefined when it cannot run (no Python) or prints no total. */
export function leakRun(tool: string, dir: string): LeakRun | undefined {
  const run = spawnSync('python3', ['-c', WRAPPER, tool, dir], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) return undefined;
  const { printed, flagged } = JSON.parse(run.stdout) as { printed: string; flagged: string[] };
  const last = /LEAKS (\d+) of (\d+) pages/.exec(printed);
  if (!last) return undefined;
  return { pages: Number(last[1]), of: Number(last[2]), lines: printed.trim().split('\n').slice(0, -1), flagged };
}

/**
 * The route a page file serves, without its trailing slash, so that the twins a static host
 * serves alike match: `a/b/index.html`, `a/b.html` (`trailingSlash: false`) and `a/b/` are all `/a/b`.
 */
export function pageRoute(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`.replace(/(?:\/index)?\.html$/, '');
  return route.replace(/\/+$/, '') || '/';
}

/** Every HTML page of a build folder, as routes (pageRoute), 404 page left out as leaks.py leaves it. */
function routesOf(dir: string): Set<string> {
  const routes = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name === '404.html') continue;
    routes.add(pageRoute(path.relative(dir, path.join(entry.parentPath, entry.name))));
  }
  return routes;
}

export interface LeakComparison {
  /** Pages flagged here whose route Docusaurus's build has and does not flag: this build's leaks. */
  oursOnly: string[];
  /** Pages flagged here whose route Docusaurus's build flags too. */
  both: number;
  /** Pages flagged here whose route Docusaurus's build has no page for (a locale it did not build, a page it does not make). */
  unmatched: string[];
  /** leaks.py's total on Docusaurus's build. */
  docusaurus: { pages: number; of: number };
}

/** Compares the pages flagged in this build (`ours`) with leaks.py's verdict on Docusaurus's build folder of the same site. */
export function compareLeaks(ours: LeakRun, tool: string, docusaurusBuild: string): LeakComparison | undefined {
  const theirs = leakRun(tool, docusaurusBuild);
  if (!theirs) return undefined;
  const flaggedThere = new Set(theirs.flagged.map(pageRoute));
  const there = routesOf(docusaurusBuild);
  const comparison: LeakComparison = { oursOnly: [], both: 0, unmatched: [], docusaurus: { pages: theirs.pages, of: theirs.of } };
  for (const page of ours.flagged) {
    const route = pageRoute(page);
    if (flaggedThere.has(route)) comparison.both++;
    else if (there.has(route)) comparison.oursOnly.push(page);
    else comparison.unmatched.push(page);
  }
  return comparison;
}
