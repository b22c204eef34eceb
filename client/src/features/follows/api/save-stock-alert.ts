import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StockAlertInput, stockAlertStateSchema } from '@shared/notification-schemas';
import { api, apiRequest } from '../../../lib/api-client';
import { followsKeys } from './follows-keys';

export type StockAlertState = z.infer<typeof stockAlertStateSchema>;

/** "Tell me when it's back" for one sold-out size and colour; twice is once. */
export function saveStockAlert(productId: number, variant: StockAlertInput): Promise<StockAlertState> {
  return api.put<StockAlertState>(`/api/account/stock-alerts/${productId}`, variant);
}

/** Stops waiting; the size and colour travel in the body, as the PUT's do. */
export async function removeStockAlert(productId: number, variant: StockAlertInput): Promise<StockAlertState> {
  return (await apiRequest<StockAlertState>('DELETE', `/api/account/stock-alerts/${productId}`, { body: variant })).data;
}

export interface StockAlertChange extends StockAlertInput {
  productId: number;
  waiting: boolean;
}

export function useSetStockAlert(options: { onSuccess?: (state: StockAlertState) => void; onError?: (error: Error, change: StockAlertChange) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, waiting, size, color }: StockAlertChange) =>
      (waiting ? saveStockAlert(productId, { size, color }) : removeStockAlert(productId, { size, color })),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: followsKeys.stockAlerts }),
  });
}
