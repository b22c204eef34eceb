import { WEBHOOK_MESSAGES, type WebhookEndpoint, type WebhookEventType } from '@shared/webhook-schemas';
import { ApiRequestError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';

/** The add and edit form: the address and the ticked events, as typed. */
export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
}

export const emptyWebhookForm = (): WebhookFormValues => ({ url: '', events: [] });

export const endpointToForm = (endpoint: WebhookEndpoint): WebhookFormValues => ({ url: endpoint.url, events: [...endpoint.events] });

/**
 * Where a refusal of the server belongs. The body the form sends already passed the shared schema,
 * so a 400 is about the address (not https, a private address, a host that does not resolve)
 * unless it is the events' message; anything else (the endpoint limit, a lost session) is a toast.
 */
export function webhookRefusal(error: unknown): { field: keyof WebhookFormValues | null; message: string | null } {
  const message = serverMessage(error);
  if (!message || !(error instanceof ApiRequestError) || error.status !== 400) return { field: null, message };
  return { field: message === WEBHOOK_MESSAGES.events ? 'events' : 'url', message };
}
