/**
 * A doc's `.md` links reach the docs of its own instance only (render-jobs.ts): each file's
 * instance is the one of the deepest docs folder holding it, found per build context.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMarkdownJobs } from '../../build/render-jobs.ts';
import { type MarkdownSiteContext } from '../../build/markdown-jobs.ts';

const root = mkdtempSync(path.join(tmpdir(), 'docs-dirs-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const docs = path.join(root, 'docs');
const api = path.join(docs, 'api');
const routeByFile = new Map([
  [path.join(docs, 'intro.md'), '/docs/intro'],
  [path.join(docs, 'setup.md'), '/docs/setup'],
  [path.join(api, 'client.md'), '/api/client'],
  [path.join(root, 'docsx', 'other.md'), '/other'],
]);

/** The route each `.md` link of the doc found (undefined: none in its instance). */
async function lookups(file: string, body: string, docsDirs: MarkdownSiteContext['docsDirs']): Promise<Record<string, string | undefined>> {
  const context: MarkdownSiteContext = { routeByFile, staticDirs: [root], contentDirs: [root], docsDirs, siteDir: root, onBrokenMarkdownLinks: 'ignore', mermaid: false };
  const [output] = await renderMarkdownJobs([{ path: file, display: path.relative(root, file), body, bodyLine: 1, permalink: '/p', url: 'https://example.com/p', site: { baseUrl: '/' } }], context);
  return Object.fromEntries(output.lookups.map(([target, route]) => [path.relative(root, target), route]));
}

describe("a doc's .md links", () => {
  const nested = [
    { dir: docs, pluginId: 'default' },
    { dir: api, pluginId: 'api' },
  ];

  it('reach its own instance, whose folder is the deepest that holds it', async () => {
    expect(await lookups(path.join(docs, 'intro.md'), '[Setup](./setup.md), [Client](./api/client.md)', nested)).toEqual({ 'docs/setup.md': '/docs/setup', 'docs/api/client.md': undefined });
    expect(await lookups(path.join(api, 'client.md'), '[Intro](../intro.md)', nested)).toEqual({ 'docs/intro.md': undefined });
  });

  it('reach a file beside a folder of a longer name as a file outside every docs folder', async () => {
    expect(await lookups(path.join(api, 'client.md'), '[Other](../../docsx/other.md)', nested)).toEqual({ 'docsx/other.md': '/other' });
  });

  it('are read anew in another build context', async () => {
    expect(await lookups(path.join(docs, 'intro.md'), '[Client](./api/client.md)', [{ dir: docs, pluginId: 'default' }])).toEqual({ 'docs/api/client.md': '/api/client' });
  });
});
