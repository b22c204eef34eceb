import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Text kept sealed with AES-256-GCM, so a copy of the database alone does not give it away: a
 * queued mail's full text (a reset link) and a seller's payout details. Each use derives its own
 * key from its secret and a purpose, so one key never opens the other's text.
 */
export interface TextSealer {
  seal(text: string): string;
  /** The text, or null when it was sealed with another key or altered. */
  open(sealed: string): string | null;
}

export function createTextSealer(secret: string, purpose: string): TextSealer {
  const key = createHash('sha256').update(`${purpose}\n${secret}`).digest();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < 28) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
