import { z } from 'zod';
import { publicUserSchema, USER_ROLES } from './account-schemas.js';
import { idSchema } from './id.js';
import { MAX_PAGE } from './limits.js';
import { formatRate, parseRate } from './money.js';
import { BIDI_CONTROLS_MESSAGE, hasNoBidiControls } from './text.js';
import { SELLER_MESSAGES, SELLER_STATUSES } from './seller-schemas.js';
import { isNotReservedShopName } from './shop-names.js';

/**
 * The administration API (issue 8): every request and reply of /api/admin/*, shared by the
 * server's routes and the admin screens, so each message lives here once.
 */
export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid admin credentials',
  selfDeactivation: 'You cannot deactivate your own account',
  lastAdmin: 'The last active admin cannot be deactivated',
  alreadyReviewed: 'This application has already been reviewed',
  alreadySeller: 'This user is already a seller',
  adminCannotBeSeller: 'Admins cannot be promoted to seller: use a separate account for a shop',
  deactivationNoteTooLong: 'The note must be at most 500 characters',
  businessNameTooShort: 'Business name must be at least 3 characters',
  businessNameTooLong: 'Business name must be at most 120 characters',
  adminNotesTooLong: 'Notes must be at most 1000 characters',
  commissionRate: 'Commission rate must be a number from 0 to 100 with at most two decimals',
  nothingToChange: 'Send isActive or commissionRate',
  sellerUnknown: 'Seller does not exist',
  takeDownReasonRequired: 'Give the seller a reason for the take-down',
  takeDownReasonTooLong: 'The reason must be at most 500 characters',
  csvRequired: 'CSV content is required',
  csvTooLarge: 'CSV files must be at most 5 MB',
  csvHeaderRequired: 'The first row must be the header row with the column names',
  importFailed: (rows: number) => `Import failed: ${rows} ${rows === 1 ? 'row has' : 'rows have'} errors`,
} as const;

export const ADMIN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const MAX_ADMIN_NOTES = 1000;
export const MAX_ADMIN_SEARCH = 200;
export const MAX_TAKE_DOWN_REASON = 500;
export const MAX_DEACTIVATION_NOTE = 500;

/** ISO strings; replies are encoded through these schemas, so they hold no transforms. */
const timestamp = z.string();
const nullableTimestamp = z.string().nullable();
const firstOfRepeated = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const paging = {
  page: z.preprocess(firstOfRepeated, z.coerce.number({ error: 'Page must be a whole number' }).int('Page must be a whole number')
    .min(1, 'Page must be at least 1').max(MAX_PAGE, 'Page is too large').default(1)),
  pageSize: z.preprocess(firstOfRepeated, z.coerce.number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number').min(1, 'Page size must be at least 1')
    .max(ADMIN_MAX_PAGE_SIZE, `Page size must be at most ${ADMIN_MAX_PAGE_SIZE}`).default(ADMIN_DEFAULT_PAGE_SIZE)),
};
const search = z.preprocess(firstOfRepeated, z.string().trim()
  .max(MAX_ADMIN_SEARCH, `Search must be at most ${MAX_ADMIN_SEARCH} characters`).optional());
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(firstOfRepeated, z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).optional());

export interface Paging { page: number; pageSize: number }

// ---------- sign-in ----------
export const adminLoginSchema = z.object({
  username: z.string({ error: ADMIN_MESSAGES.usernameRequired }).trim().min(1, ADMIN_MESSAGES.usernameRequired)
    .max(254, ADMIN_MESSAGES.invalidCredentials),
  password: z.string({ error: ADMIN_MESSAGES.passwordRequired }).min(1, ADMIN_MESSAGES.passwordRequired)
    .max(128, ADMIN_MESSAGES.invalidCredentials),
});
export type AdminLoginInput = z.output<typeof adminLoginSchema>;

export const adminUserSchema = publicUserSchema.pick({ id: true, username: true, email: true, firstName: true, lastName: true, role: true });
export const adminMeReplySchema = z.object({ user: adminUserSchema });

// ---------- audit trail ----------
export const AUDIT_ACTIONS = [
  'admin.login', 'admin.login_failed', 'admin.logout', 'user.activate', 'user.deactivate', 'user.promote',
  'seller.activate', 'seller.deactivate', 'seller.commission', 'application.approve', 'application.reject',
  'product.import', 'product.assign', 'product.take_down', 'product.reinstate', 'order.mark_paid', 'order.refund',
  'payout.create', 'payout.mark_paid', 'payout.reveal_details',
  // An admin acting through the routes everyone uses, on something not theirs (server/kernel/audit-rule.ts).
  'product.create', 'product.update', 'product.delete', 'seller.update', 'order.ship', 'order.deliver', 'order.cancel',
  'review.hide', 'review.restore',
  // Disputes (issue 25): an admin reading a dispute's private conversation, and deciding it.
  'dispute.read', 'dispute.decide',
  // An admin reading a conversation while a dispute on its order is open (issue 25).
  'conversation.read', 'message_report.resolve',
  // Promotions (issue 26): an admin creating, changing or deleting a platform or shop code.
  'promotion.create', 'promotion.update', 'promotion.delete',
  // Webhooks (issue 27): the platform's endpoints changed by an admin, and one the server turned off.
  'webhook.create', 'webhook.update', 'webhook.delete', 'webhook.rotate_secret', 'webhook.resend', 'webhook.disable',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.number().nullable(),
  /** The record by name (username, business name, product name, order number), when it still exists. */
  entityName: z.string().nullable(),
  /** The user's email, or the shop's or application's owner's. */
  entityEmail: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: timestamp,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  actorId: z.preprocess(firstOfRepeated, idSchema.optional()),
  action: z.preprocess(firstOfRepeated, z.string().max(60, 'Action must be at most 60 characters').optional()),
  entityType: z.preprocess(firstOfRepeated, z.string().max(40, 'Record type must be at most 40 characters').optional()),
  entityId: z.preprocess(firstOfRepeated, idSchema.optional()),
  ...paging,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

// ---------- overview and health ----------
export const adminOverviewSchema = z.object({
  totalProducts: z.number(),
  unassignedProducts: z.number(),
  activeSellers: z.number(),
  pendingApplications: z.number(),
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalSellers: z.number(),
  /** Paid by shoppers for orders that stand; platformCommission is the platform's share of it. */
  revenue: z.string(),
  platformCommission: z.string(),
  orders: z.number(),
  recentActivity: z.array(auditEntrySchema),
});
export type AdminOverview = z.output<typeof adminOverviewSchema>;

export const adminHealthSchema = z.object({
  status: z.enum(['ONLINE', 'DEGRADED']),
  database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
});

// ---------- users ----------
export const USER_STATUSES = ['active', 'inactive'] as const;
export const adminUsersQuerySchema = z.object({
  search, role: oneOf(USER_ROLES, 'Role'), status: oneOf(USER_STATUSES, 'Status'), ...paging,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserRowSchema = adminUserSchema.extend({
  isActive: z.boolean(),
  /** Whether the user confirmed their email (users.emailVerified). */
  emailVerified: z.boolean(),
  createdAt: timestamp,
  lastLogin: nullableTimestamp,
  seller: z.object({
    id: z.number(),
    businessName: z.string(),
    businessEmail: z.string().nullable(),
    businessPhone: z.string().nullable(),
    status: z.enum(SELLER_STATUSES),
    isActive: z.boolean(),
  }).nullable(),
});
export type AdminUserRow = z.output<typeof adminUserRowSchema>;

export const activeFlagSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

const businessNameSchema = z.string({ error: ADMIN_MESSAGES.businessNameTooShort }).trim()
  .min(3, ADMIN_MESSAGES.businessNameTooShort).max(120, ADMIN_MESSAGES.businessNameTooLong)
  .refine(hasNoBidiControls, BIDI_CONTROLS_MESSAGE).refine(isNotReservedShopName, SELLER_MESSAGES.businessNameReserved);
export const promoteToSellerSchema = z.object({ businessName: businessNameSchema });

/** The spec's default name for a promotion: the username followed by ' Store', else 'New Store'. */
export function defaultStoreName(username: string | null | undefined): string {
  return username ? `${username} Store` : 'New Store';
}

// ---------- sellers ----------
export const adminSellersQuerySchema = z.object({ search, status: oneOf(SELLER_STATUSES, 'Status'), ...paging });
export type AdminSellersQuery = z.output<typeof adminSellersQuerySchema>;

export const adminSellerRowSchema = z.object({
  id: z.number(),
  userId: z.number(),
  businessName: z.string(),
  specialty: z.string().nullable(),
  ownerEmail: z.string(),
  ownerUsername: z.string(),
  /** The owner's account; while it is deactivated the shop is hidden (docs/decisions/014). */
  ownerIsActive: z.boolean(),
  totalSales: z.number(),
  rating: z.string(),
  totalReviews: z.number(),
  status: z.enum(SELLER_STATUSES),
  isActive: z.boolean(),
  commissionRate: z.string(),
  productCount: z.number(),
  createdAt: timestamp,
});
export type AdminSellerRow = z.output<typeof adminSellerRowSchema>;

/** 0-100 with at most two decimals, as a number or a string; answers the canonical "12.50". */
export const commissionRateSchema = z
  .union([z.string(), z.number()], { error: ADMIN_MESSAGES.commissionRate })
  .transform((value, ctx) => {
    const rate = parseRate(value);
    if (rate !== null) return formatRate(rate);
    ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.commissionRate });
    return z.NEVER;
  });

export const updateSellerSchema = z
  .object({
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    commissionRate: commissionRateSchema.optional(),
    /** With isActive false: the note the seller reads on their dashboard. */
    note: z.string().trim().max(MAX_DEACTIVATION_NOTE, ADMIN_MESSAGES.deactivationNoteTooLong)
      .refine(hasNoBidiControls, BIDI_CONTROLS_MESSAGE).nullish(),
  })
  .refine((body) => body.isActive !== undefined || body.commissionRate !== undefined, ADMIN_MESSAGES.nothingToChange);
export type UpdateSellerInput = z.output<typeof updateSellerSchema>;

// ---------- seller applications ----------
export const adminApplicationsQuerySchema = z.object({ search, status: oneOf(SELLER_STATUSES, 'Status'), ...paging });
export type AdminApplicationsQuery = z.output<typeof adminApplicationsQuerySchema>;

export const adminApplicationRowSchema = z.object({
  id: z.number(),
  userId: z.number(),
  businessName: z.string(),
  businessDescription: z.string(),
  businessEmail: z.string(),
  businessPhone: z.string(),
  businessAddress: z.string(),
  taxId: z.string().nullable(),
  portfolioLinks: z.array(z.string()),
  experienceDescription: z.string().nullable(),
  applicantEmail: z.string(),
  applicantUsername: z.string(),
  /** Whether the applicant confirmed their account's email (users.emailVerified). */
  applicantEmailVerified: z.boolean(),
  status: z.enum(SELLER_STATUSES),
  adminNotes: z.string().nullable(),
  createdAt: timestamp,
  reviewedAt: nullableTimestamp,
});
export type AdminApplicationRow = z.output<typeof adminApplicationRowSchema>;

export const rejectApplicationSchema = z
  .object({ adminNotes: z.string().trim().max(MAX_ADMIN_NOTES, ADMIN_MESSAGES.adminNotesTooLong).nullish() })
  .nullish();
/** APPROVE takes no payload (spec section 7); the same optional note as REJECT, mailed to the applicant. */
export const approveApplicationSchema = rejectApplicationSchema;
export const approveReplySchema = z.object({ application: adminApplicationRowSchema, seller: adminSellerRowSchema });
export const rejectReplySchema = z.object({ application: adminApplicationRowSchema });
export const promoteReplySchema = z.object({ user: adminUserRowSchema, seller: adminSellerRowSchema });

// ---------- products ----------
/** active: listed by its seller and not taken down; inactive: paused by its seller; taken_down: by an admin. */
export const ADMIN_PRODUCT_STATUSES = ['active', 'inactive', 'taken_down', 'unassigned'] as const;
export const adminProductsQuerySchema = z.object({ search, status: oneOf(ADMIN_PRODUCT_STATUSES, 'Status'), ...paging });
export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.string(),
  images: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: timestamp,
  stock: z.number(),
  category: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  seller: z.object({ id: z.number(), businessName: z.string() }).nullable(),
  /** An admin's take-down, apart from the seller's own isActive switch (DECISIONS.md "Moderation"). */
  takeDown: z.object({ at: timestamp, reason: z.string(), byUsername: z.string().nullable() }).nullable(),
});
export type AdminProductRow = z.output<typeof adminProductRowSchema>;

/**
 * PATCH /api/admin/products/{id}: isActive false takes the product down and needs the reason the
 * seller will read; true reinstates it (the seller's own switch is left as the seller set it).
 */
export const productModerationSchema = z
  .object({
    isActive: z.boolean({ error: 'isActive must be true or false' }),
    reason: z.string({ error: ADMIN_MESSAGES.takeDownReasonRequired }).trim()
      .max(MAX_TAKE_DOWN_REASON, ADMIN_MESSAGES.takeDownReasonTooLong)
      .refine(hasNoBidiControls, BIDI_CONTROLS_MESSAGE).optional(),
  })
  .refine((body) => body.isActive || Boolean(body.reason), { message: ADMIN_MESSAGES.takeDownReasonRequired, path: ['reason'] });
export type ProductModerationInput = z.output<typeof productModerationSchema>;

export const productIdParamsSchema = z.object({ productId: idSchema });
export const assignProductSchema = z.object({ sellerId: idSchema });

// ---------- CSV import ----------
export const importProductsSchema = z.object({
  csvContent: z.string({ error: ADMIN_MESSAGES.csvRequired }).refine((v) => v.trim().length > 0, ADMIN_MESSAGES.csvRequired),
});
export const importReplySchema = z.object({ created: z.number() });

/** One problem of an import; `row` counts as a spreadsheet does: the header is row 1, the first product row 2. */
export const importRowErrorSchema = z.object({ row: z.number(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
/** The 400 of a file with errors: nothing was imported. */
export const importErrorReplySchema = z.object({ message: z.string(), errors: z.array(importRowErrorSchema) });

/** The columns of DECISIONS.md "CSV import"; lists are `|`-separated, sellerId empty = unassigned. */
export const CSV_COLUMNS = [
  'name', 'description', 'price', 'originalPrice', 'category', 'sizes', 'colors', 'images', 'tags',
  'stock', 'isActive', 'isFeatured', 'isOnSale', 'sellerId',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = ['name', 'price', 'category', 'sizes', 'colors', 'images'];

/**
 * The template the import tab downloads, with the images column filled by the caller: the client
 * puts the shop's own images there (`{origin}/objects/...`), which the importer uses without
 * fetching, so the template imports as downloaded (issue 22).
 */
export function csvTemplate([teeImage, hoodieImage]: readonly [string, string]): string {
  return [
    CSV_COLUMNS.join(','),
    `"Concrete Skyline Tee","Heavyweight cotton, boxy fit",29.99,39.99,t-shirts,S|M|L|XL,Black|White,${teeImage},graphic|city,25,true,false,true,`,
    `"Midnight ""Static"" Hoodie","Brushed fleece with a puff print",64.00,,hoodies,M|L|XL|2XL,Black,${hoodieImage},fleece,10,true,true,false,`,
  ].join('\n') + '\n';
}

/** The template's shape with placeholder image URLs (parser tests); never offered for download. */
export const CSV_TEMPLATE = csvTemplate(['https://images.example.com/skyline-tee.webp', 'https://images.example.com/static-hoodie.webp']);
