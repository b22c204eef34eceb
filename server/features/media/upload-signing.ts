import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadSecret } from '../../secrets.js';

/** The app's own upload URLs: `/api/objects/incoming/{uuid}?expires=..&max=..&signature=..`. */
export const INCOMING_ROUTE_PREFIX = '/api/objects/incoming/';

export interface SignedUploadTerms {
  /** `incoming/{uuid}` */
  key: string;
  /** Unix seconds after which the URL is refused. */
  expires: number;
  /** The most bytes the PUT may carry. */
  maxBytes: number;
}

export interface UploadSigner {
  sign(terms: SignedUploadTerms): string;
  /** True when `signature` is the one for these terms (compared in constant time). */
  verify(terms: SignedUploadTerms, signature: string): boolean;
}

export function createUploadSigner(secret: string): UploadSigner {
  const sign = ({ key, expires, maxBytes }: SignedUploadTerms) =>
    createHmac('sha256', secret).update(`PUT\n${key}\n${expires}\n${maxBytes}`).digest('base64url');
  return {
    sign,
    verify(terms, signature) {
      const expected = Buffer.from(sign(terms));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * UPLOAD_SIGNING_SECRET, or a random secret kept in DATA_DIR, so URLs handed out before a restart
 * still work after it.
 */
export function loadUploadSigningSecret(env: { UPLOAD_SIGNING_SECRET?: string; DATA_DIR: string }): Promise<string> {
  return loadSecret(env.UPLOAD_SIGNING_SECRET, env.DATA_DIR, 'upload-signing-secret');
}
