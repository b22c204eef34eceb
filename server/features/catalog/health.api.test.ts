import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

/** GET /api/health, the readiness probe a load balancer polls (docs/deployment.md). */
describe.each(TEST_DRIVERS)('readiness probe on %s', (driver) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const health = async () => {
    const reply = await t!.app.inject({ method: 'GET', url: '/api/health' });
    return { status: reply.statusCode, body: reply.json() as unknown, cacheControl: reply.headers['cache-control'] };
  };

  it('answers 503 until the read model is built, then 200, never from a cache', async () => {
    t = await createTestApp(driver);
    const first = await health();
    // The build of an empty catalogue may already be done: the answer must say which it is.
    expect(first).toEqual(t.app.catalogReadModel!.built
      ? { status: 200, body: { status: 'ok', catalogue: 'read-model' }, cacheControl: 'no-store' }
      : { status: 503, body: { status: 'starting', catalogue: 'building' }, cacheControl: 'no-store' });
    await t.app.catalogReadModel!.ready();
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', catalogue: 'read-model' }, cacheControl: 'no-store' });
  });

  it('answers 200 at once when shoppers are served by SQL', async () => {
    t = await createTestApp(driver, { CATALOG_READ_MODEL: 'false' });
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', catalogue: 'sql' }, cacheControl: 'no-store' });
  });
});
