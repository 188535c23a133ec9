/**
 * Issue 13, item 10: the preview and dev servers answer GET and HEAD only, never serve
 * `_headers`, and never serve a file whose real path is outside the output (a symlink).
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/build.ts';
import { startDevServer } from '../../build/dev.ts';
import { startPreview } from '../../build/preview.ts';
import { ROOT, tempSite, type TempSite } from '../helpers/fixture.ts';

let site: TempSite;
let secretDir: string;
const servers: { name: string; url: string; out: string; close(): Promise<void> }[] = [];

beforeAll(async () => {
  site = tempSite();
  secretDir = mkdtempSync(path.join(tmpdir(), 'hostile-secret-'));
  writeFileSync(path.join(secretDir, 'secret.txt'), 'top secret\n');
  expect((await build({ root: ROOT, contentDir: site.content, outDir: site.out })).ok).toBe(true);
  const preview = await startPreview(site.out);
  servers.push({ name: 'preview', url: preview.url, out: site.out, close: preview.close });
  const devOut = path.join(site.dir, 'dev-out');
  const dev = await startDevServer({ root: ROOT, contentDir: site.content, outDir: devOut, log: () => undefined });
  servers.push({ name: 'dev', url: dev.url, out: devOut, close: dev.close });
  // A symlink planted in each output, as a careless deploy step or another tool might leave one.
  for (const server of servers) {
    symlinkSync(path.join(secretDir, 'secret.txt'), path.join(server.out, 'leak.txt'));
    symlinkSync(secretDir, path.join(server.out, 'leakdir'));
  }
});
afterAll(async () => {
  for (const server of servers) await server.close();
  site?.cleanup();
  rmSync(secretDir, { recursive: true, force: true });
});

for (const name of ['preview', 'dev']) {
  describe(`the ${name} server`, () => {
    const url = () => servers.find((s) => s.name === name)!.url;

    it('answers GET and HEAD', async () => {
      expect((await fetch(url() + '/docs/intro')).status).toBe(200);
      expect((await fetch(url() + '/docs/intro', { method: 'HEAD' })).status).toBe(200);
    });

    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      it(`answers ${method} with 405 and Allow: GET, HEAD`, async () => {
        const response = await fetch(url() + '/docs/intro', { method, body: method === 'DELETE' ? undefined : 'x' });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
      });
    }

    it('never serves _headers or the marker', async () => {
      for (const file of ['/_headers', '/.site-output']) {
        const response = await fetch(url() + file);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toMatch(/Content-Security-Policy|Written by the site build/);
      }
    });

    it('never serves a file through a symlink that leads outside the output', async () => {
      for (const file of ['/leak.txt', '/leakdir/secret.txt', '/leakdir/secret']) {
        const response = await fetch(url() + file);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('top secret');
      }
    });

    it('answers a malformed %-escape with 404, and keeps running', async () => {
      expect((await fetch(url() + '/%E0%A4%A')).status).toBe(404);
      expect((await fetch(url() + '/docs/intro')).status).toBe(200);
    });
  });
}
