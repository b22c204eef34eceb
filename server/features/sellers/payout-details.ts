import type { TextSealer } from '../../kernel/sealed-text.js';
import { maskBankDetails, maskEmail, type BankPayoutDetails } from '../../../shared/payout-details.js';
import { bankPayoutDetailsSchema } from '../../../shared/seller-schemas.js';
import type { SellerChanges } from './seller-settings.repo.js';

/**
 * The columns a seller's payout details are stored in: sealed, with the masked form beside it
 * (the only form any reply carries). Null clears them. The plain columns are emptied with it.
 */
export function paypalColumns(sealer: TextSealer, email: string | null): SellerChanges {
  return email === null
    ? { payoutPaypalSealed: null, payoutPaypalMasked: null, payoutEmailPaypal: null }
    : { payoutPaypalSealed: sealer.seal(email), payoutPaypalMasked: maskEmail(email), payoutEmailPaypal: null };
}

export function bankColumns(sealer: TextSealer, bank: BankPayoutDetails | null): SellerChanges {
  return bank === null
    ? { payoutBankSealed: null, payoutBankMasked: null, payoutBankAccount: null }
    : { payoutBankSealed: sealer.seal(JSON.stringify(bank)), payoutBankMasked: maskBankDetails(bank), payoutBankAccount: null };
}

/**
 * What start-up seals of details still stored plain: a PayPal email as it is, a bank account
 * given as the JSON the settings take. Bank text in any other form is left where it is: it
 * cannot be checked, and the seller is asked for it again by the dashboard.
 */
export function sealedFromPlain(sealer: TextSealer, plain: { email: string | null; bank: string | null }): SellerChanges {
  const changes: SellerChanges = plain.email ? paypalColumns(sealer, plain.email.trim().toLowerCase()) : {};
  if (plain.bank) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(plain.bank);
    } catch {
      // Free text: see above.
    }
    const bank = bankPayoutDetailsSchema.safeParse(parsed);
    if (bank.success) Object.assign(changes, bankColumns(sealer, bank.data));
  }
  return changes;
}
