/** Builds the SpecWeave site once into a temp folder and serves it, for browser tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../build/build.ts';
import { formatDiagnostic } from '../../build/diagnostics.ts';
import { launchBrowser } from './browser.ts';
import { ROOT } from './fixture.ts';
import { serveStatic, type StaticServer } from './server.ts';

export interface BuiltSite {
  out: string;
  server: StaticServer;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the SpecWeave site, or another content folder with the same chrome. */
export async function buildAndServe(contentDir?: string): Promise<BuiltSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-browser-'));
  const out = path.join(dir, 'dist');
  const result = await build({ root: ROOT, contentDir, outDir: out });
  if (!result.ok) throw new Error(`the site did not build:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
  const server = await serveStatic(out);
  const browser = await launchBrowser();
  return {
    out,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Builds and serves a site once for the test file that calls it, and closes it afterwards; call the result inside tests. */
export function useBuiltSite(contentDir?: string): () => BuiltSite {
  let site: BuiltSite | undefined;
  beforeAll(async () => {
    site = await buildAndServe(contentDir);
  });
  afterAll(() => site?.close());
  return () => {
    if (!site) throw new Error('the site is built in beforeAll; use it inside a test');
    return site;
  };
}
