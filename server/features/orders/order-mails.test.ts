import { describe, expect, it } from 'vitest';
import { bankTransferInstructions } from './order-mails.js';

describe('bank transfer instructions', () => {
  it('name the configured account, the amount and the checkout number as reference', () => {
    const text = bankTransferInstructions('TL-000042', '105.98', 'Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toContain('Transfer $105.98 to Threadline Ltd, IBAN DE89 3704 0044 0532 0130 00 with the reference TL-000042.');
  });

  it('never invent an account when none is configured', () => {
    const text = bankTransferInstructions('TL-000042', '105.98', undefined);
    expect(text).toContain('(we will email you our bank details)');
    expect(text).not.toMatch(/IBAN/);
  });
});
