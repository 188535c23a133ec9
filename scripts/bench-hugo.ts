/**
 * Hugo on the same synthetic docs, for `npm run bench`: the docs folder copied into a Hugo site
 * with a minimal layout that does what ours does per page (highlighted code, a table of contents,
 * the pages of its folder as a sidebar, the page title). Each folder gets an `_index.md`, which
 * makes it a Hugo section, so that the sidebar lists the folder's pages and not every page. Timed like ours, from process start to exit.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LAYOUT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }} | {{ site.Title }}</title>
<meta name="description" content="{{ .Description }}"></head><body>
<nav><ul>{{ range .CurrentSection.Pages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>
<main><article>{{ .Content }}</article><aside>{{ .TableOfContents }}</aside></main></body></html>`;

/** Whether `hugo` is on the PATH (Debian: apt-get install hugo). */
export function hugoVersion(): string | undefined {
  const probe = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.split(' ')[1] : undefined;
}

/** Builds the docs of a synthetic content folder with Hugo; returns wall seconds and pages. */
export function buildWithHugo(content: string, dir: string): { wall: number; pages: number } {
  const site = path.join(dir, 'hugo');
  const docs = path.join(site, 'content', 'docs');
  cpSync(path.join(content, 'docs'), docs, { recursive: true });
  for (const folder of ['', ...readdirSync(docs, { recursive: true }).map(String)]) {
    if (statSync(path.join(docs, folder)).isDirectory()) writeFileSync(path.join(docs, folder, '_index.md'), `---\ntitle: ${path.basename(folder) || 'Docs'}\n---\n`);
  }
  mkdirSync(path.join(site, 'layouts', '_default'), { recursive: true });
  for (const name of ['single.html', 'list.html']) writeFileSync(path.join(site, 'layouts', '_default', name), LAYOUT);
  writeFileSync(
    path.join(site, 'hugo.toml'),
    'baseURL = "https://example.com/"\ntitle = "Synthetic"\ndisableKinds = ["taxonomy", "term", "RSS"]\n[markup.tableOfContents]\nstartLevel = 2\nendLevel = 3\n',
  );
  const started = performance.now();
  const run = spawnSync('hugo', ['--source', site, '--destination', path.join(dir, 'hugo-out'), '--quiet'], { encoding: 'utf8' });
  const wall = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`hugo failed:\n${run.stdout}${run.stderr}`);
  const pages = spawnSync('find', [path.join(dir, 'hugo-out'), '-name', 'index.html'], { encoding: 'utf8' }).stdout.trim().split('\n').length;
  return { wall, pages };
}
