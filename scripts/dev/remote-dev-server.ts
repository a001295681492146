import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REMOTE_ENTRY_FILE } from '@alive/rspack-config';
import { DEV_EVENTS_PATH, liveReloadClient } from './live-reload-client.ts';

/** A comment line on the stream now and then, so nothing between closes it as idle. */
const KEEP_ALIVE_MS = 15_000;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export interface RemoteDevServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Tells every open page which build is current (the live-reload client reloads on a new hash). */
  built(hash: string): void;
  close(): Promise<void>;
}

/**
 * Serves one remote's watched build folder to the site on another origin, so CORS is open (the shell's
 * federation runtime fetches the manifest and chunks with CORS) and nothing is cached (a rebuild keeps
 * the file names). DEV_EVENTS_PATH is the live-reload stream; remoteEntry.js carries its client once a
 * build is known.
 */
export async function startRemoteDevServer(options: { root: string; port: number; host?: string }): Promise<RemoteDevServer> {
  const root = path.resolve(options.root);
  const streams = new Set<ServerResponse>();
  let current: string | null = null;

  const sendBuilt = (res: ServerResponse, hash: string) => res.write(`event: built\ndata: ${hash}\n\n`);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
    if (pathname === DEV_EVENTS_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (current) sendBuilt(res, current);
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    const file = path.join(root, path.normalize(pathname));
    const info = file.startsWith(root + path.sep) ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${pathname}`);
      return;
    }
    const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (pathname === `/${REMOTE_ENTRY_FILE}` && current) {
      const body = Buffer.concat([await readFile(file), Buffer.from(liveReloadClient(`${origin}${DEV_EVENTS_PATH}`, current))]);
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { 'content-type': contentType, 'content-length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  const keepAlive = setInterval(() => {
    for (const res of streams) res.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();

  return {
    origin,
    built(hash) {
      current = hash;
      for (const res of streams) sendBuilt(res, hash);
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(keepAlive);
        for (const res of streams) res.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
