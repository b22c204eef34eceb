import type { z } from 'zod';
import type {
  AdminApplicationRow, AdminOverview, AdminProductRow, AdminSellerRow, AdminUserRow, adminHealthSchema, adminUserSchema,
} from '@shared/admin-schemas';

/**
 * The admin screens' names for the replies of /api/admin/*, each taken from the schema the server
 * encodes it with (timestamps are ISO strings there), never restated by hand.
 */
export type AdminIdentity = z.output<typeof adminUserSchema>;
export type AdminHealth = z.output<typeof adminHealthSchema>;
export type AdminUser = AdminUserRow;
export type AdminSeller = AdminSellerRow;
export type AdminProduct = AdminProductRow;
export type SellerApplication = AdminApplicationRow;
export type { AdminOverview };
export type { AuditEntry, ImportRowError } from '@shared/admin-schemas';

/** One page of an admin list: the rows and the total from X-Total-Count. */
export interface AdminPage<T> {
  rows: T[];
  total: number;
}
