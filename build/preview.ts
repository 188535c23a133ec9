/**
 * `npm run preview`: serves dist/ on 127.0.0.1 as a static host would: under the site's base URL
 * only, pretty URLs, 404.html for unknown paths, and the headers of dist/_headers (so the CSP is
 * tested as deployed). Like a static host, it answers GET and HEAD only, never serves `_headers`
 * itself, and serves nothing whose real path (symlinks followed) is outside the folder.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { routeOf } from '../shared/url.ts';
import { parseHeadersFile } from './headers.ts';

export interface Preview {
  url: string;
  close(): Promise<void>;
}

export interface PreviewOptions {
  port?: number;
  /** The path the folder is served under (the site's `baseUrl`; the dev server's may change); other paths are not found. */
  base?: string | (() => string);
  /** Answers requests before the files do (the dev server's live-reload endpoints). */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export async function startPreview(dir: string, { port = 0, base = '/', intercept }: PreviewOptions = {}): Promise<Preview> {
  const headersPath = path.join(dir, '_headers');
  // Read on each request: a dev rebuild replaces the folder and its headers.
  const rules = () => (existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : []);
  const serve = sirv(dir, { dev: true, extensions: ['html'] });
  // Static hosts compress text; so does the preview, or it would measure an unrealistic site.
  const compress = compression();
  // Intercepted answers (a server-sent event stream) must not pass through the compressor, which buffers.
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed: this server only reads files.\n');
    }
    if (!intercept?.(req, res)) compress(req as never, res as never, () => handle(req, res));
  });
  const notFound = (res: ServerResponse) => {
    const page = path.join(dir, '404.html');
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(existsSync(page) ? readFileSync(page) : 'Not found');
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const route = routeOf(pathname, typeof base === 'string' ? base : base());
    if (route === undefined || !servable(dir, route)) return notFound(res);
    for (const rule of rules()) if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    req.url = route + (req.url ?? '').slice(pathname.length);
    serve(req, res, () => notFound(res));
  };
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}${(typeof base === 'string' ? base : base()).slice(0, -1)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether a request path may be answered from `dir`: not `_headers` or a dot file, and every
 * file it could name (`/a`, `/a.html`, `/a/index.html`) really inside the folder.
 */
function servable(dir: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const parts = decoded.split('/');
  if (parts.includes('..') || parts.some((part) => part.startsWith('.')) || decoded.includes('\0') || parts.at(-1) === '_headers') return false;
  const root = realpathSync(dir);
  const base = path.join(dir, decoded);
  return [base, `${base}.html`, path.join(base, 'index.html')].every((candidate) => {
    let real: string;
    try {
      real = realpathSync(candidate);
    } catch {
      return true; // Not there: sirv answers 404.
    }
    return real === root || real.startsWith(root + path.sep);
  });
}

/** The base URL a built folder was built for: its `_headers` rules start with it. */
export function builtBase(dir: string): string {
  const headers = path.join(dir, '_headers');
  const first = existsSync(headers) ? parseHeadersFile(readFileSync(headers, 'utf8'))[0]?.path : undefined;
  return first?.endsWith('/*') ? first.slice(0, -1) : '/';
}

/** `npm run preview [-- --dir DIR --port N --base /sub/]`, through build/launch.mjs; the base defaults to the one the folder was built for. */
export async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4173' }, base: { type: 'string' }, debug: { type: 'boolean' } } });
  const dir = path.resolve(values.dir!);
  const preview = await startPreview(dir, { port: Number(values.port), base: values.base ?? builtBase(dir) });
  console.log(`Serving ${values.dir} at ${preview.url}/`);
}
