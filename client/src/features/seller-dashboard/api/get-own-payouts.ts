import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnPayouts } from '@shared/payout-schemas';
import { api } from '../../../lib/api-client';
import { sellerDashboardKeys } from './seller-dashboard-keys';

export const ownPayoutsQueryOptions = () =>
  queryOptions({ queryKey: sellerDashboardKeys.payouts, queryFn: ({ signal }) => api.get<OwnPayouts>('/api/seller/payouts', undefined, signal) });

/** What the platform owes this seller and the payouts already made. */
export const useOwnPayouts = () => useQuery(ownPayoutsQueryOptions());
