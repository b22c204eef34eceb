import type { Db } from '../db/client.js';
import { sql } from 'drizzle-orm';
import {
  categories, products, productVariants, sellerApplications, sellers, users,
} from '../db/schema/index.js';
import { hashPassword } from '../kernel/password.js';
import { shopNameKey } from '../../shared/shop-names.js';
import type { UserRole } from '../../shared/account-schemas.js';
import type { SellerStatus } from '../../shared/seller-schemas.js';

/**
 * Shared record makers: tests build the data they assert on with these, and the demo seed
 * uses them too. Every field has a sensible default; pass what the test cares about.
 */
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;
/**
 * For shop names: digits only, so no two differ by a look-alike pair (0/o, 1/l) and share a key
 * (shared/shop-names.ts).
 */
const nextShopNumber = () => `${Date.now()}-${++sequence}`;

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

export interface SellerInput extends Partial<Omit<typeof sellers.$inferInsert, 'userId' | 'businessNameKey'>> {
  userId?: number;
  status?: SellerStatus;
}

/** A seller and, unless `userId` is given, the user who owns it (role seller). */
export async function createSeller(db: Db, input: SellerInput = {}) {
  const userId = input.userId ?? (await createUser(db, { role: 'seller' })).id;
  const status = input.status ?? 'approved';
  const businessName = input.businessName ?? `Shop ${nextShopNumber()}`;
  const [seller] = await db
    .insert(sellers)
    .values({
      isActive: status === 'approved',
      approvedAt: status === 'approved' ? new Date() : null,
      ...input,
      businessName,
      businessNameKey: shopNameKey(businessName),
      status,
      userId,
    })
    .returning();
  return seller!;
}

/** A category; one whose slug exists already (the reference categories of migration 0003) is updated to `input`. */
export async function createCategory(db: Db, input: Partial<typeof categories.$inferInsert> = {}) {
  const suffix = next();
  const values = { name: `Category ${suffix}`, slug: `category-${suffix}`, ...input };
  const [category] = await db
    .insert(categories)
    .values(values)
    .onConflictDoUpdate({ target: categories.slug, set: values })
    .returning();
  return category!;
}

export interface VariantInput { size: string; color: string; stock: number }

export type ProductInput = Partial<typeof products.$inferInsert> & {
  categoryId: number;
  /** Stock per size and colour; by default every size and colour combination gets `variantStock`. */
  variants?: VariantInput[];
  variantStock?: number;
};

export function productValues({ variants: _variants, variantStock: _variantStock, ...input }: ProductInput): typeof products.$inferInsert {
  return {
    name: `Product ${next()}`,
    price: '25.00',
    images: ['https://images.example.com/product.webp'],
    sizes: ['S', 'M', 'L'],
    colors: ['Black', 'White'],
    ...input,
  };
}

/** A product with its variants; `stock` in the result is their sum, as the triggers keep it. */
export async function createProduct(db: Db, input: ProductInput) {
  const [inserted] = await db.insert(products).values(productValues(input)).returning();
  const product = inserted!;
  const variants = input.variants
    ?? product.sizes.flatMap((size) => product.colors.map((color) => ({ size, color, stock: input.variantStock ?? 20 })));
  if (variants.length) {
    await db.insert(productVariants).values(variants.map((variant) => ({ ...variant, productId: product.id })));
  }
  const [withStock] = await db.select().from(products).where(sql`${products.id} = ${product.id}`);
  return withStock!;
}

/**
 * One variant per size and colour for every product that has none, spreading the product's
 * `stock` so the sum is kept (the same rule as migration 0003). For bulk inserts: the seed.
 */
export async function createMissingVariants(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO product_variants (product_id, size, color, stock)
    SELECT p.id, combo.size, combo.color,
           p.stock / combo.n + CASE WHEN combo.k <= p.stock % combo.n THEN 1 ELSE 0 END
    FROM products p
    CROSS JOIN LATERAL (
      SELECT s.size, c.color, row_number() OVER (ORDER BY s.i, c.j) AS k, count(*) OVER () AS n
      FROM unnest(p.sizes) WITH ORDINALITY AS s(size, i)
      CROSS JOIN unnest(p.colors) WITH ORDINALITY AS c(color, j)
    ) combo
    WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`);
}

export type SellerApplicationInput = Partial<Omit<typeof sellerApplications.$inferInsert, 'userId'>> & { userId?: number };

/** A seller application (pending unless told) and, unless `userId` is given, the customer who applied. */
export async function createSellerApplication(db: Db, input: SellerApplicationInput = {}) {
  const userId = input.userId ?? (await createUser(db)).id;
  const suffix = next();
  const [application] = await db
    .insert(sellerApplications)
    .values({
      businessName: `Label ${nextShopNumber()}`,
      businessDescription: 'Screen-printed tees from a garage studio.',
      businessPhone: '+1 555 010 0199',
      businessEmail: `label_${suffix}@example.com`,
      portfolioLinks: ['https://portfolio.example.com'],
      experienceDescription: 'Five years of printing.',
      ...input,
      userId,
    })
    .returning();
  return application!;
}
