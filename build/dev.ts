/**
 * `npm run dev`: builds, serves on 127.0.0.1, watches content/, site/ and assets/ (and docs, blog
 * or pages folders the config keeps outside content/, such as `path: '../docs'`, and its static
 * folders, copied again when they change), rebuilds what a change affects, and tells open pages
 * to reload (server-sent events). Builds share a cache, so
 * an edited doc re-renders that doc and the pages that show its title, not the site; an edit
 * under site/ restarts the render workers, which load the components afresh. A failed build is
 * printed and shown as an overlay in the browser; the server keeps running, the last good output stays.
 */
import { existsSync, mkdirSync, mkdtempSync, watch, type FSWatcher } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build as esbuild } from 'esbuild';
import { href } from '../shared/url.ts';
import { build, formatDiagnostic, summaryLine } from './build.ts';
import { createCache } from './cache.ts';
import { within } from './content/readable.ts';
import { UserError } from './diagnostics.ts';
import { refuseOutput } from './output-guard.ts';
import { startPreview, type Preview } from './preview.ts';
import { workerRenderer, type Renderer } from './renderer.ts';

/** Routes of the live-reload client and its event stream; the client finds the stream beside itself. */
const CLIENT_URL = '/__dev/client.js';
const EVENTS_URL = '/__dev/events';
/** What a change touched besides content: site code, the site's assets, or a static folder (copied again). */
type Changed = 'site' | 'assets' | 'static';

/** Changes within this many milliseconds are built together (editors save in several writes). */
export const DEBOUNCE_MS = 30;

export interface DevOptions {
  root: string;
  contentDir?: string;
  outDir?: string;
  forceOut?: boolean;
  port?: number;
  /** The locale served (Docusaurus's `start --locale`), under its base URL; by default the site's default locale. */
  locale?: string;
  log?: (line: string) => void;
}

export async function startDevServer(options: DevOptions): Promise<Preview> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const outDir = path.resolve(options.outDir ?? mkdtempSync(path.join(tmpdir(), 'site-dev-')) + '/dist');
  const refused = refuseOutput({ outDir, contentDir, root, force: options.forceOut });
  if (refused) throw new UserError(refused);
  const log = options.log ?? console.log;
  const client = (
    await esbuild({ entryPoints: [path.join(root, 'site/client/dev-client.ts')], bundle: true, format: 'esm', write: false, minify: true })
  ).outputFiles[0].text;

  const listeners = new Set<ServerResponse>();
  let lastFailure: string[] | undefined;
  const send = (event: string, data: unknown) => {
    for (const res of listeners) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const cache = createCache();
  let renderer: Renderer | undefined;
  /** What changed since the last build: only content needs nothing more than the cache. */
  const changed = new Set<Changed>();

  const fail = (messages: string[]) => {
    lastFailure = messages;
    send('failed', messages);
  };

  let running = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (folder?: Changed) => {
    if (folder) changed.add(folder);
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(rebuild, rebuild);
    }, DEBOUNCE_MS);
  };
  /** Section and static folders outside the content folder, watched once a build has named them. */
  const outside = new Map<string, FSWatcher>();
  let closed = false;
  const watchOutside = (dirs: string[] = [], folder?: Changed) => {
    for (const dir of dirs) {
      if (closed || within(dir, contentDir) || outside.has(dir) || !existsSync(dir)) continue;
      outside.set(dir, watch(dir, { recursive: true }, () => schedule(folder)));
    }
  };
  /** The static folders, from the last build that loaded the config: a change in one inside the content folder is a change of static files too. */
  let staticDirs: string[] = [];
  const inStatic = (file: string | null) => file !== null && staticDirs.some((dir) => within(path.join(contentDir, file), dir));

  const buildOnce = async () => {
    if (changed.has('site')) {
      await renderer?.close();
      renderer = undefined;
      cache.siteKey = undefined;
    }
    if (changed.has('site') || changed.has('assets')) cache.assets = undefined;
    if (changed.has('static')) cache.staticChanged = true;
    changed.clear();
    // Bundles site/ afresh; a component that does not compile stops here, and the next edit retries.
    renderer ??= await workerRenderer();
    // The first build starts from the Markdown on disk (persistent-cache.ts); later ones from memory.
    const result = await build({ root, contentDir, outDir, forceOut: options.forceOut, devClient: CLIENT_URL, renderer, cache, diskCache: cache.routes.size === 0, locale: options.locale });
    watchOutside(result.sectionDirs);
    staticDirs = result.staticDirs ?? staticDirs;
    watchOutside(staticDirs, 'static');
    base = result.baseUrl ?? base;
    for (const d of result.diagnostics) log(formatDiagnostic(d));
    log(`${summaryLine(result)}${result.ok ? ` (${result.written} rendered)` : ''}`);
    if (!result.ok) return fail(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic));
    lastFailure = undefined;
    send('reload', {});
    if (result.pending) {
      const started = performance.now();
      await result.pending();
      log(`search index up to date, ${Math.round(performance.now() - started)} ms`);
    }
  };

  /** A build that throws (a component under site/ that does not compile or render) is shown like a content error. */
  const rebuild = async () => {
    try {
      await buildOnce();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(message);
      fail([message]);
    }
  };

  /** The site's base URL, from the latest build that loaded the config: the server and its endpoints live under it. */
  let base = '/';
  mkdirSync(outDir, { recursive: true });
  // Edits during the first build (the folders outside content/ are watched from its end) queue behind it.
  running = rebuild();
  await running;
  const intercept = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url === href(CLIENT_URL, { baseUrl: base })) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(client);
      return true;
    }
    if (req.url === href(EVENTS_URL, { baseUrl: base })) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (lastFailure) res.write(`event: failed\ndata: ${JSON.stringify(lastFailure)}\n\n`);
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
      return true;
    }
    return false;
  };
  const preview = await startPreview(outDir, { port: options.port, base: () => base, intercept });

  const watchers = [
    watch(contentDir, { recursive: true }, (_event, file) => schedule(inStatic(file) ? 'static' : undefined)),
    watch(path.join(root, 'site'), { recursive: true }, () => schedule('site')),
    // Code under shared/ runs in the pages and the client bundle as site/ does.
    watch(path.join(root, 'shared'), { recursive: true }, () => schedule('site')),
    watch(path.join(root, 'assets'), { recursive: true }, () => schedule('assets')),
  ];
  return {
    url: preview.url,
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const w of [...watchers, ...outside.values()]) w.close();
      for (const res of listeners) res.end();
      await running;
      await renderer?.close();
      await preview.close();
    },
  };
}

/** `npm run dev [-- --content DIR --out DIR --root DIR --force-out --port N]`, through build/launch.mjs. */
export async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { content: { type: 'string' }, out: { type: 'string' }, root: { type: 'string' }, 'force-out': { type: 'boolean' }, port: { type: 'string', default: '4321' }, debug: { type: 'boolean' }, locale: { type: 'string' } },
  });
  const server = await startDevServer({ root: values.root ?? process.cwd(), contentDir: values.content, outDir: values.out, forceOut: values['force-out'], port: Number(values.port), locale: values.locale });
  console.log(`Dev server at ${server.url} (watching content/, site/, assets/ and any docs, blog, pages or static folder outside content/)`);
}
