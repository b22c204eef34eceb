import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../shared/webhook-schemas.js';
import { checkWebhookTarget } from './webhook-address.js';
import { sendWebhook } from './webhook-sender.js';
import { signatureHeader } from './webhook-signature.js';
import { retryDelayMs } from './webhook-worker.js';
import { startReceiver, type Receiver } from './test-receiver.js';

const answers = (...addresses: string[]) => async (): Promise<LookupAddress[]> =>
  addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook addresses', () => {
  it('refuses a host when any of its addresses is private, loopback or link-local', async () => {
    for (const set of [['10.0.0.1'], ['93.184.216.34', '127.0.0.1'], ['169.254.169.254'], ['fe80::1'], ['fd12::1'], ['::ffff:192.168.1.1'], ['224.0.0.1'], ['100.100.1.1']]) {
      await expect(checkWebhookTarget('https://hooks.example.test/x', { allowLoopback: false, resolve: answers(...set) })).rejects.toThrow(WEBHOOK_MESSAGES.privateAddress);
    }
    // Loopback is allowed with the flag; private ones never are.
    await expect(checkWebhookTarget('https://hooks.example.test/x', { allowLoopback: true, resolve: answers('127.0.0.1', '::1') })).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(checkWebhookTarget('https://hooks.example.test/x', { allowLoopback: true, resolve: answers('10.0.0.1') })).rejects.toThrow(WEBHOOK_MESSAGES.privateAddress);
    await expect(checkWebhookTarget('https://hooks.example.test/x', { allowLoopback: false, resolve: answers('93.184.216.34') })).resolves.toMatchObject({ address: '93.184.216.34' });
    await expect(checkWebhookTarget('http://hooks.example.test/x', { allowLoopback: false, resolve: answers('93.184.216.34') })).rejects.toThrow(WEBHOOK_MESSAGES.url);
    await expect(checkWebhookTarget('https://nowhere.example.test/x', { allowLoopback: false, resolve: async () => { throw new Error('ENOTFOUND'); } }))
      .rejects.toThrow('The host nowhere.example.test was not found');
  });

  it('waits 1 minute after a first failure, doubling to at most 6 hours, with ±10 % jitter', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(6 * 3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(54_000);
    expect(retryDelayMs(1, () => 1)).toBe(66_000);
  });
});

describe('sending a webhook', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver([200, 302]);
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('connects to the address it checked, not to a second answer of the DNS (rebinding)', async () => {
    let lookups = 0;
    // First answer loopback (allowed here), then anything else: only the first is ever used.
    const resolve = async (): Promise<LookupAddress[]> => (lookups++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }]);
    const port = new URL(receiver.url()).port;
    const body = JSON.stringify({ id: 'evt', type: 'order.paid', createdAt: new Date().toISOString(), data: {} });
    const at = new Date('2026-11-28T02:00:00Z');
    const result = await sendWebhook({
      url: `http://rebinding.example.test:${port}/hook`, body,
      headers: { 'content-type': 'application/json', 'threadline-signature': signatureHeader('whsec_test', body, at) },
    }, { allowLoopback: true, resolve });
    expect(result).toMatchObject({ ok: true, responseCode: 200, error: null });
    expect(lookups).toBe(1);
    expect(receiver.calls.at(-1)!.headers.host).toBe(`rebinding.example.test:${port}`);
    expect(receiver.calls.at(-1)!.headers['threadline-signature']).toMatch(/^t=1795831200,v1=[0-9a-f]{64}$/);
  });

  it('takes a redirect as a failed answer and does not follow it', async () => {
    const before = receiver.calls.length;
    const result = await sendWebhook({ url: receiver.url('/moved'), body: '{}', headers: {} }, { allowLoopback: true });
    expect(result).toMatchObject({ ok: false, responseCode: 302, error: 'The receiver answered 302' });
    expect(receiver.calls.length).toBe(before + 1);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const slow = await startReceiver([200], { delayMs: 2_000 });
    const result = await sendWebhook({ url: slow.url(), body: '{}', headers: {} }, { allowLoopback: true }, 200);
    expect(result).toMatchObject({ ok: false, responseCode: null, error: 'No answer within 0.2 s' });
    await slow.close();
  });
});
