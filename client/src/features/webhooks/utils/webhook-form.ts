import { WEBHOOK_MESSAGES, type WebhookEndpoint, type WebhookEventType } from '@shared/webhook-schemas';

/** The add and edit form: the address and the ticked events, as typed. */
export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
}

export const emptyWebhookForm = (): WebhookFormValues => ({ url: '', events: [] });

export const endpointToForm = (endpoint: WebhookEndpoint): WebhookFormValues => ({ url: endpoint.url, events: [...endpoint.events] });

/**
 * Which field a refusal of the server belongs under: the address checks (https, a public address)
 * and the events' message have a field; anything else (the endpoint limit) is a toast.
 */
export function webhookFieldOf(message: string): keyof WebhookFormValues | null {
  if (message === WEBHOOK_MESSAGES.url || message === WEBHOOK_MESSAGES.privateAddress) return 'url';
  if (message === WEBHOOK_MESSAGES.events) return 'events';
  return null;
}
