import type { ImportRowError } from '../../../shared/admin-schemas.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { deleteImage, InvalidImageError, objectKeyFromPath, storeImageVariants, variantKey } from '../media/image-variants.js';
import { RemoteImageError } from '../media/remote-image.js';
import type { CsvProduct } from './product-csv.js';

/** Images fetched at once: each may hold up to 10 MB in memory while it is checked. */
export const IMPORT_FETCH_CONCURRENCY = 4;
/**
 * An import answers within about a minute (idle connections close at 60 s, proxies give up):
 * so many addresses to fetch at most, and this long for all of them.
 */
export const MAX_FETCHED_IMAGES = 200;
export const IMPORT_FETCH_DEADLINE_MS = 45_000;

export interface ImportImageDeps {
  storage: ObjectStorage;
  /** fetchRemoteImage with the shop's settings bound; `signal` ends it at the import's deadline. */
  fetchImage: (url: string, signal?: AbortSignal) => Promise<Buffer>;
  concurrency?: number;
  deadlineMs?: number;
}

export interface StoredImportImage { objectPath: string; bytes: number }

export interface ImportImages {
  /** Each product's images as object paths, in the products' order; only when `errors` is empty. */
  imagesOf: (product: CsvProduct) => string[];
  /** The images this import stored: to record as the admin's uploads, or to delete. */
  stored: StoredImportImage[];
  errors: ImportRowError[];
  /** Deletes what this import stored (the import failed). */
  discard(): Promise<void>;
}

async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The admin's words for a fetch or check that failed; null for a fault of our own (storage). */
function reasonOf(error: unknown): string | null {
  if (error instanceof RemoteImageError) return error.message;
  if (error instanceof InvalidImageError) return `${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`;
  return null;
}

/**
 * Turns every image of an import into an object path before its transaction (issue 22): the
 * shop's own object paths are checked to exist; each distinct URL is fetched once, checked and
 * stored as the same WebP variants as an upload. Failures become errors of the rows that name them.
 */
export async function resolveImportImages(products: CsvProduct[], deps: ImportImageDeps): Promise<ImportImages> {
  const { storage, fetchImage } = deps;
  const refs = new Set(products.flatMap(({ product }) => product.images));
  const local = [...refs].filter((image) => image.startsWith('/objects/'));
  const remote = [...refs].filter((image) => !image.startsWith('/objects/'));
  if (remote.length > MAX_FETCHED_IMAGES) {
    const over = remote[MAX_FETCHED_IMAGES]!;
    const row = products.find(({ product }) => product.images.includes(over))!.row;
    const message = `A file may name at most ${MAX_FETCHED_IMAGES} image addresses to fetch; split it into smaller files`;
    return { imagesOf: ({ product }) => product.images, stored: [], errors: [{ row, column: 'images', message }], discard: async () => undefined };
  }

  const missing = new Set<string>();
  await eachLimited(local, 16, async (objectPath) => {
    const key = objectKeyFromPath(objectPath);
    if (key === null || !(await storage.exists(variantKey(key, 'full')))) missing.add(objectPath);
  });

  const fetched = new Map<string, string>();
  const failed = new Map<string, string>();
  const stored: StoredImportImage[] = [];
  const faults: unknown[] = [];
  const deadline = AbortSignal.timeout(deps.deadlineMs ?? IMPORT_FETCH_DEADLINE_MS);
  await eachLimited(remote, deps.concurrency ?? IMPORT_FETCH_CONCURRENCY, async (url) => {
    try {
      if (deadline.aborted) throw new RemoteImageError('the import ran out of time for its images');
      const image = await storeImageVariants(storage, await fetchImage(url, deadline), { folder: 'products' });
      stored.push(image);
      fetched.set(url, image.objectPath);
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === null) faults.push(error);
      else failed.set(url, reason);
    }
  });
  const discard = async () => {
    await Promise.allSettled(stored.map(({ objectPath }) => deleteImage(storage, objectPath)));
  };
  // Every fetch has settled, so nothing is stored after this clean-up.
  if (faults.length > 0) {
    await discard();
    throw faults[0];
  }

  const errors: ImportRowError[] = [];
  for (const { row, product } of products) {
    for (const image of product.images) {
      if (missing.has(image)) errors.push({ row, column: 'images', message: `There is no image at ${image} in this shop's media` });
      const reason = failed.get(image);
      if (reason !== undefined) errors.push({ row, column: 'images', message: `Could not fetch the image ${image} (${reason})` });
    }
  }
  return {
    imagesOf: ({ product }) => product.images.map((image) => fetched.get(image) ?? image),
    stored,
    errors,
    discard,
  };
}
