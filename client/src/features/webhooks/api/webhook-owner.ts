import { ownShopKey } from '../../../lib/own-shop-key';

/** Whose endpoints a screen manages: the signed-in shop's, or the platform's (every event). */
export type WebhookOwner = 'seller' | 'admin';

export const webhooksPath = (owner: WebhookOwner) => `/api/${owner}/webhooks`;

/**
 * Query keys per owner. A shop's sit under the own-shop prefix, so a seller's edits that refresh
 * their shop refresh these too; the platform's under the admin feature's prefix.
 */
export const webhookKeys = {
  endpoints: (owner: WebhookOwner) => (owner === 'seller' ? [...ownShopKey, 'webhooks'] : ['admin', 'webhooks']) as readonly unknown[],
  deliveries: (owner: WebhookOwner, endpointId: number, page: number) => [...webhookKeys.endpoints(owner), endpointId, 'deliveries', page] as const,
  allDeliveries: (owner: WebhookOwner, endpointId: number) => [...webhookKeys.endpoints(owner), endpointId, 'deliveries'] as const,
  lowStock: (productId: number) => [...ownShopKey, 'low-stock', productId] as const,
  products: (search: string) => [...ownShopKey, 'low-stock-products', search] as const,
};
