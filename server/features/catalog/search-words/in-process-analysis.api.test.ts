import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_WORDS, typo } from '../../../../bench/mixes.js';
import { TRIGRAM_THRESHOLD, type Db } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';
import { DESCRIPTION_LINES } from '../../../seed/demo-content.js';
import { createCategory, createSeller, productValues } from '../../../seed/factories.js';
import { seededRandom } from '../../../seed/random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TEST_DRIVERS } from '../../../test/test-database.js';
import { createSearchTerms } from '../search-query.js';
import { databaseStems, stemmerAgreeingWith } from './english-stem.js';
import { isTrigramSimilar, trigramSimilarity, trigramsOf } from './trigram-similarity.js';

/**
 * Issue 28: a new word, a typo above all, is analysed in process, with the very answer SQL gives
 * (stem, prefix or not, corrections), and without a round trip once the vocabulary is held.
 */
describe.each(TEST_DRIVERS)('search words analysed in process on %s', (driver) => {
  let t: TestApp;
  let queries = 0;
  let counted: Db;
  let categoryId: number;
  const random = seededRandom(28);

  beforeAll(async () => {
    t = await createTestApp(driver);
    counted = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return (...args: Parameters<Db['execute']>) => {
          queries++;
          return target.execute(...args);
        };
      },
    });
    categoryId = (await createCategory(t.db, { name: 'Hoodies', slug: 'hoodies' })).id;
    const seller = await createSeller(t.db, { businessName: 'Concrete Saints' });
    await t.db.insert(products).values(productValues({ name: 'Tee Hat', categoryId }));
    await t.db.insert(products).values(Array.from({ length: 200 }, () => productValues({
      name: random.sample(CATALOGUE_WORDS, 3).join(' '),
      description: random.pick(DESCRIPTION_LINES),
      tags: random.sample(CATALOGUE_WORDS, 2),
      categoryId,
      sellerId: seller.id,
    })));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every word, typo and stop word the analysis SQL gives', async () => {
    const inProcess = createSearchTerms(t.db);
    const bySql = createSearchTerms(t.db, { inProcess: false });
    expect(await inProcess.analysesInProcess()).toBe(true);
    const words = [
      ...CATALOGUE_WORDS,
      ...CATALOGUE_WORDS.flatMap((word) => (word.length >= 5 ? [typo(word, random), typo(word, random)] : [])),
      'hoddie', 'hodoie', 'hoodei',
      // Stems of 3 letters: "tee" and "hat" are one typo from "tae" and "hut", yet too few trigrams alike for `%`.
      'taeing', 'hutting', 'the', 'and', 'over', 'café', 'naïve', '2024', 'mp3', 'zzqx', 'ho', 'xl',
    ];
    let corrected = 0;
    for (const word of words) {
      const expected = await bySql.analyse(word);
      expect(await inProcess.analyse(word), word).toEqual(expected);
      if ((expected?.[0]?.length ?? 0) > 1) corrected++;
    }
    // The comparison covers corrections, not only stems.
    expect(corrected).toBeGreaterThan(50);
  });

  // PGlite's PostgreSQL 18 carries Snowball's 2023 English ("added" → "add"), the server's 15 an earlier one ("ad").
  it('stems as the database does, whichever Snowball it carries', async () => {
    const stem = await stemmerAgreeingWith(t.db);
    expect(stem).not.toBeNull();
    const doubles = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];
    const suffixes = ['ed', 'edly', 'ing', 'ingly', 'eds', 'ings'];
    const words = [
      ...['a', 'e', 'o', 'i', 'u', 'xa'].flatMap((start) => doubles.flatMap((double) => suffixes.map((suffix) => start + double + suffix))),
      'addition', 'odder', 'eggs', 'earring', 'hopping', 'fitted', 'controlled', 'offing', 'off', 'generously', 'skies',
    ];
    const stems = await databaseStems(t.db, words);
    expect(stems).toHaveLength(words.length);
    for (const row of stems) expect(stem!(row.word), row.word).toBe(row.stem);
  });

  it('asks the database nothing for new words once the vocabulary is held', async () => {
    const terms = createSearchTerms(counted);
    expect(await terms.analysesInProcess()).toBe(true);
    queries = 0;
    await Promise.all(['hoddie', 'vintgae', 'embroiderd', 'oversised'].map((word) => terms.analyse(word)));
    expect(queries).toBe(0);
  });

  it('corrects to a word the catalogue gains once told the vocabulary grew', async () => {
    const terms = createSearchTerms(t.db);
    await terms.analysesInProcess();
    expect(await terms.analyse('zepelin')).toEqual([[{ lexeme: 'zepelin', prefix: true }]]);
    await t.db.insert(products).values(productValues({ name: 'Zeppelin', categoryId }));
    terms.forget();
    await terms.analysesInProcess();
    expect(await terms.analyse('zepelin')).toEqual([[{ lexeme: 'zepelin', prefix: true }, { lexeme: 'zeppelin', prefix: false }]]);
  });

  it('measures trigram similarity as pg_trgm does', async () => {
    const known = CATALOGUE_WORDS.slice(0, 80);
    const pairs = known.flatMap((word) => [[word, typo(word, random)], [word, random.pick(known)]]);
    const result = await t.db.execute(sql`
      SELECT similarity(p.a, p.b) AS score, p.a % p.b AS similar
      FROM unnest(${sql.param(pairs.map(([a]) => a))}::text[], ${sql.param(pairs.map(([, b]) => b))}::text[]) WITH ORDINALITY AS p(a, b, at)
      ORDER BY p.at`);
    const rows = (result as unknown as { rows: { score: number | string; similar: boolean }[] }).rows;
    pairs.forEach(([a, b], i) => {
      const [trigramsA, trigramsB] = [trigramsOf(a!), trigramsOf(b!)];
      expect(trigramSimilarity(trigramsA, trigramsB), `${a} ~ ${b}`).toBe(Math.fround(Number(rows[i]!.score)));
      expect(isTrigramSimilar(trigramsA, trigramsB, TRIGRAM_THRESHOLD), `${a} % ${b}`).toBe(rows[i]!.similar);
    });
  });
});
