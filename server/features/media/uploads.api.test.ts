import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createSeller, createUser } from '../../seed/factories.js';
import { uploads } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { sessionCookieFor } from '../../test/sign-in.js';
import { expectError } from '../accounts/account-test-helpers.js';
import { IMAGE_VARIANTS, variantKey } from './image-variants.js';
import { createUploadSigner } from './upload-signing.js';
import { MAX_OPEN_UPLOADS } from './uploads.service.js';
import { sweepExpiredUploads, SWEEP_AFTER_EXPIRY_MS } from './uploads-sweep.js';

const SECRET = 'test-upload-signing-secret-0123456789abcdef';
const MB = 1024 * 1024;
const BAD_SIGNATURE = 'Invalid or expired upload signature';
const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP, AVIF or GIF images are allowed';

const png = () => sharp({ create: { width: 640, height: 400, channels: 3, background: '#ff2e88' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 300, height: 300, channels: 3, background: '#1e90ff' } }).jpeg().toBuffer();

/** A request body that remembers whether anyone started reading it. */
function watchedBody(bytes: Buffer) {
  const state = { read: false };
  const stream = new Readable({
    read() {
      state.read = true;
      this.push(bytes);
      this.push(null);
    },
  });
  return { stream, state };
}

describe.each(TEST_DRIVERS)('uploads API on %s', (driver) => {
  let t: TestApp;
  let seller: { userId: number; sellerId: number; cookie: string };
  let otherSeller: { userId: number; sellerId: number; cookie: string };
  let adminCookie: string;
  let customerCookie: string;

  async function newSeller() {
    const record = await createSeller(t.db);
    return { userId: record.userId, sellerId: record.id, cookie: await sessionCookieFor(t.db, record.userId) };
  }

  beforeAll(async () => {
    t = await createTestApp(driver, { UPLOAD_SIGNING_SECRET: SECRET });
    seller = await newSeller();
    otherSeller = await newSeller();
    adminCookie = await sessionCookieFor(t.db, (await createUser(t.db, { role: 'admin' })).id);
    customerCookie = await sessionCookieFor(t.db, (await createUser(t.db)).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestSlot = (cookie: string | null, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { ...headers, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const normalize = (cookie: string | null, imageURL: string) =>
    t.app.inject({ method: 'POST', url: '/api/objects/normalize', headers: cookie ? { cookie } : {}, payload: { imageURL } });
  const putTo = (uploadURL: string, payload: Buffer | Readable, headers: Record<string, string> = { 'content-type': 'image/png' }) => {
    const url = new URL(uploadURL);
    return t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers, payload });
  };
  const withoutQuery = (uploadURL: string) => uploadURL.split('?')[0]!;

  async function slotFor(cookie: string, purpose?: 'image' | 'logo' | 'header' | 'review'): Promise<string> {
    const response = await requestSlot(cookie, purpose ? { purpose } : undefined);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().uploadURL;
  }

  async function uploadImage(cookie: string, bytes: Buffer, purpose?: 'image' | 'logo' | 'header' | 'review') {
    const uploadURL = await slotFor(cookie, purpose);
    expect((await putTo(uploadURL, bytes)).statusCode).toBe(204);
    return { uploadURL, response: await normalize(cookie, withoutQuery(uploadURL)) };
  }

  const slotRow = async (uploadURL: string) => {
    const key = `incoming/${new URL(uploadURL).pathname.split('/').pop()}`;
    const [row] = await t.db.select().from(uploads).where(eq(uploads.uploadKey, key));
    return row!;
  };

  it('lets only signed-in sellers and admins ask for an upload slot, before reading the body', async () => {
    expectError(await requestSlot(null), 401, 'Please sign in');
    expectError(await requestSlot(null, { purpose: 'nonsense' }), 401, 'Please sign in');
    expectError(await requestSlot(customerCookie), 403, 'Only sellers and administrators can upload images');
    expectError(await normalize(null, 'http://localhost:5000/api/objects/incoming/x'), 401, 'Please sign in');
    expectError(await normalize(customerCookie, 'http://localhost:5000/api/objects/incoming/x'), 403, 'Only sellers and administrators can upload images');
    expectError(await requestSlot(seller.cookie, { purpose: 'banner' }), 400, 'Purpose must be one of image, logo, header, review');
  });

  it('lets any signed-in person upload a review photo, and nothing else', async () => {
    const { response } = await uploadImage(customerCookie, await png(), 'review');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().objectPath).toMatch(/^\/objects\/reviews\//);
    expectError(await requestSlot(customerCookie, { purpose: 'image' }), 403, 'Only sellers and administrators can upload images');
    // A seller's product-image slot cannot be finished by a customer, even one who holds its URL.
    const productSlot = await slotFor(seller.cookie);
    expectError(await normalize(customerCookie, withoutQuery(productSlot)), 403, 'Only sellers and administrators can upload images');
    // Another customer's review slot is theirs alone.
    const reviewSlot = await slotFor(customerCookie, 'review');
    const stranger = await sessionCookieFor(t.db, (await createUser(t.db)).id);
    expectError(await normalize(stranger, withoutQuery(reviewSlot)), 403, 'This upload belongs to someone else');
  });

  it('gives a seller and an admin a signed URL on the app that expires in 15 minutes', async () => {
    for (const cookie of [seller.cookie, adminCookie]) {
      const response = await requestSlot(cookie, undefined, { host: '127.0.0.1:5055' });
      expect(response.statusCode).toBe(200);
      const uploadURL: string = response.json().uploadURL;
      const url = new URL(uploadURL);
      // Without PUBLIC_ORIGIN: the origin the browser is on, so the PUT stays same-origin.
      expect(url.origin).toBe('http://127.0.0.1:5055');
      expect(url.pathname).toMatch(/^\/api\/objects\/incoming\/[0-9a-f-]{36}$/);
      expect(url.searchParams.get('max')).toBe(String(10 * MB));
      expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
      const expires = Number(url.searchParams.get('expires'));
      expect(expires * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      const row = await slotRow(uploadURL);
      expect(row).toMatchObject({ purpose: 'image', maxBytes: 10 * MB, usedAt: null, objectPath: null });
      expect(row.expiresAt.getTime()).toBe(expires * 1000);
    }
    const logo = new URL(await slotFor(seller.cookie, 'logo'));
    expect(logo.searchParams.get('max')).toBe(String(5 * MB));
  });

  it('points upload URLs at PUBLIC_ORIGIN when it is set, whatever Host the request named', async () => {
    const publicApp = await createTestApp(driver, { UPLOAD_SIGNING_SECRET: SECRET, PUBLIC_ORIGIN: 'http://shop.example.com' });
    try {
      const owner = await createSeller(publicApp.db);
      const cookie = await sessionCookieFor(publicApp.db, owner.userId);
      // Plain http here: on https the session cookie is __Host-tl_session, which the test helper does not make.
      const response = await publicApp.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie, host: 'evil.example' } });
      expect(new URL(response.json().uploadURL).origin).toBe('http://shop.example.com');
    } finally {
      await publicApp.close();
    }
  });

  it('stores a PNG end to end on disk: PUT, normalize, then the variants are served', async () => {
    const { uploadURL, response } = await uploadImage(seller.cookie, await png());
    expect(response.statusCode).toBe(200);
    const { objectPath } = response.json();
    expect(objectPath).toMatch(/^\/objects\/products\/[0-9a-f-]{36}$/);

    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    const thumb = await t.app.inject({ method: 'GET', url: `${objectPath}?variant=thumb` });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);

    const row = await slotRow(uploadURL);
    expect(row.usedAt).toBeInstanceOf(Date);
    expect(row.objectPath).toBe(objectPath);
    const key = objectPath.slice('/objects/'.length);
    let stored = 0;
    for (const variant of IMAGE_VARIANTS) stored += (await t.storage.size(variantKey(key, variant)))!;
    expect(row.storedBytes).toBe(stored);
    // The raw upload is gone once it became variants.
    expect(await t.storage.exists(row.uploadKey)).toBe(false);
  });

  it('stores a JPEG logo under logos/, whatever content type the PUT claimed', async () => {
    const uploadURL = await slotFor(seller.cookie, 'logo');
    expect((await putTo(uploadURL, await jpeg(), { 'content-type': 'application/octet-stream' })).statusCode).toBe(204);
    const response = await normalize(seller.cookie, uploadURL);
    expect(response.statusCode).toBe(200);
    expect(response.json().objectPath).toMatch(/^\/objects\/logos\//);

    const header = await slotFor(seller.cookie, 'header');
    expect((await putTo(header, await jpeg(), {})).statusCode).toBe(204);
    expect((await normalize(seller.cookie, withoutQuery(header))).json().objectPath).toMatch(/^\/objects\/headers\//);
  });

  it('refuses a tampered signature, a raised limit and an expired URL with 403 before reading the body', async () => {
    const uploadURL = new URL(await slotFor(seller.cookie));
    const tampered = new URL(uploadURL);
    const signature = tampered.searchParams.get('signature')!;
    tampered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    const raised = new URL(uploadURL);
    raised.searchParams.set('max', String(100 * MB));
    const unsigned = new URL(uploadURL);
    unsigned.searchParams.delete('signature');
    const otherKey = new URL(uploadURL);
    otherKey.pathname = '/api/objects/incoming/00000000-0000-4000-8000-000000000000';

    const key = `incoming/${uploadURL.pathname.split('/').pop()}`;
    const expires = Math.floor(Date.now() / 1000) - 1;
    const expired = new URL(uploadURL);
    expired.searchParams.set('expires', String(expires));
    expired.searchParams.set('signature', createUploadSigner(SECRET).sign({ key, expires, maxBytes: 10 * MB }));

    for (const url of [tampered, raised, unsigned, otherKey, expired]) {
      const body = watchedBody(await png());
      expectError(await putTo(url.toString(), body.stream), 403, BAD_SIGNATURE);
      expect(body.state.read).toBe(false);
    }
    expect(await t.storage.exists(key)).toBe(false);
    // The untouched URL still works.
    expect((await putTo(uploadURL.toString(), await png())).statusCode).toBe(204);
  });

  it('refuses 11 MB with 413, declared or not, and a 6 MB logo', async () => {
    const eleven = Buffer.alloc(11 * MB, 1);
    const uploadURL = await slotFor(seller.cookie);
    const declared = watchedBody(eleven);
    expectError(
      await putTo(uploadURL, declared.stream, { 'content-type': 'image/png', 'content-length': String(eleven.length) }),
      413, 'Images must be at most 10 MB',
    );
    expect(declared.state.read).toBe(false);
    // Streamed without a length: reading stops at the limit.
    expectError(await putTo(uploadURL, Readable.from([eleven.subarray(0, 6 * MB), eleven.subarray(6 * MB)])), 413, 'Images must be at most 10 MB');
    expect(await t.storage.exists((await slotRow(uploadURL)).uploadKey)).toBe(false);

    const logo = await slotFor(seller.cookie, 'logo');
    expectError(await putTo(logo, Buffer.alloc(6 * MB, 1)), 413, 'Images must be at most 5 MB');
    // Exactly the limit is accepted (Fastify's 1 MB JSON limit does not apply to this route).
    expect((await putTo(logo, Buffer.alloc(5 * MB, 1))).statusCode).toBe(204);
    expect(await t.storage.size((await slotRow(logo)).uploadKey)).toBe(5 * MB);
  });

  it("signs a declared size as the slot's limit, and refuses a declared size or type that cannot pass at once", async () => {
    expectError(await requestSlot(seller.cookie, { purpose: 'logo', size: 5 * MB + 1, contentType: 'image/png' }), 413, 'Images must be at most 5 MB');
    expectError(await requestSlot(seller.cookie, { size: 100, contentType: 'image/svg+xml' }), 400, NOT_AN_IMAGE);
    expectError(await requestSlot(seller.cookie, { size: 0, contentType: 'image/png' }), 400, 'The file is empty');
    const bytes = await png();
    const response = await requestSlot(seller.cookie, { size: bytes.length, contentType: 'image/png' });
    const uploadURL: string = response.json().uploadURL;
    expect(new URL(uploadURL).searchParams.get('max')).toBe(String(bytes.length));
    expect((await slotRow(uploadURL)).maxBytes).toBe(bytes.length);
    expectError(await putTo(uploadURL, Buffer.concat([bytes, Buffer.from([0])])), 413, `Images must be at most ${Math.round((bytes.length / MB) * 10) / 10} MB`);
    expect((await putTo(uploadURL, bytes)).statusCode).toBe(204);
    expect((await normalize(seller.cookie, uploadURL)).statusCode).toBe(200);
  });

  it('checks the bytes, not the name: a text file named .png and an SVG are refused with 400', async () => {
    const text = await uploadImage(seller.cookie, Buffer.from('just some notes, saved as photo.png\n'));
    expectError(text.response, 400, NOT_AN_IMAGE);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const vector = await uploadImage(seller.cookie, svg);
    expectError(vector.response, 400, NOT_AN_IMAGE);
    // Nothing was kept: no raw file, the slot unused.
    const row = await slotRow(vector.uploadURL);
    expect(row.usedAt).toBeNull();
    expect(await t.storage.exists(row.uploadKey)).toBe(false);
  });

  it("refuses another user's slot (403), a second normalize (409), an expired slot and unknown URLs", async () => {
    const uploadURL = await slotFor(seller.cookie);
    expect((await putTo(uploadURL, await png())).statusCode).toBe(204);
    expectError(await normalize(otherSeller.cookie, uploadURL), 403, 'This upload belongs to someone else');
    expectError(await normalize(adminCookie, uploadURL), 403, 'This upload belongs to someone else');
    expect((await normalize(seller.cookie, uploadURL)).statusCode).toBe(200);
    expectError(await normalize(seller.cookie, uploadURL), 409, 'This upload has already been used');
    // The signed URL takes no more files once used.
    expectError(await putTo(uploadURL, await png()), 409, 'This upload has already been used');

    const late = await slotFor(seller.cookie);
    expect((await putTo(late, await png())).statusCode).toBe(204);
    await t.db.update(uploads).set({ expiresAt: new Date(Date.now() - 10 * 60_000) }).where(eq(uploads.uploadKey, (await slotRow(late)).uploadKey));
    expectError(await normalize(seller.cookie, late), 403, 'This upload has expired; please upload the file again');

    const empty = await slotFor(seller.cookie);
    expectError(await normalize(seller.cookie, empty), 400, 'No file has been uploaded to this URL yet');
    expectError(await normalize(seller.cookie, 'http://localhost:5000/api/objects/incoming/00000000-0000-4000-8000-000000000000'), 404, 'Upload not found');
    expectError(await normalize(seller.cookie, '/objects/products/abc'), 400, 'imageURL must be the upload URL');
  });

  it('lets exactly one of two racing normalize calls win', async () => {
    const uploadURL = await slotFor(seller.cookie);
    expect((await putTo(uploadURL, await png())).statusCode).toBe(204);
    const replies = await Promise.all([normalize(seller.cookie, uploadURL), normalize(seller.cookie, uploadURL)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const row = await slotRow(uploadURL);
    expect(row.objectPath).toBe(replies.find((reply) => reply.statusCode === 200)!.json().objectPath);
  });

  it('lists a seller\'s images with the real bytes stored and the products that have images', async () => {
    const fresh = await newSeller();
    const empty = await t.app.inject({ method: 'GET', url: '/api/seller/media', headers: { cookie: fresh.cookie } });
    expect(empty.json()).toEqual({ images: [], imageCount: 0, productsWithImages: 0, totalBytes: 0 });

    const first = (await uploadImage(fresh.cookie, await png())).response.json().objectPath;
    const second = (await uploadImage(fresh.cookie, await jpeg(), 'logo')).response.json().objectPath;
    await uploadImage(otherSeller.cookie, await png());
    const categoryId = (await createCategory(t.db)).id;
    await createProduct(t.db, { categoryId, sellerId: fresh.sellerId, images: [first] });
    await createProduct(t.db, { categoryId, sellerId: fresh.sellerId, images: [] });
    await createProduct(t.db, { categoryId, sellerId: otherSeller.sellerId, images: [first] });

    const response = await t.app.inject({ method: 'GET', url: '/api/seller/media', headers: { cookie: fresh.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const media = response.json();
    expect(media.images.map((image: { objectPath: string }) => image.objectPath)).toEqual([second, first]);
    expect(media.images[0]).toEqual({ objectPath: second, bytes: expect.any(Number), purpose: 'logo', createdAt: expect.any(String) });
    expect(media.imageCount).toBe(2);
    expect(media.productsWithImages).toBe(1);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, fresh.userId));
    expect(media.totalBytes).toBe(rows.reduce((sum, row) => sum + (row.storedBytes ?? 0), 0));
    expect(media.totalBytes).toBeGreaterThan(1000);

    expectError(await t.app.inject({ method: 'GET', url: '/api/seller/media' }), 401, 'Please sign in');
    expectError(await t.app.inject({ method: 'GET', url: '/api/seller/media', headers: { cookie: customerCookie } }), 403, 'Sellers only');
  });

  it('keeps at most a few open slots per user', async () => {
    const busy = await newSeller();
    for (let i = 0; i < MAX_OPEN_UPLOADS; i += 1) await slotFor(busy.cookie);
    expectError(await requestSlot(busy.cookie), 429, 'Too many uploads in progress; finish them or try again in 15 minutes');
    expect((await requestSlot(seller.cookie)).statusCode).toBe(200);
  });

  it('sweeps slots that expired unused, with their raw files, and keeps used ones', async () => {
    const owner = await newSeller();
    const abandoned = await slotFor(owner.cookie);
    expect((await putTo(abandoned, await png())).statusCode).toBe(204);
    const done = await uploadImage(owner.cookie, await png());
    const abandonedRow = await slotRow(abandoned);
    expect(await t.storage.exists(abandonedRow.uploadKey)).toBe(true);

    const later = new Date(abandonedRow.expiresAt.getTime() + SWEEP_AFTER_EXPIRY_MS + 1000);
    await sweepExpiredUploads(t.db, t.storage, new Date(abandonedRow.expiresAt.getTime() + 1000));
    expect(await t.storage.exists(abandonedRow.uploadKey)).toBe(true);
    expect(await sweepExpiredUploads(t.db, t.storage, later)).toBeGreaterThanOrEqual(1);
    expect(await t.storage.exists(abandonedRow.uploadKey)).toBe(false);
    const remaining = await t.db.select().from(uploads).where(eq(uploads.userId, owner.userId));
    expect(remaining.map((row) => row.objectPath)).toEqual([done.response.json().objectPath]);
  });
});
