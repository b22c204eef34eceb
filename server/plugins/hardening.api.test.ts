import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, SERVER_TIMEOUTS } from '../app.js';
import { loadEnv } from '../env.js';
import { createDiskStorage } from '../storage/disk-storage.js';
import { registration } from '../features/accounts/account-test-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createTestDatabase, TEST_DRIVERS } from '../test/test-database.js';

/** Issue 6: framework errors, timeouts, malformed text, start-up warnings, the reset page's referrer. */
describe.each(TEST_DRIVERS)('app hardening on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers Fastify's own URL errors with { message } through the one error handler", async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'The address is not valid' });
    const longParam = await t.app.inject({ method: 'PATCH', url: `/api/cart/${'1'.repeat(5000)}`, payload: { quantity: 1 } });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ message: 'The address is too long' });
  });

  it('refuses text that is not well-formed Unicode anywhere in a request', async () => {
    const password = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration({ password: '\ud800abcdefg' }) });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toEqual({ message: 'Text must be well-formed Unicode' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@example.com', password: '\udbffabcdefg' } });
    expect(login.json()).toEqual({ message: 'Text must be well-formed Unicode' });
    expect((await t.app.inject({ method: 'GET', url: '/api/products?search=%ED%A0%80' })).statusCode).toBe(200);
    // Astral characters are whole pairs, not lone halves.
    expect((await t.app.inject({ method: 'POST', url: '/api/register', payload: registration({ firstName: 'Zoë 😀' }) })).statusCode).toBe(201);
  });

  it('refuses bidirectional control characters in names', async () => {
    for (const name of ['Eve\u202Egnp.exe', '\u2067Mallory', 'Bob\u200F']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration({ lastName: name }) });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toEqual({ message: 'Names must not contain text direction control characters' });
    }
  });

  it('sets request, connection and keep-alive limits on the HTTP server', () => {
    expect(t.app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(t.app.server.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
    expect(t.app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(t.app.server.maxRequestsPerSocket).toBe(SERVER_TIMEOUTS.maxRequestsPerSocket);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeGreaterThan(0);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(60_000);
  });

  describe('a production start with no settings', () => {
    const lines: string[] = [];
    let app: Awaited<ReturnType<typeof buildApp>>;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-hardening-'));
      const clientDir = path.join(dataDir, 'client');
      mkdirSync(clientDir);
      writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Threadline</title>');
      const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', BANK_TRANSFER_DETAILS: 'Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00' });
      const { database, drop } = await createTestDatabase(driver);
      app = await buildApp({
        env, database, storage: createDiskStorage(path.join(dataDir, 'uploads')), clientDir,
        logStream: { write: (line) => void lines.push(line) },
      });
      await app.ready();
      cleanup = async () => {
        await app.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(async () => {
      await cleanup?.();
    });

    it('starts, and warns plainly that links point at localhost and mail goes to the log', () => {
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level === 40).map((l) => l.msg);
      expect(warnings.some((m) => m.startsWith('PUBLIC_ORIGIN is not set: links in mail (password reset) point at http://localhost:5000'))).toBe(true);
      expect(warnings.some((m) => m.startsWith('SMTP_URL is not set'))).toBe(true);
    });

    it('serves the reset page with Referrer-Policy: no-referrer, other pages with the usual policy', async () => {
      const reset = await app.inject({ method: 'GET', url: '/reset-password?token=abc' });
      expect(reset.statusCode).toBe(200);
      expect(reset.headers['referrer-policy']).toBe('no-referrer');
      // The pages of the mailed account links carry a token too (issue 22).
      for (const page of ['/verify-email?token=abc', '/confirm-email?token=abc']) {
        expect((await app.inject({ method: 'GET', url: page })).headers['referrer-policy']).toBe('no-referrer');
      }
      expect((await app.inject({ method: 'GET', url: '/sellers' })).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });
});
