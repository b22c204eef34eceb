import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

/**
 * Which of `objectPaths` were uploaded (and normalized) by one of `userIds`. Product images,
 * logos and headers may only point at such objects, so nobody can claim another shop's files.
 */
export async function uploadedObjectPaths(db: Db, userIds: number[], objectPaths: string[]): Promise<Set<string>> {
  if (userIds.length === 0 || objectPaths.length === 0) return new Set();
  const rows = await db
    .select({ objectPath: uploads.objectPath })
    .from(uploads)
    .where(and(inArray(uploads.userId, userIds), inArray(uploads.objectPath, objectPaths), isNotNull(uploads.usedAt)));
  return new Set(rows.map((row) => row.objectPath!));
}
