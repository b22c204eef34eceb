import { describe, expect, it } from 'vitest';
import {
  isValidIban, isValidRoutingNumber, isValidUsAccountNumber, maskBankDetails, maskEmail, maskIban, maskStripeAccount,
} from './payout-details.js';

describe('payout details', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', true],
    ['gb82 west 1234 5698 7654 32', true],
    ['NL91-ABNA-0417-1643-00', true],
    ['FR14 2004 1010 0505 0001 3M02 606', true],
    ['NO9386011117947', true],
    ['DE89 3704 0044 0532 0130 01', false], // checksum
    ['DE543704004405320130001', false], // right checksum, 23 characters for Germany's 22
    ['ZZ8137040044053201300', false], // right checksum, no such country
    ['DE8937040044053201300', false],
    ['', false],
    ['DE89 3704 0044 0532 0130 0!', false],
  ])('IBAN %s is valid: %s', (iban, valid) => expect(isValidIban(iban)).toBe(valid));

  it.each([
    ['011000015', true], ['021000021', true], ['011000016', false], ['01100001', false], ['0110000150', false], ['01100001a', false],
  ])('routing number %s is valid: %s', (routing, valid) => expect(isValidRoutingNumber(routing)).toBe(valid));

  it('takes US account numbers of 4 to 17 digits', () => {
    expect(['1234', '12345678901234567'].map(isValidUsAccountNumber)).toEqual([true, true]);
    expect(['123', '123456789012345678', '1234-5678', ''].map(isValidUsAccountNumber)).toEqual([false, false, false, false]);
  });

  it('masks every form to its last four characters', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('IBAN •••• 3000');
    expect(maskEmail('pay@example.com')).toBe('p•••@example.com');
    expect(maskEmail('nonsense')).toBe('•••');
    expect(maskBankDetails({ accountHolder: 'Lee Park', accountNumber: '000123456789', routingNumber: '011000015' })).toBe('US account •••• 6789 (Lee Park)');
    expect(maskStripeAccount('acct_1AbCdEfGh')).toBe('acct_••••EfGh');
  });
});
