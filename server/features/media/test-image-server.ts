import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/**
 * A web server on 127.0.0.1 for tests of image fetching: real PNG and JPEG bytes, and the ways a
 * fetch fails (404, not an image, too big, too slow, redirects). It counts the requests it gets,
 * so a test can prove a refused URL was never asked for.
 */
export interface TestImageServer {
  origin: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  totalHits(): number;
  /** TCP connections accepted: a refused https URL on this port must not even connect. */
  connections(): number;
  close(): Promise<void>;
}

export const ELEVEN_MB = 11 * 1024 * 1024;

export async function startTestImageServer(): Promise<TestImageServer> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c6ff00' } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#1f2a44' } }).jpeg().toBuffer();
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  let connections = 0;

  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const send = (status: number, type: string, body: Buffer | string) => {
      response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);
    };
    if (path.endsWith('.png') && path.startsWith('/img/')) return send(200, 'image/png', png);
    if (path.endsWith('.jpg') && path.startsWith('/img/')) return send(200, 'image/jpeg', jpeg);
    if (path === '/page.html') return send(200, 'text/html; charset=utf-8', '<h1>Not an image</h1>');
    // Says PNG, is not one: sharp must refuse it.
    if (path === '/fake.png') return send(200, 'image/png', Buffer.from('GIF? no, just text pretending'));
    // Over 10 MB with no length announced: the cap must count while reading.
    if (path === '/huge.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < ELEVEN_MB) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      return pump();
    }
    if (path === '/slow.png') return; // never answers
    if (path === '/moved.png') {
      response.writeHead(302, { location: '/img/moved-here.png' }).end();
      return;
    }
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const left = Number(hop[1]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/img/after-hops.png' }).end();
      return;
    }
    send(404, 'text/plain', 'Not found');
  });
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    totalHits: () => [...hits.values()].reduce((sum, n) => sum + n, 0),
    connections: () => connections,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
