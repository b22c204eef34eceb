/**
 * Times the admin CSV import (issue 8: 10,000 rows in under 10 s on the embedded database):
 * a fresh PGlite, an admin session, a generated file of `--rows` products (default 10,000) with
 * realistic sizes, colours, tags and stock, sent through app.inject as the browser would.
 * Run: node --import tsx bench/measure-import.ts [--rows N] [--driver pglite|postgres]
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { storeImage } from '../server/features/media/image-variants.js';
import { createUser } from '../server/seed/factories.js';
import { createTestApp } from '../server/test/test-app.js';
import { sessionCookieFor } from '../server/test/sign-in.js';
import type { Driver } from '../server/test/test-database.js';
import { CSV_COLUMNS } from '../shared/admin-schemas.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const ROWS = Number(option('rows', '10000'));
const DRIVER = option('driver', 'pglite') as Driver;
const TARGET_MS = 10_000;
if (DRIVER === 'postgres') process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const CATEGORIES = ['t-shirts', 'hoodies', 'hats'];
const SIZES = ['XS|S|M|L|XL', 'S|M|L|XL|2XL', 'M|L', 'S|M|L|XL|2XL|3XL'];
const COLORS = ['Black|White', 'Black', 'Navy|Gray|Red', 'Black|White|Pink|Green'];
const WORDS = ['Concrete', 'Midnight', 'Static', 'Skyline', 'Chrome', 'Neon', 'Asphalt', 'Vapor', 'Signal', 'Rust'];

/**
 * `images`: object paths of the shop's own images (issue 22: https URLs are fetched at import,
 * which would time the network, not the import).
 */
export function importFile(rows: number, images: readonly string[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (let i = 0; i < rows; i += 1) {
    const word = (n: number) => WORDS[(i * 7 + n) % WORDS.length]!;
    lines.push([
      `"${word(0)} ${word(3)} ""Drop ${i}"""`,
      `"Heavyweight cotton, ${word(1).toLowerCase()} print, batch ${i}"`,
      (19 + (i % 60)).toFixed(2),
      i % 3 === 0 ? (99 + (i % 10)).toFixed(2) : '',
      CATEGORIES[i % CATEGORIES.length],
      SIZES[i % SIZES.length],
      COLORS[i % COLORS.length],
      images[i % images.length]!,
      `${word(2).toLowerCase()}|streetwear|drop-${i % 50}`,
      String(i % 40),
      'true',
      i % 20 === 0 ? 'true' : 'false',
      i % 3 === 0 ? 'true' : 'false',
      '',
    ].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  const t = await createTestApp(DRIVER);
  try {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await sessionCookieFor(t.db, admin.id);
    const images = await Promise.all(['#1b1b1b', '#f2f2ef', '#b3202a'].map(async (background) =>
      storeImage(t.storage, await sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer())));
    const csvContent = importFile(ROWS, images);
    const started = performance.now();
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/import-products', headers: { cookie }, payload: { csvContent } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`Import answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    const megabytes = (Buffer.byteLength(csvContent) / 1024 / 1024).toFixed(2);
    const verdict = ROWS >= 10_000 ? (elapsed < TARGET_MS ? 'PASS' : 'FAIL') : 'n/a';
    console.log(`${DRIVER}: imported ${response.json<{ created: number }>().created} rows (${megabytes} MB) in ${(elapsed / 1000).toFixed(2)} s; target < 10 s: ${verdict}`);
  } finally {
    await t.close();
  }
}

await main();
