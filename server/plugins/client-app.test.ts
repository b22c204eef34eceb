import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClientApp } from './client-app.js';

describe('serving the built client', () => {
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'threadline-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Threadline</title>');
    writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    app = Fastify();
    await registerClientApp(app, { clientDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/product/3', '/seller/1?tab=about', '/no-such-page'])('answers the page route %s with index.html', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Threadline</title>');
  });

  it('serves hashed assets for a year, and a file written after start-up too', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    writeFileSync(path.join(clientDir, 'assets', 'later-def456.js'), 'console.log(2)');
    expect((await app.inject({ url: '/assets/later-def456.js' })).statusCode).toBe(200);
  });

  it('sends the build\'s brotli copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const script = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
    writeFileSync(path.join(clientDir, 'assets', 'big-777.js'), script);
    writeFileSync(path.join(clientDir, 'assets', 'big-777.js.br'), brotliCompressSync(script));
    const compressed = await app.inject({ url: '/assets/big-777.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/big-777.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it.each(['/assets/gone-999.js', '/api/nothing', '/objects/x'])('never answers %s with the web page', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
