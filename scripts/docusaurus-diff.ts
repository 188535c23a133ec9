/**
 * `npx tsx scripts/docusaurus-diff.ts DOCUSAURUS_BUILD OUR_BUILD [--page ROUTE] [--ignore FIELD,...] [--under PREFIX] [--all] [--json FILE]`
 *
 * Reads every page of a site's Docusaurus build (`npx docusaurus build` in the site's folder) and of
 * ours (`npm run build -- --content SITE --out DIR`) from their HTML, and reports, page by page,
 * what a reader sees differently: the title, the h1, the docs sidebar (its entries, labels,
 * order, which categories are open), its current entry, the navbar's current item, the
 * breadcrumbs, the table of contents, the heading ids, previous/next, the "Last updated" line,
 * the edit link, the tags, the 404 page, and where a redirect page leads; then how many pages
 * differ in each. The things this build shows on purpose and Docusaurus does not (search box,
 * "Copy page", a diagram's source) are not read. A script that prints figures, not a test.
 */
import { writeFileSync } from 'node:fs';
import { compareBuilds, describe, FIELDS } from './parity/compare.ts';
import type { Field } from './parity/page-view.ts';

function usage(message: string): never {
  console.error(`${message}\nusage: npx tsx scripts/docusaurus-diff.ts DOCUSAURUS_BUILD OUR_BUILD [--page ROUTE] [--ignore ${FIELDS.join(',')}] [--under PREFIX] [--all] [--json FILE]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const dirs: string[] = [];
let page: string | undefined;
let under: string | undefined;
let json: string | undefined;
let all = false;
const ignore = new Set<Field>();
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const value = () => args[++i] ?? usage(`${arg} needs a value`);
  if (arg === '--page') page = value().replace(/(.)\/$/, '$1');
  else if (arg === '--under') under = value();
  else if (arg === '--json') json = value();
  else if (arg === '--all') all = true;
  else if (arg === '--ignore') {
    for (const f of value().split(',')) {
      if (!FIELDS.includes(f as Field)) usage(`unknown field "${f}"`);
      ignore.add(f as Field);
    }
  } else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
  else dirs.push(arg);
}
if (dirs.length !== 2) usage('give the Docusaurus build folder and ours');

const [docusaurusDir, oursDir] = dirs;
const result = compareBuilds(docusaurusDir, oursDir, { ignore, routes: (r) => (page ? r === page : under ? r.startsWith(under) : true) });
const shown = all || page ? result.differing : result.differing.slice(0, 40);
for (const diff of shown) {
  console.log(`\n${diff.route}`);
  for (const field of diff.fields) {
    console.log(` ${field.field}:`);
    for (const line of describe(field, page ? Infinity : 12)) console.log(`   ${line}`);
  }
}
if (shown.length < result.differing.length) console.log(`\n(${result.differing.length - shown.length} more differing pages: --all shows them)`);

console.log(`\nPages in both builds: ${result.both}; the same: ${result.both - result.differing.length}; differing: ${result.differing.length}`);
for (const field of FIELDS) if (result.byField.get(field)) console.log(`  ${field}: ${result.byField.get(field)}`);
const list = (routes: string[]) => (routes.length > 12 ? `${routes.slice(0, 12).join(' ')} ... (${routes.length - 12} more)` : routes.join(' '));
console.log(`Only in Docusaurus's build: ${result.onlyDocusaurus.length}${result.onlyDocusaurus.length ? `: ${list(result.onlyDocusaurus)}` : ''}`);
console.log(`Only in ours: ${result.onlyOurs.length}${result.onlyOurs.length ? `: ${list(result.onlyOurs)}` : ''}`);
if (json) writeFileSync(json, JSON.stringify({ ...result, byField: Object.fromEntries(result.byField) }, null, 2));
