import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreateInput, WebhookEndpoint, WebhookUpdateInput, WebhookWithSecret } from '@shared/webhook-schemas';
import { api } from '../../../lib/api-client';
import { webhookKeys, webhooksPath, type WebhookOwner } from './webhook-owner';

/** POST: the reply carries the new endpoint's secret, this once. */
export const createWebhook = (owner: WebhookOwner, body: WebhookCreateInput) => api.post<WebhookWithSecret>(webhooksPath(owner), body);
export const updateWebhook = (owner: WebhookOwner, id: number, body: WebhookUpdateInput) => api.put<WebhookEndpoint>(`${webhooksPath(owner)}/${id}`, body);
export const deleteWebhook = (owner: WebhookOwner, id: number) => api.delete<void>(`${webhooksPath(owner)}/${id}`);
/** The old secret stops signing at once; the reply carries the new one, this once. */
export const rotateWebhookSecret = (owner: WebhookOwner, id: number) => api.post<WebhookWithSecret>(`${webhooksPath(owner)}/${id}/rotate-secret`);

function useRefreshEndpoints(owner: WebhookOwner) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(owner) });
}

export function useCreateWebhook(owner: WebhookOwner) {
  const refresh = useRefreshEndpoints(owner);
  return useMutation({ mutationFn: (body: WebhookCreateInput) => createWebhook(owner, body), onSuccess: refresh });
}

export function useUpdateWebhook(owner: WebhookOwner) {
  const refresh = useRefreshEndpoints(owner);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: WebhookUpdateInput }) => updateWebhook(owner, id, body), onSuccess: refresh });
}

export function useDeleteWebhook(owner: WebhookOwner) {
  const refresh = useRefreshEndpoints(owner);
  return useMutation({ mutationFn: (id: number) => deleteWebhook(owner, id), onSuccess: refresh });
}

export function useRotateWebhookSecret(owner: WebhookOwner) {
  const refresh = useRefreshEndpoints(owner);
  return useMutation({ mutationFn: (id: number) => rotateWebhookSecret(owner, id), onSuccess: refresh });
}
