import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/disk-storage.js';
import type { ObjectStorage } from '../../storage/storage.js';
import type { CsvProduct } from './product-csv.js';
import { RemoteImageError } from '../media/remote-image.js';
import { MAX_FETCHED_IMAGES, resolveImportImages } from './product-import-images.js';

const rowWith = (row: number, images: string[]) => ({ row, product: { images } }) as unknown as CsvProduct;

describe('resolveImportImages limits', () => {
  let dir: string;
  let storage: ObjectStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'threadline-import-images-'));
    storage = createDiskStorage(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it(`refuses a file naming more than ${MAX_FETCHED_IMAGES} addresses to fetch, at the row that goes over, before fetching`, async () => {
    let fetched = 0;
    const rows = Array.from({ length: MAX_FETCHED_IMAGES + 5 }, (_, i) => rowWith(i + 2, [`https://img.example.com/${i}.png`]));
    const result = await resolveImportImages(rows, { storage, fetchImage: async () => (fetched++, Buffer.alloc(0)) });
    expect(result.errors).toEqual([{
      row: MAX_FETCHED_IMAGES + 2, column: 'images', message: `A file may name at most ${MAX_FETCHED_IMAGES} image addresses to fetch; split it into smaller files`,
    }]);
    expect(fetched).toBe(0);
  });

  it('ends fetches still running at the import\'s deadline, and starts no more', async () => {
    const started: string[] = [];
    // A fetch that only ends when told to, with the words fetchRemoteImage then uses.
    const wrapped = (url: string, signal?: AbortSignal) => new Promise<Buffer>((_resolve, reject) => {
      started.push(url);
      signal?.addEventListener('abort', () => reject(new RemoteImageError('the import ran out of time for its images')));
    });
    const rows = Array.from({ length: 6 }, (_, i) => rowWith(i + 2, [`https://img.example.com/slow-${i}.png`]));
    const result = await resolveImportImages(rows, { storage, fetchImage: wrapped, concurrency: 2, deadlineMs: 200 });
    expect(started).toHaveLength(2);
    expect(result.errors).toHaveLength(6);
    expect(result.errors[0]).toEqual({ row: 2, column: 'images', message: 'Could not fetch the image https://img.example.com/slow-0.png (the import ran out of time for its images)' });
  });
});
