import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from './app.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Slow clients on a real listening server (reliability review 1, section 6): the limits are the
 * production ones scaled down (30 s, 15 s and a 2 s check become 1.5 s, 0.75 s and 0.1 s), so a
 * socket trickling its body or its headers is cut at about the whole-request or headers limit.
 */
describe('slow clients on a listening server', () => {
  const limits = { requestTimeout: 1_500, headersTimeout: 750, connectionsCheckingInterval: 100 };
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { serverTimeouts: limits });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('production: the headers within 15 s, the whole request within 30 s, checked every 2 s', () => {
    expect(SERVER_TIMEOUTS).toMatchObject({ requestTimeout: 30_000, headersTimeout: 15_000, connectionsCheckingInterval: 2_000 });
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThan(SERVER_TIMEOUTS.requestTimeout);
    expect(t.app.server.requestTimeout).toBe(limits.requestTimeout);
    expect(t.app.server.headersTimeout).toBe(limits.headersTimeout);
  });

  it('cuts a body trickled a byte at a time at the whole-request limit, with 408', async () => {
    const { elapsed, reply } = await trickle(port, [
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      ...Array.from({ length: 100 }, () => ' '),
    ]);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeGreaterThanOrEqual(limits.requestTimeout - 50);
    expect(elapsed).toBeLessThan(limits.requestTimeout + 1_000);
  }, 20_000);

  it('cuts headers sent one at a time at the headers limit, with 408', async () => {
    const { elapsed, reply } = await trickle(port, [
      'GET /api/categories HTTP/1.1\r\nHost: localhost\r\n',
      ...Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: 1\r\n`),
    ]);
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeGreaterThanOrEqual(limits.headersTimeout - 50);
    expect(elapsed).toBeLessThan(limits.headersTimeout + 1_000);
  }, 20_000);
});

/** Sends each piece 100 ms after the last until the server closes the socket: how long it took, and what it said. */
async function trickle(port: number, pieces: string[]): Promise<{ elapsed: number; reply: string }> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let reply = '';
  socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  const timer = setInterval(() => {
    const piece = pieces.shift();
    if (piece !== undefined && !socket.destroyed) socket.write(piece);
  }, 100);
  socket.write(pieces.shift()!);
  await closed;
  clearInterval(timer);
  return { elapsed: Date.now() - started, reply };
}
