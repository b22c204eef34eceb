import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, uploads, type UploadPurpose } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;

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

export async function insertUpload(
  db: Db, values: { userId: number; uploadKey: string; purpose: UploadPurpose; maxBytes: number; expiresAt: Date },
): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUploadByKey(db: Db, uploadKey: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.uploadKey, uploadKey)).limit(1);
  return row ?? null;
}

/**
 * Consumes a slot. Conditional on `used_at IS NULL`, so of two normalize calls racing for the
 * same slot exactly one gets the row back.
 */
export async function markUploadUsed(
  db: Db, id: number, values: { objectPath: string; storedBytes: number; usedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set(values)
    .where(and(eq(uploads.id, id), isNull(uploads.usedAt)))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/** Unused slots that expired before `before`, oldest first. */
export async function expiredUnusedUploads(db: Db, before: Date, limit: number): Promise<{ id: number; uploadKey: string }[]> {
  return db
    .select({ id: uploads.id, uploadKey: uploads.uploadKey })
    .from(uploads)
    .where(and(isNull(uploads.usedAt), lt(uploads.expiresAt, before)))
    .orderBy(uploads.expiresAt)
    .limit(limit);
}

/** Deletes slots that are still unused (a late normalize may have consumed one meanwhile). */
export async function deleteUnusedUploads(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(uploads).where(and(inArray(uploads.id, ids), isNull(uploads.usedAt)));
}

/** The images a user's slots became, newest first. */
export async function listUsedUploads(db: Db, userId: number) {
  return db
    .select({ objectPath: uploads.objectPath, bytes: uploads.storedBytes, purpose: uploads.purpose, usedAt: uploads.usedAt })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNotNull(uploads.usedAt), isNotNull(uploads.objectPath)))
    .orderBy(desc(uploads.usedAt), desc(uploads.id));
}

export async function countProductsWithImages(db: Db, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ withImages: count() })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), sql`cardinality(${products.images}) > 0`));
  return row?.withImages ?? 0;
}

/** What one uploader keeps: images normalized and not purged, the bytes they take, slots still open. */
export async function uploaderUsage(db: Db, userId: number, now: Date): Promise<{ images: number; bytes: number; openSlots: number }> {
  const [row] = await db
    .select({
      images: sql<number>`(count(*) filter (where ${uploads.usedAt} is not null))::int`,
      bytes: sql<number>`coalesce(sum(${uploads.storedBytes}) filter (where ${uploads.usedAt} is not null), 0)::bigint`,
      openSlots: sql<number>`(count(*) filter (where ${uploads.usedAt} is null and ${uploads.expiresAt} > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return { images: Number(row?.images ?? 0), bytes: Number(row?.bytes ?? 0), openSlots: Number(row?.openSlots ?? 0) };
}

/**
 * Forgets up to `limit` images normalized before `usedBefore` that nothing shows any more: no
 * product, no shop logo or header, no category, and no order item (order history keeps its
 * pictures), no return's or message's photos. One statement, so the check and the delete see the same data; the caller then
 * removes the files. Returns their object paths.
 */
export async function deleteUnreferencedUploads(db: Db, usedBefore: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    with referenced as materialized (
      select unnest(images) as path from products where cardinality(images) > 0
      union all select profile_image from sellers where profile_image like '/objects/%'
      union all select cover_image from sellers where cover_image like '/objects/%'
      union all select image_url from categories where image_url like '/objects/%'
      union all select image from order_items where image like '/objects/%'
      union all select unnest(photos) from reviews where cardinality(photos) > 0
      union all select jsonb_array_elements_text(photos) from returns where jsonb_array_length(photos) > 0
      union all select jsonb_array_elements_text(images) from messages where jsonb_array_length(images) > 0
    ), unreferenced as (
      select u.id from uploads u
      where u.used_at < ${usedBefore.toISOString()}::timestamptz and u.object_path is not null
        and not exists (select 1 from referenced r where r.path = u.object_path)
      order by u.id
      limit ${limit}
    )
    delete from uploads where id in (select id from unreferenced) returning object_path as "objectPath"`);
  return (result as unknown as { rows: { objectPath: string }[] }).rows.map((row) => row.objectPath);
}
