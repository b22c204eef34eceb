/**
 * A write's delay until every instance shows it (issue 28): a second instance of the app is started
 * on the same database, a product's price is changed in SQL, as a seller's edit commits it, and
 * both instances are asked for that product every millisecond until each answers the new price.
 * The delay is from the commit to the later of the two.
 */
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { percentile } from './open-loop.js';

const WRITES = 20;
const GIVE_UP_MS = 10_000;

async function shownAt(base: string, productId: number, price: string): Promise<number> {
  const until = performance.now() + GIVE_UP_MS;
  while (performance.now() < until) {
    // Prices travel as decimal strings, as PostgreSQL's numeric does.
    const reply = await (await fetch(`${base}/api/products/${productId}`)).json() as { price?: string };
    if (reply.price === price) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return Infinity;
}

export async function writeDelay(databaseUrl: string, instances: string[], productIds: number[]): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const delays: number[] = [];
  try {
    for (let i = 0; i < WRITES; i++) {
      const productId = productIds[i % productIds.length]!;
      const price = (1000 + i + Math.round(Math.random() * 1000) / 100).toFixed(2);
      await client.query('UPDATE products SET price = $1 WHERE id = $2', [price, productId]);
      const committed = performance.now();
      const shown = await Promise.all(instances.map((base) => shownAt(base, productId, price)));
      delays.push(Math.max(...shown) - committed);
    }
  } finally {
    await client.end();
  }
  const sorted = delays.sort((a, b) => a - b);
  const lost = sorted.filter((delay) => delay === Infinity).length;
  return `  a write until ${instances.length} instances show it (${WRITES} price changes in SQL, each instance polled every ms): `
    + `p50 ${percentile(sorted, 50).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms  ${lost ? `${lost} never shown MISSED` : 'ok (every write shown)'}`;
}
