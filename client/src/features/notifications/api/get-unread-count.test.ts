import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { keepPolling } from './get-unread-count';

describe('whether the bell keeps asking after a failure', () => {
  it('stops on a refusal asking again cannot change', () => {
    for (const status of [401, 403, 404]) expect(keepPolling(new ApiRequestError(status, `${status}: {}`))).toBe(false);
  });

  it('keeps asking when the server is busy or out of reach', () => {
    for (const status of [429, 500, 503]) expect(keepPolling(new ApiRequestError(status, `${status}: {}`))).toBe(true);
    expect(keepPolling(new TypeError('Failed to fetch'))).toBe(true);
  });
});
