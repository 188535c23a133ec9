/**
 * npm run pathological: builds each input of tests/hostile/bounds-catalogue.ts (the issue's four
 * and the others, one per construct and size limit) on its own, cold, and prints how it ended
 * (pages, or its first error) and how long the build took. The tests check the outcomes; this
 * prints the times, which the tests do not assert: CPU time (the machine's load aside) and the
 * time in all. `npm run pathological -- <text>` builds only the inputs whose name holds the text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../build/build.ts';
import { formatDiagnostic } from '../build/diagnostics.ts';
import { depthCases, sizeCases } from '../tests/hostile/bounds-catalogue.ts';
import { ROOT, tempSite } from '../tests/helpers/fixture.ts';

const rows: string[] = ['| input | outcome | CPU seconds | seconds |', '|---|---|---|---|'];
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const only = process.argv[2];
for (const c of [...depthCases, ...sizeCases].filter((c) => !only || c.name.includes(only))) {
  const site = tempSite();
  for (const [rel, text] of Object.entries(c.files)) {
    mkdirSync(path.dirname(path.join(site.content, rel)), { recursive: true });
    if (typeof text === 'string') writeFileSync(path.join(site.content, rel), text);
  }
  const start = performance.now();
  const startCpu = cpu();
  const result = await build({ root: ROOT, contentDir: site.content, outDir: site.out, diskCache: false });
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  const cpuSeconds = (cpu() - startCpu).toFixed(1);
  const first = result.diagnostics.find((d) => d.severity === 'error') ?? result.diagnostics[0];
  const outcome = result.ok ? `pages${first ? ` (${first.severity})` : ''}` : formatDiagnostic(first).replace(/^.*\/content\//, 'content/').slice(0, 90);
  rows.push(`| ${c.name} | ${outcome.replace(/\|/g, '\\|')} | ${cpuSeconds} | ${seconds} |`);
  console.log(rows.at(-1));
  site.cleanup();
}
console.log(rows.join('\n'));
