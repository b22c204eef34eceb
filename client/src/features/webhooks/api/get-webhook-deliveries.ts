import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@shared/webhook-schemas';
import { apiRequest, api, totalCount } from '../../../lib/api-client';
import { webhookKeys, webhooksPath, type WebhookOwner } from './webhook-owner';

/** Deliveries on screen per page. */
export const DELIVERIES_PAGE_SIZE = 20;

export interface DeliveriesPage {
  rows: WebhookDelivery[];
  total: number;
}

/** GET .../webhooks/{id}/deliveries?page=: newest first; the count across pages in X-Total-Count. */
export async function getWebhookDeliveries(owner: WebhookOwner, endpointId: number, page: number, signal?: AbortSignal): Promise<DeliveriesPage> {
  const { data, headers } = await apiRequest<WebhookDelivery[]>('GET', `${webhooksPath(owner)}/${endpointId}/deliveries`, {
    params: { page, pageSize: DELIVERIES_PAGE_SIZE }, signal,
  });
  return { rows: data, total: totalCount(headers, data.length) };
}

export const webhookDeliveriesQueryOptions = (owner: WebhookOwner, endpointId: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(owner, endpointId, page),
    queryFn: ({ signal }) => getWebhookDeliveries(owner, endpointId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useWebhookDeliveries = (owner: WebhookOwner, endpointId: number, page: number) =>
  useQuery(webhookDeliveriesQueryOptions(owner, endpointId, page));

/** POST .../webhooks/deliveries/{id}/resend: the same event (same id) goes out again. */
export const resendWebhookDelivery = (owner: WebhookOwner, deliveryId: number) => api.post<unknown>(`${webhooksPath(owner)}/deliveries/${deliveryId}/resend`);

export function useResendWebhookDelivery(owner: WebhookOwner, endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => resendWebhookDelivery(owner, deliveryId),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: webhookKeys.allDeliveries(owner, endpointId) }),
      // A resend that succeeds may end a run of failures.
      queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(owner), exact: true }),
    ]),
  });
}
