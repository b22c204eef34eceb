import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createSearchTerms } from './search-query.js';

/** Word analysis by SQL: one query for the words that arrive together, and none that predates a new word. */
describe.each(TEST_DRIVERS)('search word analysis on %s', (driver) => {
  let t: TestApp;
  let queries = 0;
  let counted: Db;
  const started = () => new Promise((resolve) => setImmediate(resolve));

  beforeAll(async () => {
    t = await createTestApp(driver);
    counted = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        // Each query takes a moment, as on a busy server, so a second search can arrive meanwhile.
        return async (...args: Parameters<Db['execute']>) => {
          queries++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return target.execute(...args);
        };
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('analyses words asked for at once in one query, and remembers them', async () => {
    queries = 0;
    const terms = createSearchTerms(counted, { inProcess: false });
    const [hoodie, both] = await Promise.all([terms.analyse('hoodie'), terms.analyse('hoodie vintage')]);
    expect(hoodie).toEqual([[{ lexeme: 'hoodi', prefix: true }]]);
    expect(both).toHaveLength(2);
    await terms.analyse('vintage hoodie');
    expect(queries).toBe(1);
  });

  it('does not hand a search an analysis started before the vocabulary grew', async () => {
    queries = 0;
    const terms = createSearchTerms(counted, { inProcess: false });
    const before = terms.analyse('zephyrs');
    await started();
    terms.forget();
    const after = terms.analyse('zephyrs');
    await Promise.all([before, after]);
    expect(queries).toBe(2);
  });
});
