/**
 * Measures the dev server on a synthetic site: from saving an edit to one doc until the server
 * tells open pages to reload, and until it serves the page with the new text. Prints figures.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEBOUNCE_MS } from '../build/dev.ts';
import { writeSyntheticSite } from './synthetic-site.ts';

const EDITS = 7;

export async function benchDev(root: string, docs: number): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-bench-dev-'));
  const content = path.join(dir, 'content');
  writeSyntheticSite(content, docs);
  // Its own process, as with `npm run dev`: in this one, its work would delay our own reading.
  const server = spawn(process.execPath, ['build/launch.mjs', 'dev.ts', '--content', content, '--out', path.join(dir, 'dist'), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let url = '';
  let searches = 0;
  server.stdout!.setEncoding('utf8').on('data', (text: string) => {
    url ||= /Dev server at (\S+)/.exec(text)?.[1] ?? '';
    searches += text.split('search index up to date').length - 1;
  });
  while (!url) await once(server.stdout!, 'data');
  const events = await fetch(url + '/__dev/events');
  const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
  const nextReload = async () => {
    for (let text = ''; !text.includes('event: reload'); ) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the dev server closed its event stream');
      text += value;
    }
  };
  const target = path.join(content, 'docs/part-00/section-001/page-60.md');
  const original = readFileSync(target, 'utf8');
  const toReload: number[] = [];
  const toServed: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const word = `edited${i}x${Date.now()}`;
    const reload = nextReload();
    const started = performance.now();
    writeFileSync(target, `${original}\n\n${word}\n`);
    await reload;
    toReload.push(performance.now() - started);
    const html = await (await fetch(url + '/docs/part-00/section-001/page-60')).text();
    if (!html.includes(word)) throw new Error('the reloaded page does not show the edit');
    toServed.push(performance.now() - started);
    // The next edit waits until this one's search index is written, as a person typing would.
    while (searches < i + 2) await once(server.stdout!, 'data');
  }
  await reader.cancel();
  server.kill();
  await once(server, 'exit');
  rmSync(dir, { recursive: true, force: true });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0);
  return `dev server, ${docs.toLocaleString('en')} docs: an edit to one doc reaches open pages in ${median(toReload)} ms and is served in ${median(toServed)} ms (median of ${EDITS}; includes the ${DEBOUNCE_MS} ms the watcher waits for an editor's writes to settle)`;
}
