import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createSeller } from '../seed/factories.js';
import { loadEnv } from '../env.js';
import { IMAGE_VARIANTS, variantKey } from '../features/media/image-variants.js';
import { sessionCookieFor } from '../test/sign-in.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { expectError } from '../features/accounts/account-test-helpers.js';
import { createUploadRateLimiter } from '../features/media/upload-rate-limit.js';
import { createUploadSigner } from '../features/media/upload-signing.js';
import { createUploadsService, UPLOAD_SLOT_LIFETIME_S } from '../features/media/uploads.service.js';
import { SWEEP_AFTER_EXPIRY_MS } from '../features/media/uploads-sweep.js';
import { createStorage } from './create-storage.js';
import { InvalidObjectKeyError, type ObjectStorage } from './storage.js';

const BUCKET = 'threadline-test';
const MB = 1024 * 1024;

/** A real S3-protocol server (s3rver) on a free port, the app on top with the S3 driver. */
describe.each(TEST_DRIVERS)('S3 storage driver end to end on %s', (driver) => {
  let s3: S3rver;
  let endpoint: string;
  let dataDir: string;
  let storage: ObjectStorage;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let seller: { cookie: string };
  let otherSeller: { cookie: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'threadline-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dataDir, 's3'), configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    const env = loadEnv({
      NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent',
      S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'us-east-1',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    storage = await createStorage(env);
    testDb = await createTestDatabase(driver);
    app = await buildApp({ env, database: testDb.database, storage, clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
    const cookieOfNewSeller = async () => ({ cookie: await sessionCookieFor(testDb.database.db, (await createSeller(testDb.database.db)).userId) });
    seller = await cookieOfNewSeller();
    otherSeller = await cookieOfNewSeller();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A slot for a file of this size and type (what the client declares), or for any file. */
  const requestSlot = async (cookie: string, file?: { size: number; contentType: string; purpose?: 'logo' }) => {
    const response = await app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie }, ...(file ? { payload: file } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().uploadURL as string;
  };
  const putToBucket = (uploadURL: string, body: Buffer, contentType = 'image/png') =>
    fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });
  const normalize = (cookie: string, imageURL: string) =>
    app.inject({ method: 'POST', url: '/api/objects/normalize', headers: { cookie }, payload: { imageURL } });
  const keyOf = (uploadURL: string) => new URL(uploadURL).pathname.replace(`/${BUCKET}/`, '');

  it('puts, reads, sizes and deletes objects in the bucket', async () => {
    await storage.put('tests/hello.txt', Buffer.from('hello'), 'text/plain');
    expect(await storage.get('tests/hello.txt')).toEqual({ body: Buffer.from('hello'), contentType: 'text/plain', size: 5 });
    expect(await storage.exists('tests/hello.txt')).toBe(true);
    expect(await storage.size('tests/hello.txt')).toBe(5);
    await storage.delete('tests/hello.txt');
    expect(await storage.get('tests/hello.txt')).toBeNull();
    expect(await storage.exists('tests/hello.txt')).toBe(false);
    expect(await storage.size('tests/hello.txt')).toBeNull();
    await expect(storage.delete('tests/hello.txt')).resolves.toBeUndefined();
    await expect(storage.get('../escape')).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it('uploads through a presigned PUT straight to the bucket, normalizes, and the app serves the image', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#22aa66' } }).png().toBuffer();
    const uploadURL = await requestSlot(seller.cookie, { size: png.length, contentType: 'image/png' });
    const url = new URL(uploadURL);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/incoming/[0-9a-f-]{36}$`));
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    // A checksum signed into the URL would be the empty body's, and S3 would refuse the real file.
    expect([...url.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);

    const put = await putToBucket(uploadURL, png);
    expect(put.status).toBe(200);
    expect(await storage.size(keyOf(uploadURL))).toBe(png.length);

    const normalized = await normalize(seller.cookie, uploadURL.split('?')[0]!);
    expect(normalized.statusCode, normalized.body).toBe(200);
    const { objectPath } = normalized.json();
    expect(objectPath).toMatch(/^\/objects\/products\/[0-9a-f-]{36}$/);
    const objectKey = objectPath.slice('/objects/'.length);
    for (const variant of IMAGE_VARIANTS) expect(await storage.exists(variantKey(objectKey, variant))).toBe(true);
    expect(await storage.exists(keyOf(uploadURL))).toBe(false);

    const served = await app.inject({ method: 'GET', url: `${objectPath}?variant=card` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);

    expect((await normalize(seller.cookie, uploadURL)).statusCode).toBe(409);
  });

  it('lets the browser connect to the bucket (content security policy)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.headers['content-security-policy']).toContain(`connect-src 'self' ${endpoint};`);
  });

  it('does not trust the bucket: size, bytes, owner and slot are checked at normalize', async () => {
    // s3rver checks no signature, so it takes 6 MB on a URL signed for 1 MB: normalize refuses.
    const logo = await requestSlot(seller.cookie, { size: MB, contentType: 'image/png', purpose: 'logo' });
    expect((await putToBucket(logo, Buffer.alloc(6 * MB, 7))).status).toBe(200);
    const tooBig = await normalize(seller.cookie, logo);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Images must be at most 1 MB');
    expect(await storage.exists(keyOf(logo))).toBe(false);

    const text = await requestSlot(seller.cookie, { size: 29, contentType: 'image/png' });
    expect((await putToBucket(text, Buffer.from('not an image, named photo.png'))).status).toBe(200);
    const refused = await normalize(seller.cookie, text);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only JPEG, PNG, WebP, AVIF or GIF images are allowed');

    const mine = await requestSlot(seller.cookie, { size: 100_000, contentType: 'image/gif' });
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await putToBucket(mine, gif, 'image/gif')).status).toBe(200);
    expect((await normalize(otherSeller.cookie, mine)).statusCode).toBe(403);

    // A key the app never issued, written to the bucket with a doctored URL: not an upload of anyone's.
    const forged = new URL(mine);
    forged.pathname = `/${BUCKET}/incoming/00000000-0000-4000-8000-000000000001`;
    expect((await putToBucket(forged.toString(), gif, 'image/gif')).status).toBe(200);
    expect((await normalize(seller.cookie, forged.toString())).statusCode).toBe(404);
  });

  it('signs the declared length and type into the URL, so the bucket refuses any other file (review 2, #7)', async () => {
    const uploadURL = new URL(await requestSlot(seller.cookie, { size: 123_456, contentType: 'image/webp', purpose: 'logo' }));
    expect(uploadURL.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // Signed, not hoisted: the values are nowhere in the query, the browser must send exactly them.
    expect([...uploadURL.searchParams.keys()].map((name) => name.toLowerCase())).not.toContain('content-type');
    expectError(await app.inject({
      method: 'POST', url: '/api/objects/upload', headers: { cookie: seller.cookie }, payload: { purpose: 'logo', size: 5 * MB + 1, contentType: 'image/png' },
    }), 413, 'Images must be at most 5 MB');
  });

  it('takes a file from a client that declares nothing through the app, streamed into the bucket up to the limit', async () => {
    const uploadURL = new URL(await requestSlot(seller.cookie));
    expect(uploadURL.pathname).toMatch(/^\/api\/objects\/incoming\/[0-9a-f-]{36}$/);
    const putThroughApp = (body: Buffer) =>
      app.inject({ method: 'PUT', url: `${uploadURL.pathname}${uploadURL.search}`, payload: body, headers: { 'content-type': 'image/png' } });
    const key = `incoming/${uploadURL.pathname.split('/').pop()}`;
    expectError(await putThroughApp(Buffer.alloc(10 * MB + 1, 1)), 413, 'Images must be at most 10 MB');
    expect(await storage.exists(key)).toBe(false);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } }).png().toBuffer();
    expect((await putThroughApp(png)).statusCode).toBe(204);
    expect(await storage.size(key)).toBe(png.length);
    expect((await normalize(seller.cookie, uploadURL.pathname)).statusCode).toBe(200);
  });

  it('sweeps a raw upload nobody claimed from the bucket on a timer, without anyone asking for a slot', async () => {
    let clock = Date.now();
    const uploads = createUploadsService({
      db: testDb.database.db, storage, signer: createUploadSigner('s'.repeat(32)), log: app.log,
      quota: { maxImages: 100, maxBytes: 100 * MB }, slotRate: createUploadRateLimiter({ db: testDb.database.db }, 100),
      now: () => new Date(clock), sweepIntervalMs: 50,
    });
    const { userId } = await createSeller(testDb.database.db);
    const { uploadURL } = await uploads.issueSlot(userId, { size: 4, contentType: 'image/png' }, 'http://app.invalid');
    expect((await putToBucket(uploadURL, Buffer.from('junk'))).status).toBe(200);
    uploads.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await storage.exists(keyOf(uploadURL))).toBe(true);
      clock += (UPLOAD_SLOT_LIFETIME_S * 1000) + SWEEP_AFTER_EXPIRY_MS + 1000;
      await expect.poll(() => storage.exists(keyOf(uploadURL)), { timeout: 5000, interval: 50 }).toBe(false);
    } finally {
      await uploads.stop();
    }
  });
});
