import { loadEnv } from '../env.js';
import { createStorage } from '../storage/create-storage.js';
import { openDatabase } from '../db/open.js';
import { isCatalogEmpty } from './is-catalog-empty.js';
import { seedDemo } from './seed.js';

/** `npm run seed [-- --products N]`: loads the demo data into the configured database. */
function productCountArgument(args: string[]): number | undefined {
  const index = args.indexOf('--products');
  if (index < 0) return undefined;
  const count = Number(args[index + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error('--products takes a whole number from 1 to 1000000');
  }
  return count;
}

const env = loadEnv();
const products = productCountArgument(process.argv.slice(2));
const database = await openDatabase(env);
try {
  await database.migrate();
  if (!(await isCatalogEmpty(database.db))) {
    console.error('The database already has a catalogue; seed an empty database.');
    process.exitCode = 1;
  } else {
    const storage = await createStorage(env);
    const started = Date.now();
    await seedDemo(database, storage, { products, log: (message) => console.log(`seed: ${message}`) });
    console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
