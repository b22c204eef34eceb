import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isSale } from '../../db/sales.js';

export interface OverviewCounts {
  totalProducts: number;
  unassignedProducts: number;
  activeSellers: number;
  totalSellers: number;
  pendingApplications: number;
  totalUsers: number;
  activeUsers: number;
  /** Orders not cancelled. */
  orders: number;
  /** What shoppers paid for orders that stand (paid, not cancelled or refunded), as a decimal string. */
  revenue: string;
  /** The platform's commission on those orders: each order's frozen rate on its item subtotal after the shop's code (decision 020). */
  platformCommission: string;
}

/** Every figure of the overview in one round trip. */
export async function overviewCounts(db: Db): Promise<OverviewCounts> {
  const result = await db.execute(sql`
    select
      (select count(*) from products)::int as "totalProducts",
      (select count(*) from products where seller_id is null)::int as "unassignedProducts",
      (select count(*) from sellers where status = 'approved' and is_active)::int as "activeSellers",
      (select count(*) from sellers)::int as "totalSellers",
      (select count(*) from seller_applications where status = 'pending')::int as "pendingApplications",
      (select count(*) from users)::int as "totalUsers",
      (select count(*) from users where is_active)::int as "activeUsers",
      (select count(*) from orders where status <> 'cancelled')::int as "orders",
      (select coalesce(sum(total), 0)::numeric(12,2)::text from orders where ${isSale()}) as "revenue",
      (select coalesce(sum(commission_amount), 0)::numeric(12,2)::text from orders where ${isSale()}) as "platformCommission"`);
  return (result as unknown as { rows: OverviewCounts[] }).rows[0]!;
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
