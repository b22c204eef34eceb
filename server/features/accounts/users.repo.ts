import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sellers, users } from '../../db/schema/index.js';
import type { ReturnShippingPayer, ReturnWindow } from '../../../shared/return-schemas.js';

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
  values: { username: string; email: string; passwordHash: string; firstName: string | null; lastName: string | null },
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

/** Marks the account's email verified, if `email` is still its address; false otherwise. */
export async function markEmailVerified(db: Db, userId: number, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** For the account area's checks: the hash and the active flag of a signed-in user. */
export async function findUserCredentialsById(db: Db, userId: number) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.password, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function updateProfile(db: Db, userId: number, values: { firstName: string; lastName: string }): Promise<PublicUserRow | null> {
  const [row] = await db
    .update(users)
    .set({ firstName: values.firstName, lastName: values.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(publicUserColumns);
  return row ?? null;
}

/** Moves the account to an address its owner just proved: verified by that very proof. */
export async function updateEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function isUserActive(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isActive === true;
}

// Secrets are never even read out of the table (see ownSellerSchema): payout details only in their
// masked forms, gateway secrets not at all (they are no longer stored, docs/decisions/015).
const {
  paypalClientSecret: _secret, bankAccountInfo: _bank, payoutBankAccount: _payout, payoutPaypalSealed: _paypalSealed,
  payoutBankSealed: _bankSealed, payoutPaypalMasked: _paypalMasked, payoutBankMasked: _bankMasked, payoutEmailPaypal: _paypalPlain,
  stripePublishableKey: _publishableKey, squareApplicationId: _squareId,
  returnsAccepted: _returnsAccepted, returnWindowDays: _returnWindow, returnShippingPaidBy: _returnPayer, ...sellerColumns
} = getTableColumns(sellers);
const ownSellerColumns = {
  ...sellerColumns,
  stripePublishableKey: sql<null>`null`,
  squareApplicationId: sql<null>`null`,
  hasPaypalClientSecret: sql<boolean>`false`.mapWith(Boolean),
  payoutEmailPaypal: sellers.payoutPaypalMasked,
  payoutDetails: { paypal: sellers.payoutPaypalMasked, bankTransfer: sellers.payoutBankMasked },
  followersCount: sql<number>`coalesce((SELECT c.followers FROM shop_follower_counts c WHERE c.seller_id = ${sellers.id}), 0)`.mapWith(Number),
  returnPolicy: { accepted: sellers.returnsAccepted, windowDays: sellers.returnWindowDays, returnShippingPaidBy: sellers.returnShippingPaidBy },
};

export type OwnSellerRow = { [K in keyof typeof sellerColumns]: (typeof sellers.$inferSelect)[K] } & {
  stripePublishableKey: null; squareApplicationId: null; hasPaypalClientSecret: boolean;
  payoutEmailPaypal: string | null; payoutDetails: { paypal: string | null; bankTransfer: string | null }; followersCount: number;
  returnPolicy: { accepted: boolean; windowDays: ReturnWindow; returnShippingPaidBy: ReturnShippingPayer };
};

/** The user's own seller record, without write-only secrets. */
export async function findOwnSeller(db: Db, userId: number): Promise<OwnSellerRow | null> {
  const [row] = await db.select(ownSellerColumns).from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return row ?? null;
}

/** A seller record as its owner (or an admin) sees it, by the seller's id. */
export async function findOwnSellerById(db: Db, sellerId: number): Promise<OwnSellerRow | null> {
  const [row] = await db.select(ownSellerColumns).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  return row ?? null;
}
