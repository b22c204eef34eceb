import { createTextSealer as createSealer, type TextSealer } from '../../kernel/sealed-text.js';

export type { TextSealer };

/** The outbox's sealer (server/kernel/sealed-text.ts), with the key purpose its mail was always sealed under. */
export function createTextSealer(secret: string): TextSealer {
  return createSealer(secret, 'threadline outbox');
}
