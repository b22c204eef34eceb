import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers, users } from '../../db/schema/index.js';

/** What the API may say about a user; the password hash is selected only where it is checked. */
const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};

export type PublicUserRow = { [K in keyof typeof publicUserColumns]: (typeof users.$inferSelect)[K] };

export async function findUserById(db: Db, id: number): Promise<PublicUserRow | null> {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** For sign-in and password reset: the hash and the active flag come along. */
export async function findUserCredentialsByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.password, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** Which of the two unique fields is already used (usernames compare case-insensitively). */
export async function findTakenIdentity(db: Db, username: string, email: string) {
  const [row] = await db
    .select({
      emailTaken: sql<boolean>`bool_or(${users.email} = ${email})`,
      usernameTaken: sql<boolean>`bool_or(lower(${users.username}) = lower(${username}))`,
    })
    .from(users)
    .where(sql`${users.email} = ${email} or lower(${users.username}) = lower(${username})`);
  return { emailTaken: row?.emailTaken === true, usernameTaken: row?.usernameTaken === true };
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<PublicUserRow> {
  const [row] = await db
    .insert(users)
    .values({
      username: values.username,
      email: values.email,
      password: values.passwordHash,
      firstName: values.firstName,
      lastName: values.lastName,
      role: 'customer',
    })
    .returning(publicUserColumns);
  return row!;
}

export async function recordLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}

export async function updatePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ password: passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function isUserActive(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isActive === true;
}

/** The user's own seller record, without write-only secrets (see ownSellerSchema). */
export async function findOwnSeller(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: sellers.id,
      userId: sellers.userId,
      businessName: sellers.businessName,
      description: sellers.description,
      specialty: sellers.specialty,
      profileImage: sellers.profileImage,
      coverImage: sellers.coverImage,
      status: sellers.status,
      isActive: sellers.isActive,
      rating: sellers.rating,
      totalReviews: sellers.totalReviews,
      totalSales: sellers.totalSales,
      commissionRate: sellers.commissionRate,
      businessAddress: sellers.businessAddress,
      businessPhone: sellers.businessPhone,
      businessEmail: sellers.businessEmail,
      taxId: sellers.taxId,
      paymentGateway: sellers.paymentGateway,
      stripeAccountId: sellers.stripeAccountId,
      stripePublishableKey: sellers.stripePublishableKey,
      paypalClientId: sellers.paypalClientId,
      payoutEmailPaypal: sellers.payoutEmailPaypal,
      approvedAt: sellers.approvedAt,
      createdAt: sellers.createdAt,
    })
    .from(sellers)
    .where(eq(sellers.userId, userId))
    .limit(1);
  return row ?? null;
}
