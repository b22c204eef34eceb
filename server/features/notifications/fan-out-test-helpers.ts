import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationPreferences, outbox, users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { createUnsubscribeCodes } from './unsubscribe-codes.js';

type PreferenceColumns = Partial<Omit<typeof notificationPreferences.$inferInsert, 'userId' | 'updatedAt' | 'digestSentAt'>>;

/** A shopper's changed preferences, as the preferences page would store them (absent: all on). */
export async function setPreferences(db: Db, userId: number, columns: PreferenceColumns) {
  await db.insert(notificationPreferences).values({ userId, ...columns })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: columns });
}

/** The account as deletion leaves it: the row stays, marked deleted. */
export async function markDeleted(db: Db, userId: number) {
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));
}

/** Runs the app's own worker until no event is left (whatever it already did in the background counts too). */
export async function drain(t: TestApp) {
  await t.app.notificationWorker.drain();
  await t.settle();
}

export const outboxFor = (db: Db, emails: string[]) =>
  emails.length === 0 ? Promise.resolve([]) : db.select().from(outbox).where(inArray(outbox.to, emails)).orderBy(asc(outbox.id));

/** The codes the app signs with (its DATA_DIR's unsubscribe secret): what the unsubscribe route will read. */
export function appUnsubscribeCodes(t: TestApp) {
  return createUnsubscribeCodes(readFileSync(path.join(t.env.DATA_DIR, 'unsubscribe-secret'), 'utf8').trim());
}

/** The code a mail's List-Unsubscribe address carries. */
export function codeOf(listUnsubscribe: string | null): string {
  const url = new URL(listUnsubscribe ?? 'http://missing.invalid/');
  expectPath(url, '/api/notifications/unsubscribe');
  return url.searchParams.get('code') ?? '';
}

function expectPath(url: URL, pathname: string) {
  if (url.pathname !== pathname) throw new Error(`List-Unsubscribe points at ${url.pathname}, not ${pathname}`);
}

/**
 * Many shoppers in one statement (fan-out tests at scale, the bench): plain accounts that cannot
 * sign in, named `<prefix>_<n>`. Answers their ids in order.
 */
export async function insertShoppers(db: Db, count: number, prefix: string): Promise<number[]> {
  const result = await db.execute(sql`
    INSERT INTO users (username, password, email, first_name, last_name)
    SELECT ${prefix} || '_' || g, '!no-sign-in', ${prefix} || '.' || g || '@example.test', 'Fan', 'No' || g
    FROM generate_series(1, ${count}::int) AS g
    RETURNING id`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
