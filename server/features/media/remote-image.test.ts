import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, productionWarnings } from '../../env.js';
import { fetchRemoteImage, isPublicAddress, RemoteImageError } from './remote-image.js';
import { startTestImageServer, type TestImageServer } from './test-image-server.js';

describe('which addresses an import may fetch from', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::', '::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:7f00:1', '::127.0.0.1',
    '64:ff9b::a00:1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '2002:7f00:1::1', '2001:0:4136:e378::1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2a00:1450:4001::200e'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('fetchRemoteImage', () => {
  let server: TestImageServer;
  beforeAll(async () => {
    server = await startTestImageServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const allowed = { allowPrivate: true };
  const reason = (promise: Promise<unknown>) => promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof RemoteImageError ? error.message : `unexpected: ${String(error)}`),
  );

  it('fetches an image from a test server when private addresses are allowed', async () => {
    const bytes = await fetchRemoteImage(`${server.origin}/img/tee.png`, allowed);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('without the setting, refuses loopback and private hosts before any request is made', async () => {
    const port = new URL(server.origin).port;
    const before = server.connections();
    const off = { allowPrivate: false };
    expect(await reason(fetchRemoteImage(`https://127.0.0.1:${port}/img/a.png`, off))).toBe('the address is private or local');
    expect(await reason(fetchRemoteImage(`https://[::ffff:127.0.0.1]:${port}/img/a.png`, off))).toBe('the address is private or local');
    expect(await reason(fetchRemoteImage(`https://[::1]:${port}/img/a.png`, off))).toBe('the address is private or local');
    // A name that resolves to loopback, and one with a public and a private address.
    expect(await reason(fetchRemoteImage(`https://localhost:${port}/img/a.png`, off))).toBe('the address is private or local');
    const mixed = { allowPrivate: false, resolve: async () => [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }] };
    expect(await reason(fetchRemoteImage(`https://cdn.example.test:${port}/img/a.png`, mixed))).toBe('the address is private or local');
    // http only with the test setting.
    expect(await reason(fetchRemoteImage(`${server.origin}/img/a.png`, off))).toBe('only https addresses are fetched');
    expect(await reason(fetchRemoteImage('ftp://example.com/a.png', off))).toBe('only https addresses are fetched');
    expect(server.connections()).toBe(before);
  });

  it('connects to the address it checked, not to a second lookup of the name', async () => {
    let lookups = 0;
    const pinned = { allowPrivate: true, resolve: async () => (lookups++, [{ address: '127.0.0.1', family: 4 }]) };
    const port = new URL(server.origin).port;
    const bytes = await fetchRemoteImage(`http://images.never-resolves.invalid:${port}/img/pinned.jpg`, pinned);
    expect(bytes[0]).toBe(0xff);
    expect(lookups).toBe(1);
    expect(server.hits.get('/img/pinned.jpg')).toBe(1);
  });

  it('names why an image could not be fetched', async () => {
    expect(await reason(fetchRemoteImage(`${server.origin}/missing.png`, allowed))).toBe('the server answered 404');
    expect(await reason(fetchRemoteImage(`${server.origin}/page.html`, allowed))).toBe('it is not an image (text/html)');
    expect(await reason(fetchRemoteImage(`${server.origin}/huge.png`, allowed))).toBe('it is larger than 10 MB');
    expect(await reason(fetchRemoteImage(`${server.origin}/slow.png`, { ...allowed, timeoutMs: 300 }))).toBe('no answer within 300 ms');
    const importDeadline = { ...allowed, signal: AbortSignal.timeout(200) };
    expect(await reason(fetchRemoteImage(`${server.origin}/slow.png`, importDeadline))).toBe('the import ran out of time for its images');
    expect(await reason(fetchRemoteImage('https://user:pw@example.com/a.png', allowed))).toBe('addresses with credentials are not fetched');
    expect(await reason(fetchRemoteImage(`http://127.0.0.1:1/a.png`, allowed))).toBe('the server refused the connection');
  });

  it('follows at most two redirects, checking each', async () => {
    expect((await fetchRemoteImage(`${server.origin}/moved.png`, allowed)).length).toBeGreaterThan(0);
    expect((await fetchRemoteImage(`${server.origin}/hop/1`, allowed)).length).toBeGreaterThan(0);
    expect(await reason(fetchRemoteImage(`${server.origin}/hop/2`, allowed))).toBe('more than 2 redirects');
  });
});

describe('IMPORT_IMAGES_ALLOW_PRIVATE', () => {
  const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://a.example', SMTP_URL: 'smtp://m.example', BANK_TRANSFER_DETAILS: 'Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00' };
  it('is off by default and allowed outside production', () => {
    expect(loadEnv({}).IMPORT_IMAGES_ALLOW_PRIVATE).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', IMPORT_IMAGES_ALLOW_PRIVATE: 'true' }).IMPORT_IMAGES_ALLOW_PRIVATE).toBe(true);
  });

  it('is refused in production unless its second setting says exactly tests-only, and then warned about', () => {
    expect(() => loadEnv({ ...production, IMPORT_IMAGES_ALLOW_PRIVATE: 'true' })).toThrow(/IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION=tests-only/);
    expect(() => loadEnv({ ...production, IMPORT_IMAGES_ALLOW_PRIVATE: 'true', IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION: 'yes' }))
      .toThrow(/must be unset or exactly tests-only/);
    const env = loadEnv({ ...production, IMPORT_IMAGES_ALLOW_PRIVATE: 'true', IMPORT_IMAGES_ALLOW_PRIVATE_IN_PRODUCTION: 'tests-only' });
    expect(productionWarnings(env)).toEqual([expect.stringMatching(/^IMPORT_IMAGES_ALLOW_PRIVATE is ON in production/)]);
  });
});
