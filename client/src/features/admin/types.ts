import type { AdminProductRow } from '@shared/admin-schemas';

/**
 * Reply shapes of the /api/admin calls as the browser receives them (dates as ISO strings).
 * shared/admin-schemas.ts holds the server's schemas; its row types are the pre-serialisation
 * input (dates may be Date objects), so the client states the JSON it reads here.
 */
export type UserRole = 'admin' | 'seller' | 'customer';
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface AdminIdentity {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
}

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  entityType: string | null;
  entityId: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

export interface AdminOverview {
  totalProducts: number;
  unassignedProducts: number;
  activeSellers: number;
  pendingApplications: number;
  totalUsers: number;
  activeUsers: number;
  totalSellers: number;
  revenue: string;
  platformCommission: string;
  orders: number;
  recentActivity: AuditEntry[];
}

export interface AdminHealth {
  status: 'ONLINE' | 'DEGRADED';
  database: { ok: boolean; latencyMs: number };
}

/** Taken from the shared schema (its timestamps are already strings), not copied. */
export type AdminProduct = AdminProductRow;

export interface AdminUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: UserRole;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  seller: {
    id: number;
    businessName: string;
    businessEmail: string | null;
    businessPhone: string | null;
    status: ReviewStatus;
    isActive: boolean;
  } | null;
}

export interface AdminSeller {
  id: number;
  userId: number;
  businessName: string;
  specialty: string | null;
  ownerEmail: string;
  ownerUsername: string;
  totalSales: number;
  rating: string | null;
  totalReviews: number;
  status: ReviewStatus;
  isActive: boolean;
  commissionRate: string;
  productCount: number;
  createdAt: string;
}

export interface SellerApplication {
  id: number;
  userId: number;
  businessName: string;
  businessDescription: string;
  businessEmail: string;
  businessPhone: string;
  businessAddress: string | null;
  taxId: string | null;
  portfolioLinks: string[];
  experienceDescription: string;
  applicantEmail: string;
  applicantUsername: string;
  status: ReviewStatus;
  adminNotes: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** One page of an admin list: the rows and the total from X-Total-Count. */
export interface AdminPage<T> {
  rows: T[];
  total: number;
}

export type { ImportRowError } from '@shared/admin-schemas';
