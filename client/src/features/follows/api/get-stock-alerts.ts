import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { stockAlertListSchema } from '@shared/notification-schemas';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { followsKeys } from './follows-keys';

export type StockAlertList = z.infer<typeof stockAlertListSchema>;
export type StockAlert = StockAlertList['items'][number];

/** The sizes the shopper waits for (at most 200, so one unpaged list). */
export function getStockAlerts(signal?: AbortSignal): Promise<StockAlertList> {
  return api.get<StockAlertList>('/api/account/stock-alerts', undefined, signal);
}

export const stockAlertsQueryOptions = () =>
  queryOptions({ queryKey: followsKeys.stockAlerts, queryFn: ({ signal }) => getStockAlerts(signal) });

/** Asked only for a signed-in shopper. */
export function useStockAlerts() {
  const signedIn = Boolean(useCurrentUser().data);
  return useQuery({ ...stockAlertsQueryOptions(), enabled: signedIn });
}
