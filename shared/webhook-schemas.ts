import { z } from 'zod';

/**
 * Webhooks for shops and operators (issue 27): the events, the calls' bodies and replies, every
 * message once. A shop's endpoints hear only about the shop; the platform's hear every event.
 */

export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'product.updated',
  'stock.low',
  'return.requested',
  'dispute.opened',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_LIMITS = {
  urlMax: 2_000,
  /** Endpoints per shop, and for the platform. */
  endpointsMax: 10,
  /** How long a failing endpoint is retried before it is disabled. */
  retryForMs: 3 * 24 * 60 * 60 * 1000,
  /** A receiver must answer within this. */
  timeoutMs: 10_000,
  thresholdMax: 100_000,
} as const;

export const WEBHOOK_MESSAGES = {
  url: 'Webhook URL must be an https:// address',
  privateAddress: 'Webhook URL must point at a public address, not a private, loopback or link-local one',
  events: 'Choose at least one event',
  tooMany: `At most ${WEBHOOK_LIMITS.endpointsMax} webhook endpoints`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  threshold: `Threshold must be a whole number from 0 to ${WEBHOOK_LIMITS.thresholdMax}`,
} as const;

/** ISO strings: the reply serializer encodes through the schema, which a one-way transform would break. */
const timestamp = z.string();

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: `Event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` });

/** The address is checked for https here; the server also resolves it and refuses private addresses. */
export const webhookUrlSchema = z.string({ error: WEBHOOK_MESSAGES.url }).trim().max(WEBHOOK_LIMITS.urlMax, WEBHOOK_MESSAGES.url)
  .refine((value) => URL.canParse(value), WEBHOOK_MESSAGES.url);

const eventsSchema = z.array(webhookEventTypeSchema, { error: WEBHOOK_MESSAGES.events })
  .min(1, WEBHOOK_MESSAGES.events).max(WEBHOOK_EVENT_TYPES.length).transform((events) => [...new Set(events)]);

/** POST /api/seller/webhooks and /api/admin/webhooks. */
export const webhookCreateSchema = z.object({ url: webhookUrlSchema, events: eventsSchema });
export type WebhookCreateInput = z.output<typeof webhookCreateSchema>;

/** PUT .../webhooks/{id}: any of the fields; `enabled: true` turns a disabled endpoint back on. */
export const webhookUpdateSchema = z.object({ url: webhookUrlSchema.optional(), events: eventsSchema.optional(), enabled: z.boolean().optional() });
export type WebhookUpdateInput = z.output<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off, when the server turned it off (3 days of failures). */
  disabledReason: z.string().nullable(),
  /** The first failure of the current run of failures; null while deliveries succeed. */
  failingSince: timestamp.nullable(),
  createdAt: timestamp,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.array(webhookEndpointSchema);

/** The reply to create and to rotate-secret: the secret is shown this once, never again. */
export const webhookWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** GET .../webhooks/{id}/deliveries (paged, X-Total-Count), newest first. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  /** pending: waiting for its next attempt; delivered: a 2xx; failed: given up (3 days, or endpoint disabled). */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The receiver's last status code; null when it never answered (timeout, refused, private address). */
  responseCode: z.number().nullable(),
  /** Why the last attempt failed, in a few words, when it did. */
  lastError: z.string().nullable(),
  lastAttemptAt: timestamp.nullable(),
  nextAttemptAt: timestamp.nullable(),
  /** How long the last attempt took. */
  durationMs: z.number().nullable(),
  createdAt: timestamp,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

/** The body of every delivery: `Threadline-Event-Id` carries the same id, for deduplication. */
export interface WebhookPayload<T = unknown> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: T;
}

/** GET / PUT /api/seller/products/{id}/low-stock: a stock.low threshold per size and colour (null: none). */
export const lowStockThresholdSchema = z.object({
  size: z.string(),
  color: z.string(),
  stock: z.number(),
  threshold: z.number().nullable(),
});
export type LowStockThreshold = z.infer<typeof lowStockThresholdSchema>;
export const lowStockListSchema = z.array(lowStockThresholdSchema);
export const lowStockUpdateSchema = z.object({
  variants: z.array(z.object({
    size: z.string().max(50),
    color: z.string().max(50),
    threshold: z.number({ error: WEBHOOK_MESSAGES.threshold }).int(WEBHOOK_MESSAGES.threshold)
      .min(0, WEBHOOK_MESSAGES.threshold).max(WEBHOOK_LIMITS.thresholdMax, WEBHOOK_MESSAGES.threshold).nullable(),
  })).max(500),
});
export type LowStockUpdateInput = z.output<typeof lowStockUpdateSchema>;
