/**
 * `npm run compat -- --sites DIR [--from GITDIRS] [--checkout-only] [--only a,b] [--site FOLDER...] [--json FILE] [--table FILE] [--timeout S] [--docusaurus-builds DIR]`:
 * builds every site of the compatibility corpus (scripts/compat/corpus.json) found under DIR, each
 * unchanged and cold, one after the other, and prints one Markdown table. `--from` checks out the
 * missing ones from bare git directories; `--site` adds any Docusaurus folder. A script that prints
 * figures, not a test: a failing site is a row of the table, and the exit code is 0. A build still
 * running after `--timeout` seconds (900 without) is stopped, and its row says so.
 * `--docusaurus-builds DIR` names Docusaurus's own builds of corpus sites (`DIR/<site>/`, the
 * folder `docusaurus build` wrote): a site that has one gets the pages showing source that its own
 * build does not show, beside the raw count.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildEnv, checkout, prepare, readCorpus, siteFolder } from './compat/corpus.ts';
import { stopTools, toolsFolder } from './compat/tools.ts';
import { runSite } from './compat/run-site.ts';
import { formatTable, type Row } from './compat/table.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { sites: { type: 'string' }, from: { type: 'string' }, only: { type: 'string' }, site: { type: 'string', multiple: true }, json: { type: 'string' }, corpus: { type: 'string' }, timeout: { type: 'string' }, table: { type: 'string' }, 'checkout-only': { type: 'boolean' }, 'docusaurus-builds': { type: 'string' } },
});
const extra = (values.site ?? []).map((dir) => path.resolve(dir));
if (!values.sites && !extra.length) {
  console.error('usage: npm run compat -- --sites DIR [--from GITDIRS] [--only name,name] [--site FOLDER] [--json FILE] [--docusaurus-builds DIR]\n  DIR holds one folder per corpus site (scripts/compat/corpus.json); --from checks out missing ones from bare git directories (GITDIRS/owner+name).');
  process.exit(2);
}
const only = values.only ? new Set(values.only.split(',')) : undefined;
const corpus = values.sites ? readCorpus(values.corpus ?? path.join(root, 'scripts/compat/corpus.json')).filter((s) => !only || only.has(s.name)) : [];
const sitesDir = values.sites ? path.resolve(values.sites) : '';
if (sitesDir) mkdirSync(sitesDir, { recursive: true });

const rows: Row[] = [];
const date = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
const started = date();
/** With `--table FILE`, the table so far is written there after each site, so that a long run's part survives. */
const saveTable = () => values.table && writeFileSync(values.table, formatTable(rows.filter((r) => r.result || r.skipped), `${started} to ${date()}`).join('\n') + '\n');
/** Docusaurus's own build of a site, by its row's name, when `--docusaurus-builds` has one. */
const docusaurusBuild = (name: string) => {
  const dir = values['docusaurus-builds'] && path.resolve(values['docusaurus-builds'], name);
  return dir && existsSync(dir) ? dir : undefined;
};
const run = async (row: Row, dir: string, args?: string[], env?: Record<string, string>) => {
  process.stderr.write(`${row.name}: building ${dir}${args ? ` ${args.join(' ')}` : ''}\n`);
  row.result = await runSite(root, dir, { timeoutMs: values.timeout ? Number(values.timeout) * 1000 : undefined, args, env, docusaurusBuild: docusaurusBuild(row.name) });
  const first = row.result.errors[0];
  const why = first ? `: ${first.file ?? ''}${first.line ? `:${first.line}` : ''} ${first.message}` : row.result.crash ? `: ${row.result.crash.split('\n')[0]}` : '';
  process.stderr.write(`${row.name}: exit ${row.result.exit}, ${row.result.pages} pages, ${row.result.wallS.toFixed(1)} s${why}\n`);
  saveTable();
};
for (const site of corpus) {
  const row: Row = { name: site.name, repo: site.repo, commit: site.commit, docusaurus: site.docusaurus, notHere: site.notHere, buildArgs: site.buildArgs };
  rows.push(row);
  row.skipped = checkout(site, sitesDir, values.from && path.resolve(values.from));
  if (!row.skipped && !values['checkout-only']) Object.assign(row, prepare(site, sitesDir, values.from && path.resolve(values.from)));
  if (row.installFailed) process.stderr.write(`${site.name}: ${row.installFailed}; built without its packages\n`);
  if (!row.skipped && !values['checkout-only']) await run(row, siteFolder(sitesDir, site), site.buildArgs, buildEnv(site, sitesDir));
  const stopped = stopTools(site.tools ?? [], toolsFolder(sitesDir));
  if (stopped.length) process.stderr.write(`${site.name}: stopped ${stopped.length} processes of its tools left running after the build\n`);
  if (row.skipped) process.stderr.write(`${site.name}: ${row.skipped}\n`);
}
for (const dir of extra) {
  const row: Row = { name: path.basename(dir), repo: dir, commit: '', docusaurus: '' };
  rows.push(row);
  await run(row, dir);
}
const lines = formatTable(rows, `${started} to ${date()}`);
console.log(lines.join('\n'));
if (values.json) writeFileSync(values.json, JSON.stringify(rows, (_, v) => (v instanceof Map ? Object.fromEntries(v) : v), 1));
