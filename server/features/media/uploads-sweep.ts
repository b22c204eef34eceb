import type { Db } from '../../db/client.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { deleteUnusedUploads, expiredUnusedUploads } from './uploads.repo.js';

/** Slots are swept this long after they expired, well past normalize's grace. */
export const SWEEP_AFTER_EXPIRY_MS = 60 * 60 * 1000;
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
