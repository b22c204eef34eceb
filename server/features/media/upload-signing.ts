import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

const SECRET_FILE = 'upload-signing-secret';

/**
 * UPLOAD_SIGNING_SECRET, or a random secret kept in DATA_DIR (readable by the app's user only),
 * so URLs handed out before a restart still work after it.
 */
export async function loadUploadSigningSecret(env: { UPLOAD_SIGNING_SECRET?: string; DATA_DIR: string }): Promise<string> {
  if (env.UPLOAD_SIGNING_SECRET) return env.UPLOAD_SIGNING_SECRET;
  const file = path.join(env.DATA_DIR, SECRET_FILE);
  let damaged = false;
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
    damaged = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(env.DATA_DIR, { recursive: true });
  // 'wx' fails if another process wrote one meanwhile: then theirs is the one to use.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: damaged ? 'w' : 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
