import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.js';
import { isReservedShopName, shopNameKey } from '../../shared/shop-names.js';
import { openPglite, openPostgres, type Database } from './client.js';
import { DEMO_SELLERS } from '../seed/demo-content.js';
import { createServerDatabase, TEST_DRIVERS, type Driver } from '../test/test-database.js';

const migrationsFolder = path.join(projectRoot, 'server/db/migrations');
const MIGRATION_TAG = /_shop_name_keys$/;

/** A copy of the migrations folder that stops just before the shop name keys migration. */
function migrationsBeforeShopNameKeys(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'threadline-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => MIGRATION_TAG.test(entry.tag));
  if (at < 0) throw new Error('No shop_name_keys migration in the journal');
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.driver === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

async function openEmpty(driver: Driver): Promise<{ database: Database; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const database = await openPglite(undefined);
    return { database, drop: () => database.close() };
  }
  const server = await createServerDatabase();
  const database = await openPostgres(server.url, 2);
  return { database, async drop() { await database.close(); await server.drop(); } };
}

/** Names as shops had them before keys existed: look-alikes of one another and of the demo shops. */
const EXISTING_NAMES = [
  ...DEMO_SELLERS.map((shop) => shop.businessName),
  'Соncrete Saints', // Cyrillic: the demo's Concrete Saints came first
  'NEON  ALLEY', // case and spacing
  'Void\u200bSupply', // a zero-width space
  'Ｓｔａｔｉｃ Ｂｌｏｏｍ', // full-width
  'Straße Kultur', 'İstanbul Ink', 'Café Ñandú', 'ΗΟΤ ΣΤΥΛΕ', 'Ｔｏｋｙｏ　Ｄｒｉｆｔ', 'Ⅻ Crew',
  `${'Long Name '.repeat(11)}Co`, // 112 characters, a later twin below
  `${'Long Name '.repeat(11)}CO`,
];

describe.each(TEST_DRIVERS)('the shop name keys migration on %s', (driver) => {
  let database: Database;
  let drop: () => Promise<void>;
  const before = migrationsBeforeShopNameKeys();
  let shops: Array<{ id: number; name: string; key: string }> = [];

  beforeAll(async () => {
    ({ database, drop } = await openEmpty(driver));
    await migrateWith(database, before);
    for (const [index, name] of EXISTING_NAMES.entries()) {
      await database.db.execute(sql`
        with owner as (
          insert into users (username, email, password) values (${`owner${index}`}, ${`owner${index}@example.com`}, 'x') returning id
        )
        insert into sellers (user_id, business_name, status, is_active) select id, ${name}, 'approved', true from owner`);
    }
    await database.migrate();
    const result = await database.db.execute(sql`select id, business_name as name, business_name_key as key from sellers order by id`);
    shops = (result as unknown as { rows: Array<{ id: number; name: string; key: string }> }).rows;
  });
  afterAll(async () => {
    await drop?.();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps the ten demo shops apart and as they were, none of them reserved', () => {
    const demo = shops.slice(0, DEMO_SELLERS.length);
    expect(demo.map((shop) => shop.name)).toEqual(DEMO_SELLERS.map((shop) => shop.businessName));
    expect(new Set(demo.map((shop) => shop.key)).size).toBe(DEMO_SELLERS.length);
    expect(demo.filter((shop) => isReservedShopName(shop.name))).toEqual([]);
  });

  it('fills every key as the app computes it (the SQL repeats shopNameKey)', () => {
    for (const shop of shops) expect({ name: shop.name, key: shop.key }).toEqual({ name: shop.name, key: shopNameKey(shop.name) });
  });

  it('renames each later look-alike "{name} (shop {id})", keeping the oldest, so every key is unique', () => {
    const renamed = shops.filter((shop) => shop.name.endsWith(` (shop ${shop.id})`));
    expect(renamed.map((shop) => shop.name.slice(0, -` (shop ${shop.id})`.length))).toEqual([
      'Соncrete Saints', 'NEON  ALLEY', 'Void\u200bSupply', 'Ｓｔａｔｉｃ Ｂｌｏｏｍ',
      `${'Long Name '.repeat(11)}CO`.slice(0, 120 - ` (shop ${shops.at(-1)!.id})`.length),
    ]);
    expect(shops.every((shop) => shop.name.length <= 120)).toBe(true);
    expect(new Set(shops.map((shop) => shop.key)).size).toBe(shops.length);
  });

  it('leaves a unique index that refuses a second shop with the same key', async () => {
    const write = database.db.execute(sql`
      with owner as (insert into users (username, email, password) values ('late', 'late@example.com', 'x') returning id)
      insert into sellers (user_id, business_name, business_name_key) select id, 'Concrete Saints', ${shopNameKey('Concrete Saints')} from owner`);
    await expect(write).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });
});
