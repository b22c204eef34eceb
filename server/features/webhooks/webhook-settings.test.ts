import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.js';

const production = { NODE_ENV: 'production', BANK_TRANSFER_DETAILS: 'Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00' };

describe('WEBHOOKS_ALLOW_LOOPBACK', () => {
  it('is off by default, and allowed in development and tests', () => {
    expect(loadEnv({}).WEBHOOKS_ALLOW_LOOPBACK).toBe(false);
    expect(loadEnv({ WEBHOOKS_ALLOW_LOOPBACK: 'true' }).WEBHOOKS_ALLOW_LOOPBACK).toBe(true);
  });

  it('is refused in production unless an end-to-end run says so in its own setting', () => {
    expect(() => loadEnv({ ...production, WEBHOOKS_ALLOW_LOOPBACK: 'true' })).toThrow(/WEBHOOKS_ALLOW_LOOPBACK=true in production/);
    expect(() => loadEnv({ ...production, WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_ALLOW_LOOPBACK_IN_PRODUCTION: 'yes' })).toThrow(/must be unset or exactly tests-only/);
    expect(loadEnv({ ...production, WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOKS_ALLOW_LOOPBACK_IN_PRODUCTION: 'tests-only' }).WEBHOOKS_ALLOW_LOOPBACK).toBe(true);
    expect(loadEnv(production).WEBHOOKS_ALLOW_LOOPBACK).toBe(false);
  });
});
