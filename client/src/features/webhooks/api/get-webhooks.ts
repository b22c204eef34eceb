import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@shared/webhook-schemas';
import { api } from '../../../lib/api-client';
import { webhookKeys, webhooksPath, type WebhookOwner } from './webhook-owner';

/** GET /api/seller/webhooks or /api/admin/webhooks: the owner's endpoints (never their secrets). */
export const getWebhooks = (owner: WebhookOwner, signal?: AbortSignal) => api.get<WebhookEndpoint[]>(webhooksPath(owner), undefined, signal);

export const webhooksQueryOptions = (owner: WebhookOwner) =>
  queryOptions({ queryKey: webhookKeys.endpoints(owner), queryFn: ({ signal }) => getWebhooks(owner, signal) });

export const useWebhooks = (owner: WebhookOwner) => useQuery(webhooksQueryOptions(owner));
