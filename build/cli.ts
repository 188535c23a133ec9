/** `npm run build [-- --content DIR --out DIR --root DIR --force-out]`, through build/launch.mjs: builds the site and prints one summary line. */
import { parseArgs } from 'node:util';
import { build, formatDiagnostic, summaryLine } from './build.ts';

export async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { content: { type: 'string' }, out: { type: 'string' }, root: { type: 'string' }, 'force-out': { type: 'boolean' }, debug: { type: 'boolean' } },
  });
  const result = await build({ root: values.root ?? process.cwd(), contentDir: values.content, outDir: values.out, forceOut: values['force-out'] });
  for (const d of result.diagnostics) (d.severity === 'error' ? console.error : console.warn)(formatDiagnostic(d));
  console.log(summaryLine(result));
  process.exitCode = result.ok ? 0 : 1;
}
