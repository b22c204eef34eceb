import { createHmac, randomBytes } from 'node:crypto';

/** The secret a receiver verifies with: shown once, at creation and at each rotation. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * `Threadline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The time is
 * signed with the body, so a receiver that refuses old timestamps cannot be sent a recorded call again.
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
