import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@shared/webhook-schemas';
import { ApiRequestError } from '../../../lib/api-client';
import { webhookRefusal } from './webhook-form';

const refusal = (status: number, message: string) => new ApiRequestError(status, `${status}: ${JSON.stringify({ message })}`);

describe('where a refusal of the endpoint form is shown', () => {
  it('puts the address refusals under the URL, the host not found included', () => {
    expect(webhookRefusal(refusal(400, WEBHOOK_MESSAGES.url))).toEqual({ field: 'url', message: WEBHOOK_MESSAGES.url });
    expect(webhookRefusal(refusal(400, WEBHOOK_MESSAGES.privateAddress)).field).toBe('url');
    expect(webhookRefusal(refusal(400, 'The host nowhere.invalid was not found')).field).toBe('url');
  });

  it('puts the events\' message under the events', () => {
    expect(webhookRefusal(refusal(400, WEBHOOK_MESSAGES.events)).field).toBe('events');
  });

  it('leaves the limit, a missing endpoint and a network failure to a toast', () => {
    expect(webhookRefusal(refusal(409, WEBHOOK_MESSAGES.tooMany))).toEqual({ field: null, message: WEBHOOK_MESSAGES.tooMany });
    expect(webhookRefusal(refusal(404, WEBHOOK_MESSAGES.notFound)).field).toBeNull();
    expect(webhookRefusal(new TypeError('Failed to fetch'))).toEqual({ field: null, message: null });
  });
});
