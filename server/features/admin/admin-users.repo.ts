import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers, users } from '../../db/schema/index.js';
import type { AdminUserRow, AdminUsersQuery } from '../../../shared/admin-schemas.js';
import { shopNameColumns } from '../sellers/shop-names.js';
import { allOf, countAll, type Page, readPage, searchAnyOf, withIsoDates } from '../../kernel/paging.js';

const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  seller: {
    id: sellers.id,
    businessName: sellers.businessName,
    businessEmail: sellers.businessEmail,
    businessPhone: sellers.businessPhone,
    status: sellers.status,
    isActive: sellers.isActive,
  },
};

/** For the admin sign-in: usernames compare case-insensitively, as their unique index does. */
export async function findCredentialsByUsername(db: Db, username: string) {
  const [row] = await db
    .select({ ...adminUserColumns, passwordHash: users.password })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ? withIsoDates(row) : null;
}

export async function markLoggedIn(tx: Db, userId: number, at: Date): Promise<void> {
  await tx.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}

export async function listUsers(db: Db, query: AdminUsersQuery): Promise<Page<AdminUserRow>> {
  const where = allOf(
    searchAnyOf(query.search, [users.username, users.email]),
    query.role && eq(users.role, query.role),
    query.status && eq(users.isActive, query.status === 'active'),
  );
  const page = await readPage(query, {
    rows: (limit, offset) => db.select(adminUserColumns).from(users).leftJoin(sellers, eq(sellers.userId, users.id)).where(where)
      .orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    total: db.select({ count: countAll }).from(users).where(where),
  });
  return { ...page, rows: page.rows.map(withIsoDates) };
}

export async function findUserRow(db: Db, userId: number): Promise<AdminUserRow | null> {
  const [row] = await db.select(adminUserColumns).from(users).leftJoin(sellers, eq(sellers.userId, users.id))
    .where(eq(users.id, userId)).limit(1);
  return row ? withIsoDates(row) : null;
}

/** The user, locked until the transaction ends, so two admins' changes to one account queue up. */
export async function lockUser(tx: Db, userId: number) {
  const [row] = await tx.select({ id: users.id, role: users.role, isActive: users.isActive, username: users.username })
    .from(users).where(eq(users.id, userId)).for('update');
  return row ? withIsoDates(row) : null;
}

/**
 * The ids of the active admins, locked: two admins deactivating each other at the same moment
 * queue here, and the second sees that only one is left.
 */
export async function lockActiveAdminIds(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true))).orderBy(users.id).for('update');
  return rows.map((row) => row.id);
}

export async function setUserActive(tx: Db, userId: number, isActive: boolean, at: Date): Promise<void> {
  await tx.update(users).set({ isActive, updatedAt: at }).where(eq(users.id, userId));
}

/** Promotion: the user's seller record, created or brought back approved and active under this name. */
export async function upsertApprovedSeller(tx: Db, userId: number, businessName: string, approvedBy: number, at: Date) {
  const approval = { ...shopNameColumns(businessName), status: 'approved' as const, isActive: true, approvedAt: at, approvedBy, updatedAt: at };
  const [seller] = await tx.insert(sellers).values({ userId, ...approval })
    .onConflictDoUpdate({ target: sellers.userId, set: approval })
    .returning({ id: sellers.id });
  return seller!;
}
