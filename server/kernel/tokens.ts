import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets handed to a browser (session cookies, password reset links): 32 random bytes as
 * base64url, 43 characters. The database keeps only their SHA-256, so reading the database
 * gives no working session or reset link.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

// Stops at whitespace too, so a link inside a mail's text is redacted and the text after it kept.
const SECRET_QUERY_PARAMS = /([?&](?:token|reset_token|session)=)[^&#\s]*/gi;

/**
 * A URL fit for the request log: the reset page is opened as /reset-password?token=..., and
 * the token must not reach the log (only the outbox's own line carries the link).
 */
export function redactSecretsInUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}
