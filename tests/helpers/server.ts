/** A static server over a built folder, on 127.0.0.1 and a free port, as a plain static host would serve it. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveStatic(dir: string): Promise<StaticServer> {
  const serve = sirv(dir, { dev: true, extensions: ['html'] });
  const notFound = sirv(dir, { dev: true });
  const server: Server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      req.url = '/404.html';
      notFound(req, res, () => {
        res.end('Not found');
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
