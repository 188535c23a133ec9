/**
 * `npx tsx scripts/docusaurus-coverage.ts DIR [DIR...]`: builds each Docusaurus folder as it is
 * and prints how many of its docs, in every version built, got a page (docs files found by
 * Docusaurus's own rules: the docs plugin's `include`, minus `_` partials and drafts), the wall time of
 * `npm run build -- --content DIR` without npm, and the build's warnings and errors. A script
 * that prints figures, not a test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globbySync } from 'globby';
import { build } from '../build/build.ts';
import { loadSiteConfig } from '../build/config.ts';
import { displayPath } from '../build/content/read-text.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The docs Docusaurus builds: its default excludes, and no `draft: true` (production builds leave drafts out). */
function docsFiles(docsDir: string, include: string[], exclude: string[]): { files: string[]; drafts: number } {
  const all = globbySync(include, { cwd: docsDir, ignore: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', ...exclude] }).filter((f) => /\.mdx?$/.test(f));
  const isDraft = (file: string) => /^---\r?\n(?:[^\n]*\n)*?draft:\s*true\s*\r?\n(?:[^\n]*\n)*?---/.test(readFileSync(path.join(docsDir, file), 'utf8'));
  const files = all.filter((f) => !isDraft(f));
  return { files, drafts: all.length - files.length };
}

async function measure(dir: string): Promise<void> {
  const out = mkdtempSync(path.join(tmpdir(), 'docusaurus-coverage-'));
  try {
    const started = performance.now();
    const cli = spawnSync(process.execPath, [path.join(root, 'build/launch.mjs'), 'cli.ts', '--content', dir, '--out', out], { cwd: root, encoding: 'utf8' });
    const wall = (performance.now() - started) / 1000;
    const loaded = await loadSiteConfig(path.join(root, 'site'), process.cwd(), dir, false);
    // Every docs version counts: the docs folder and each versioned_docs/version-X/ that is built.
    const versions = loaded.versions.map((v) => ({ name: v.name, ...docsFiles(v.docsDir, loaded.config.docs.include, loaded.config.docs.exclude), dir: v.docsDir }));
    const files = versions.flatMap((v) => v.files.map((f) => path.join(v.dir, f)));
    const drafts = versions.reduce((n, v) => n + v.drafts, 0);
    const result = await build({ root, contentDir: dir, outDir: out });
    const sources = new Set(result.routes.map((r) => r.source));
    const missing = files.filter((f) => !sources.has(displayPath(f)));
    const count = (severity: string) => result.diagnostics.filter((d) => d.severity === severity).length;
    const covered = files.length - missing.length;
    console.log(
      `${path.basename(dir)}: exit ${cli.status}, ${covered}/${files.length} docs have a page (${((100 * covered) / Math.max(1, files.length)).toFixed(1)}%, ${drafts} drafts left out), ` +
        `${result.routes.length} pages in all, ${wall.toFixed(2)} s wall, ${count('warning')} warnings, ${count('error')} errors` +
        (versions.length > 1 ? `; versions ${versions.map((v) => `${v.name} (${v.files.length})`).join(', ')}` : ''),
    );
    for (const file of missing.slice(0, 10)) console.log(`  no page: ${displayPath(file)}`);
    for (const d of result.diagnostics.filter((x) => x.severity === 'error').slice(0, 10)) console.log(`  error: ${d.file}:${d.line ?? ''} ${d.message}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const dirs = process.argv.slice(2);
if (!dirs.length) {
  console.error('usage: npx tsx scripts/docusaurus-coverage.ts DIR [DIR...]  (each DIR holds docusaurus.config.*)');
  process.exit(2);
}
for (const dir of dirs) await measure(path.resolve(dir));
