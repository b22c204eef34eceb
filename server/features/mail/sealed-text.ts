import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The full text of a queued mail (a reset link included) is kept sealed with AES-256-GCM until it
 * is sent, so any instance can send it, and a copy of the database alone holds no working link.
 */
export interface TextSealer {
  seal(text: string): string;
  /** The text, or null when it was sealed with another key or altered. */
  open(sealed: string): string | null;
}

export function createTextSealer(secret: string): TextSealer {
  const key = createHash('sha256').update(`threadline outbox\n${secret}`).digest();
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
