import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_LIMITS } from '../../../shared/webhook-schemas.js';
import { checkWebhookTarget, pinnedLookup, WebhookAddressError, type AddressRules } from './webhook-address.js';

export interface WebhookCall {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** What one attempt came to: the receiver's status code (null when it never answered) and why it failed. */
export interface AttemptResult {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
  durationMs: number;
}

/** The answer is not read past this: receivers are asked for a status code, not a body. */
const MAX_RESPONSE_BYTES = 64 * 1024;

function post(call: WebhookCall, target: Awaited<ReturnType<typeof checkWebhookTarget>>, timeoutMs: number): Promise<number> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target.url, {
      method: 'POST',
      lookup: pinnedLookup(target),
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
      headers: { ...call.headers, 'content-length': Buffer.byteLength(call.body), 'user-agent': 'Threadline-Webhooks/1' },
    }, (response) => {
      // A redirect is an answer, not an instruction: it is never followed (it could point anywhere).
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_BYTES) response.destroy();
      });
      response.on('close', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(call.body);
  });
}

/**
 * One attempt: the address checked again (it may resolve elsewhere since it was registered), then
 * a POST to the checked address, within WEBHOOK_LIMITS.timeoutMs. 2xx is delivered.
 */
export async function sendWebhook(call: WebhookCall, rules: AddressRules, timeoutMs: number = WEBHOOK_LIMITS.timeoutMs): Promise<AttemptResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const target = await checkWebhookTarget(call.url, rules);
    const status = await post(call, target, timeoutMs);
    const ok = status >= 200 && status < 300;
    return { ok, responseCode: status, error: ok ? null : `The receiver answered ${status}`, durationMs: took() };
  } catch (error) {
    const message = error instanceof WebhookAddressError ? error.message
      : (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError' ? `No answer within ${timeoutMs / 1000} s`
        : `Could not connect: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
    return { ok: false, responseCode: null, error: message.slice(0, 300), durationMs: took() };
  }
}
