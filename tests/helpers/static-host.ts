/**
 * A plain static host that serves a folder only under a path prefix, as GitHub Pages serves a
 * project site under `/repo/`: `/p/a` is the file `a`, else `a.html`; a folder is served at `/p/a/`
 * from its index.html, and `/p/a` redirects there (301); anything else is the folder's 404.html
 * with status 404. No headers file, no rewrites: links that only work on a smarter server fail here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.xsl': 'application/xml',
  '.txt': 'text/plain',
  '.webp': 'image/webp',
};

export interface StaticHost {
  /** The site's address: origin plus prefix. */
  url: string;
  origin: string;
  close(): Promise<void>;
}

function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

export async function serveUnderPrefix(dir: string, prefix: string): Promise<StaticHost> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const send = (status: number, file: string) => {
      res.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    };
    if (pathname.startsWith(prefix)) {
      const rel = path.normalize('/' + pathname.slice(prefix.length)).slice(1);
      const target = path.join(dir, rel);
      if (rel && !pathname.endsWith('/') && isFile(target)) return send(200, target);
      if (rel && !pathname.endsWith('/') && isFile(`${target}.html`)) return send(200, `${target}.html`);
      if (isFile(path.join(target, 'index.html'))) {
        if (pathname.endsWith('/')) return send(200, path.join(target, 'index.html'));
        res.writeHead(301, { location: `${pathname}/` });
        return res.end();
      }
    }
    const notFound = path.join(dir, '404.html');
    if (existsSync(notFound)) return send(404, notFound);
    res.writeHead(404);
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, url: origin + prefix, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
