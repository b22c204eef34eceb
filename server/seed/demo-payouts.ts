import type { BankPayoutDetails } from '../../shared/payout-details.js';

/**
 * Where the demo shops are paid: the example IBANs of the banks' own documentation, a US test
 * account with a routing number that passes its check digit, and @example.com PayPal addresses.
 * They validate, so the admin's payout rows have something to show, and reach nobody.
 * Stored plain here; start-up seals them (docs/decisions/015).
 */
const EXAMPLE_BANKS: BankPayoutDetails[] = [
  { accountHolder: 'Cass Seller', iban: 'DE89370400440532013000' },
  { accountHolder: 'Demo Payee', accountNumber: '000123456789', routingNumber: '011000015' },
  { accountHolder: 'Demo Payee', iban: 'GB82WEST12345698765432' },
  { accountHolder: 'Demo Payee', iban: 'NL91ABNA0417164300' },
];

export function demoPayoutDetails(index: number, businessName: string) {
  const slug = businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  if (index % 3 === 1) return { payoutMethod: 'paypal' as const, payoutEmailPaypal: `payouts+${slug}@example.com` };
  const bank = EXAMPLE_BANKS[Math.floor(index / 3) % EXAMPLE_BANKS.length]!;
  return { payoutMethod: 'bank_transfer' as const, payoutBankAccount: JSON.stringify(bank) };
}
