import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createAdminOverviewService } from './admin-overview.service.js';

describe('admin health', () => {
  it('answers DEGRADED, not an error, when the database does not answer', async () => {
    const unreachable = { execute: async () => { throw new Error('connection refused'); } } as unknown as Db;
    const health = await createAdminOverviewService(unreachable).health();
    expect(health).toMatchObject({ status: 'DEGRADED', database: { ok: false } });
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});
