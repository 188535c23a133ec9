/**
 * `npm run build [-- --content DIR --out DIR --root DIR --force-out --profile --profile-threads DIR --no-cache --report FILE]`, through build/launch.mjs:
 * builds the site and prints one summary line (with `--profile`, then the time of each stage). `--report FILE` also writes the
 * outcome as JSON (routes with their source files, diagnostics), for tools such as `npm run compat`. `--profile-threads DIR`
 * writes a CPU profile of each render thread into DIR (renderer.ts), which `node --cpu-prof` cannot reach.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, formatDiagnostic, summaryLine } from './build.ts';
import { createProfile } from './profile.ts';

export async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { content: { type: 'string' }, out: { type: 'string' }, root: { type: 'string' }, 'force-out': { type: 'boolean' }, debug: { type: 'boolean' }, profile: { type: 'boolean' }, 'profile-threads': { type: 'string' }, 'no-cache': { type: 'boolean' }, report: { type: 'string' }, locale: { type: 'string' } },
  });
  const profile = values.profile ? createProfile() : undefined;
  const result = await build({ root: values.root ?? process.cwd(), contentDir: values.content, outDir: values.out, forceOut: values['force-out'], diskCache: !values['no-cache'], locale: values.locale, profile, threadProfileDir: values['profile-threads'] && path.resolve(values['profile-threads']), removal: 'background' });
  for (const d of result.diagnostics) {
    (d.severity === 'error' ? console.error : console.warn)(formatDiagnostic(d));
    if (values.debug && d.stack) console.error(d.stack);
  }
  console.log(summaryLine(result));
  if (values.report) writeFileSync(values.report, JSON.stringify({ ok: result.ok, ms: result.ms, baseUrl: result.baseUrl, onBrokenLinks: result.onBrokenLinks, routes: result.routes, diagnostics: result.diagnostics }));
  if (profile) for (const line of profile.report(result.ms)) console.log(line);
  process.exitCode = result.ok ? 0 : 1;
}
