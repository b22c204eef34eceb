import type { Db } from '../../db/client.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { deleteImage } from './image-variants.js';
import { deleteUnreferencedUploads, deleteUnusedUploads, expiredUnusedUploads } from './uploads.repo.js';

/** Slots are swept this long after they expired: past normalize's 5-minute grace. */
export const SWEEP_AFTER_EXPIRY_MS = 10 * 60 * 1000;
/**
 * A fresh image nothing uses yet is kept this long (a seller uploads, then fills in the product
 * form, or picks it from the media library later); an older one goes once nothing shows it.
 */
export const UNREFERENCED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/**
 * Deletes slots that expired unused and the raw files sent to them. The raw object goes first:
 * if that fails the row stays and the next sweep tries again, so no file is ever forgotten.
 * Returns how many slots went.
 */
export async function sweepExpiredUploads(db: Db, storage: ObjectStorage, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SWEEP_AFTER_EXPIRY_MS);
  let swept = 0;
  for (;;) {
    const expired = await expiredUnusedUploads(db, before, SWEEP_BATCH);
    if (expired.length === 0) return swept;
    await Promise.all(expired.map((slot) => storage.delete(slot.uploadKey)));
    await deleteUnusedUploads(db, expired.map((slot) => slot.id));
    swept += expired.length;
    if (expired.length < SWEEP_BATCH) return swept;
  }
}

/**
 * Removes images nothing shows any more (replaced logos and headers, images taken off a product,
 * deleted products), except those an order item still shows. The row goes first: from then on
 * no product or shop can take the image up (they only take uploads of record), and a file whose
 * delete fails is reported (thrown after the sweep) and left behind rather than risk a shown one.
 * Returns how many images went.
 */
export async function purgeUnreferencedImages(db: Db, storage: ObjectStorage, now = new Date()): Promise<number> {
  const usedBefore = new Date(now.getTime() - UNREFERENCED_IMAGE_GRACE_MS);
  let purged = 0;
  const failures: unknown[] = [];
  for (;;) {
    const objectPaths = await deleteUnreferencedUploads(db, usedBefore, SWEEP_BATCH);
    const deletes = await Promise.allSettled(objectPaths.map((objectPath) => deleteImage(storage, objectPath)));
    for (const outcome of deletes) if (outcome.status === 'rejected') failures.push(outcome.reason);
    purged += objectPaths.length;
    if (objectPaths.length < SWEEP_BATCH) break;
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} purged images could not be deleted from storage`);
  return purged;
}
