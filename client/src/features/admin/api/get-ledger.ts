import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLedgerPage } from '@shared/payout-schemas';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export const LEDGER_PAGE_SIZE = 20;

/** GET /api/admin/ledger?sellerId=&page=&limit=: ledger entries across shops, newest first. */
export const getLedger = (sellerId: number | null, page: number, signal?: AbortSignal) =>
  api.get<AdminLedgerPage>('/api/admin/ledger', { sellerId, page, limit: LEDGER_PAGE_SIZE }, signal);

export const ledgerQueryOptions = (sellerId: number | null, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.ledger, sellerId, page],
    queryFn: ({ signal }) => getLedger(sellerId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useLedger = (sellerId: number | null, page: number) => useQuery(ledgerQueryOptions(sellerId, page));
