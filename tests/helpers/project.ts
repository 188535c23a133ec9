/**
 * A project root of its own whose site config a test changes: site/ copied with config.ts replaced
 * by this project's config merged with overrides; assets, shared code, packages and (by default)
 * the SpecWeave content linked, so the build reads them as its own.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import siteConfig from '../../site/config.ts';
import { build, type BuildResult } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { FIXTURES, ROOT } from './fixture.ts';

export type Overrides = { [key: string]: unknown };

/** Objects merge key by key; anything else (arrays too) replaces; `undefined` removes the key. */
export function merge(base: unknown, overrides: Overrides): Overrides {
  const result: Overrides = { ...(base as Overrides) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete result[key];
    else if (value && typeof value === 'object' && !Array.isArray(value) && result[key] && typeof result[key] === 'object') result[key] = merge(result[key], value as Overrides);
    else result[key] = value;
  }
  return result;
}

export interface Project {
  root: string;
  content: string;
  out: string;
  build(): Promise<BuildResult & { messages: string[] }>;
  cleanup(): void;
}

/** `fixture` names a folder of tests/fixtures to build instead of the SpecWeave content. */
export function projectWith(overrides: Overrides, fixture?: string): Project {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-project-'));
  const root = path.join(dir, 'project');
  mkdirSync(root);
  cpSync(path.join(ROOT, 'site'), path.join(root, 'site'), { recursive: true });
  writeFileSync(path.join(root, 'site/config.ts'), `export default ${JSON.stringify(merge(siteConfig, overrides), null, 2)};\n`);
  for (const linked of ['assets', 'shared', 'node_modules']) symlinkSync(path.join(ROOT, linked), path.join(root, linked));
  let content = path.join(root, 'content');
  if (fixture) {
    content = path.join(dir, 'content');
    cpSync(path.join(FIXTURES, fixture), content, { recursive: true });
  } else symlinkSync(path.join(ROOT, 'content'), content);
  const out = path.join(dir, 'dist');
  return {
    root,
    content,
    out,
    async build() {
      const result = await build({ root, contentDir: content, outDir: out });
      return { ...result, messages: result.diagnostics.map(formatDiagnostic) };
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
