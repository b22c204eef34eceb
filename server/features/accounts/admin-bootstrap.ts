import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../kernel/password.js';

/**
 * With ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD set, start-up makes sure that admin
 * exists. An existing account is left exactly as it is (DECISIONS.md).
 */
export async function ensureAdmin(db: Db, admin: { username: string; email: string; password: string }): Promise<boolean> {
  const email = admin.email.toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.username, admin.username), eq(users.email, email)))
    .limit(1);
  if (existing) return false;
  await db.insert(users).values({
    username: admin.username,
    email,
    password: await hashPassword(admin.password),
    role: 'admin',
    firstName: 'Admin',
  });
  return true;
}
