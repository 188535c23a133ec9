/** `npm run build [-- --content DIR --out DIR]`: builds the site and prints one summary line. */
import { parseArgs } from 'node:util';

// React's production build renders several times faster; it must be chosen before React loads.
process.env.NODE_ENV ??= 'production';
const { build, formatDiagnostic, summaryLine } = await import('./build.ts');

const { values } = parseArgs({
  options: { content: { type: 'string' }, out: { type: 'string' }, root: { type: 'string' } },
});

const result = await build({ root: values.root ?? process.cwd(), contentDir: values.content, outDir: values.out });
for (const d of result.diagnostics) (d.severity === 'error' ? console.error : console.warn)(formatDiagnostic(d));
console.log(summaryLine(result));
process.exitCode = result.ok ? 0 : 1;
