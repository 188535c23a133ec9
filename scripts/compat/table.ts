/** The corpus table (Markdown): one row per site, then the docs of every instance and version, then what failed and why. */
import type { SiteResult } from './run-site.ts';

export interface Row {
  name: string;
  repo: string;
  commit: string;
  docusaurus: number | string;
  /** Why the site was not built (not fetched), if so. */
  skipped?: string;
  /** Why its install failed, when it did: the site is built without its packages then (corpus.ts's `prepare`). */
  installFailed?: string;
  /** Why Docusaurus itself cannot build the site here either (corpus.json's `notHere`). */
  notHere?: string;
  /** The build options the site's own build script gives (corpus.json's `buildArgs`), shown beside its name. */
  buildArgs?: string[];
  result?: SiteResult;
}

const n = (x: number) => x.toLocaleString('en-US');

function docsCell(r: SiteResult): string {
  if (r.docsError) return `? (${r.docsError.slice(0, 60)})`;
  const found = r.docs.reduce((s, d) => s + d.found, 0);
  const written = r.docs.reduce((s, d) => s + d.written, 0);
  const lowest = [...r.docs].filter((d) => d.found).sort((a, b) => a.written / a.found - b.written / b.found)[0];
  const groups = r.docs.length > 1 ? `, ${r.docs.length} versions/instances` : '';
  const low = lowest && lowest.written < lowest.found ? `, lowest ${lowest.key} ${((100 * lowest.written) / lowest.found).toFixed(0)}%` : '';
  return `${n(written)}/${n(found)}${groups}${low}`;
}

/** Posts with a page of those found, over every blog instance, with the instance that lost the most; '—' without a blog. */
function postsCell(r: SiteResult): string {
  if (r.docsError) return '?';
  if (!r.posts.length) return '—';
  const found = r.posts.reduce((s, d) => s + d.found, 0);
  const written = r.posts.reduce((s, d) => s + d.written, 0);
  const lowest = [...r.posts].sort((a, b) => b.found - b.written - (a.found - a.written))[0];
  const blogs = r.posts.length > 1 ? `, ${r.posts.length} blogs` : '';
  return `${n(written)}/${n(found)}${blogs}${r.posts.length > 1 && lowest.written < lowest.found ? `, ${lowest.key} lost ${n(lowest.found - lowest.written)}` : ''}`;
}

function warningsCell(r: SiteResult): string {
  const total = [...r.warnings.values()].reduce((s, x) => s + x, 0);
  if (!total) return '0';
  const kinds = [...r.warnings].sort((a, b) => b[1] - a[1]);
  return `${n(total)}: ${kinds.slice(0, 3).map(([k, c]) => `${k} ${n(c)}`).join('; ')}${kinds.length > 3 ? `; ${kinds.length - 3} more kinds` : ''}`;
}

/** Beside the raw count, with Docusaurus's own build of the site: the pages it does not flag on the same route (issue 29's figure), and those it has no page for. */
function leaksAgainstDocusaurus(leaks: NonNullable<SiteResult['leaks']>): string {
  const d = leaks.docusaurus;
  if (!d) return '';
  return `; ${n(d.oursOnly.length)} not flagged in Docusaurus's build${d.unmatched.length ? `, ${n(d.unmatched.length)} without a page there` : ''}`;
}

/** How many sites exit 0, of those built, and of those Docusaurus itself can build here. */
function headline(rows: Row[], date: string): string {
  const passed = (of: Row[]) => of.filter((r) => r.result?.exit === 0).length;
  const built = rows.filter((r) => r.result);
  const notBuilt = rows.length - built.length;
  const buildable = rows.filter((r) => !r.notHere);
  const apart = rows.length - buildable.length;
  return [
    `Corpus run of ${date}: ${passed(built)} of ${built.length} sites built exit 0`,
    notBuilt ? `; ${notBuilt} not built (below)` : '',
    apart ? `; of the ${buildable.length} sites Docusaurus itself can build on this machine (the other ${apart} are below), ${passed(buildable)} exit 0` : '',
    '.',
  ].join('');
}

export function formatTable(rows: Row[], date: string): string[] {
  const lines = [
    headline(rows, date),
    '',
    '| site | commit | D | exit | docs with a page / found | posts with a page / found | pages | warnings (by kind) | pages showing source | unreported broken links | wall s | peak MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const r = row.result;
    const head = `| ${row.name} (${row.repo})${row.buildArgs ? ` \`${row.buildArgs.join(' ')}\`` : ''}${row.installFailed ? ' (install failed, below)' : ''} | ${row.commit.slice(0, 8)} | ${row.docusaurus}`;
    if (!r) {
      lines.push(`${head} | — | ${row.skipped ?? 'not run'} | | | | | | | |`);
      continue;
    }
    const leaks = r.leaks ? `${n(r.leaks.pages)} of ${n(r.leaks.of)}${leaksAgainstDocusaurus(r.leaks)}` : '—';
    const broken = r.unreported ? `${n(r.unreported.count)}${r.unreported.ignored && r.unreported.count ? ' (site ignores broken links)' : ''}${r.unreported.docusaurus ? `; ${n(r.unreported.docusaurus.count)} not broken in Docusaurus's build` : ''}` : '—';
    lines.push(`${head} | ${r.exit ?? 'killed'} | ${docsCell(r)} | ${postsCell(r)} | ${n(r.pages)} | ${warningsCell(r)} | ${leaks} | ${broken} | ${r.wallS.toFixed(1)} | ${r.peakMb ?? '—'} |`);
  }
  lines.push('', '| site | docs instance/version, or blog | found | with a page |', '|---|---|---|---|');
  for (const row of rows) {
    for (const d of row.result?.docs ?? []) lines.push(`| ${row.name} | ${d.key} | ${n(d.found)} | ${n(d.written)} |`);
    for (const p of row.result?.posts ?? []) lines.push(`| ${row.name} | blog ${p.key} | ${n(p.found)} | ${n(p.written)} |`);
  }
  const notes = rows.flatMap((row) => {
    const r = row.result;
    const out: string[] = row.notHere ? [`- ${row.name}: Docusaurus cannot build it on this machine either: ${row.notHere}`] : [];
    if (row.installFailed) out.push(`- ${row.name}: ${row.installFailed}; ${r ? 'built without its packages' : 'not built'}`);
    if (!r) return out;
    if (r.exit !== 0) out.push(`- ${row.name}: exit ${r.exit ?? 'killed'}: ${r.errors[0] ? `${r.errors[0].file ?? ''}${r.errors[0].line ? `:${r.errors[0].line}` : ''} ${r.errors[0].message}` : (r.crash ?? 'no error reported')}`);
    for (const d of r.docs) if (d.missing.length) out.push(`- ${row.name} ${d.key}: no page for ${d.missing.length} docs, e.g. ${d.missing.slice(0, 3).join(', ')}`);
    for (const p of r.posts) if (p.missing.length) out.push(`- ${row.name} blog ${p.key}: no page for ${p.missing.length} posts, e.g. ${p.missing.slice(0, 3).join(', ')}`);
    if (r.leaks?.pages) out.push(`- ${row.name} pages showing source: ${r.leaks.lines.join('; ')}`);
    const d = r.leaks?.docusaurus;
    if (d?.oursOnly.length) out.push(`- ${row.name} pages showing source that Docusaurus's own build (${n(d.docusaurus.pages)} of ${n(d.docusaurus.of)} flagged) does not: ${d.oursOnly.slice(0, 5).join(', ')}${d.oursOnly.length > 5 ? ` and ${n(d.oursOnly.length - 5)} more` : ''}`);
    if (d?.unmatched.length) out.push(`- ${row.name} pages showing source that Docusaurus's own build has no page for: ${d.unmatched.slice(0, 5).join(', ')}${d.unmatched.length > 5 ? ` and ${n(d.unmatched.length - 5)} more` : ''}`);
    if (r.unreported?.count) out.push(`- ${row.name} unreported broken links: ${r.unreported.examples.join('; ')}`);
    if (r.unreported?.docusaurus?.count) out.push(`- ${row.name} unreported broken links not broken in Docusaurus's own build: ${r.unreported.docusaurus.examples.join('; ')}`);
    return out;
  });
  if (notes.length) lines.push('', ...notes);
  return lines;
}
