import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/client.js';
import type { AdminOverview, AuditQuery } from '../../../shared/admin-schemas.js';
import { overviewCounts, pingDatabase } from './admin-overview.repo.js';
import { distinctAuditActions, latestAudit, listAudit } from '../../kernel/audit.repo.js';

const RECENT_ACTIVITY = 10;

export function createAdminOverviewService(db: Db) {
  return {
    async overview(): Promise<AdminOverview> {
      const [counts, recentActivity] = await Promise.all([overviewCounts(db), latestAudit(db, RECENT_ACTIVITY)]);
      return { ...counts, recentActivity };
    },

    /** A real round trip to the database; DEGRADED when it fails. */
    async health() {
      const started = performance.now();
      try {
        await pingDatabase(db);
        return { status: 'ONLINE' as const, database: { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 } };
      } catch {
        return { status: 'DEGRADED' as const, database: { ok: false, latencyMs: Math.round((performance.now() - started) * 10) / 10 } };
      }
    },

    audit: (query: AuditQuery) => listAudit(db, query),
    auditActions: () => distinctAuditActions(db),
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
