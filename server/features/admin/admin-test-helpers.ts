import { desc } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createUser } from '../../seed/factories.js';
import { auditLog } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { sessionCookieFor } from '../../test/sign-in.js';

/** Test helpers shared by the admin API tests. */
export async function signedInAdmin(t: TestApp) {
  const admin = await createUser(t.db, { role: 'admin' });
  return { admin, cookie: await sessionCookieFor(t.db, admin.id) };
}

export function caller(t: TestApp) {
  return (cookie: string | null, options: InjectOptions): Promise<LightMyRequestResponse> =>
    t.app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
}

/** Audit rows, newest first. */
export async function auditRows(t: TestApp) {
  return t.db.select().from(auditLog).orderBy(desc(auditLog.id));
}

export async function auditCount(t: TestApp): Promise<number> {
  return (await auditRows(t)).length;
}
