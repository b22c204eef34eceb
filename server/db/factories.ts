import type { Db } from './client.js';
import { categories, products, sellers, users, type SellerStatus, type UserRole } from './schema/index.js';
import { hashPassword } from '../features/accounts/password.js';

/**
 * Shared record makers: tests build the data they assert on with these, and the demo seed
 * uses them too. Every field has a sensible default; pass what the test cares about.
 */
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

// Hashing is deliberately slow; tests make many users with the same password.
const hashCache = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let pending = hashCache.get(password);
  if (!pending) hashCache.set(password, (pending = hashPassword(password)));
  return pending;
};

export interface UserInput {
  username?: string;
  email?: string;
  password?: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: UserRole;
  isActive?: boolean;
}

export async function createUser(db: Db, input: UserInput = {}) {
  const suffix = next();
  const [user] = await db
    .insert(users)
    .values({
      username: input.username ?? `user_${suffix}`,
      email: (input.email ?? `user_${suffix}@example.com`).toLowerCase(),
      password: await cachedHash(input.password ?? 'password123'),
      firstName: input.firstName === undefined ? 'Test' : input.firstName,
      lastName: input.lastName === undefined ? 'User' : input.lastName,
      role: input.role ?? 'customer',
      isActive: input.isActive ?? true,
    })
    .returning();
  return user!;
}

export interface SellerInput extends Partial<Omit<typeof sellers.$inferInsert, 'userId'>> {
  userId?: number;
  status?: SellerStatus;
}

/** A seller and, unless `userId` is given, the user who owns it (role seller). */
export async function createSeller(db: Db, input: SellerInput = {}) {
  const userId = input.userId ?? (await createUser(db, { role: 'seller' })).id;
  const status = input.status ?? 'approved';
  const [seller] = await db
    .insert(sellers)
    .values({
      businessName: `Shop ${next()}`,
      isActive: status === 'approved',
      approvedAt: status === 'approved' ? new Date() : null,
      ...input,
      status,
      userId,
    })
    .returning();
  return seller!;
}

export async function createCategory(db: Db, input: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = next();
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${suffix}`, slug: `category-${suffix}`, ...input })
    .returning();
  return category!;
}

export type ProductInput = Partial<typeof products.$inferInsert> & { categoryId: number };

export function productValues(input: ProductInput): typeof products.$inferInsert {
  return {
    name: `Product ${next()}`,
    price: '25.00',
    images: ['https://images.example.com/product.webp'],
    sizes: ['S', 'M', 'L'],
    colors: ['Black', 'White'],
    ...input,
  };
}

export async function createProduct(db: Db, input: ProductInput) {
  const [product] = await db.insert(products).values(productValues(input)).returning();
  return product!;
}
