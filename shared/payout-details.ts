/**
 * Where a seller is paid: the checks a bank account or PayPal address must pass before it is
 * stored, and the masked forms shown back (the full details are stored sealed, never replied).
 * Pure helpers for the dashboard form and the server; no zod here, the schemas wrap them.
 */

export const PAYOUT_DETAILS_MESSAGES = {
  accountHolderRequired: 'Enter the account holder name',
  accountHolderTooLong: 'Account holder must be at most 120 characters',
  ibanInvalid: 'Enter a valid IBAN (check the country code, length and digits)',
  accountNumberInvalid: 'US account number must be 4 to 17 digits',
  routingNumberInvalid: 'Routing number must be 9 digits with a valid check digit',
  bankAccountKind: 'Enter an IBAN, or a US account number and routing number',
  paypalEmailRequired: 'Enter the PayPal email to pay out to',
  bankDetailsRequired: 'Enter the bank account to pay out to',
} as const;

/** IBAN length by country (the IBAN registry); a country not listed has no IBAN. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** Spaces and dashes people type between groups go; letters are upper-cased. */
export function compactIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 13616: the country's length, then mod 97 of the rearranged number equals 1. */
export function isValidIban(input: string): boolean {
  const iban = compactIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** An ABA routing number: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export function isValidRoutingNumber(input: string): boolean {
  if (!/^\d{9}$/.test(input)) return false;
  const d = [...input].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export function isValidUsAccountNumber(input: string): boolean {
  return /^\d{4,17}$/.test(input);
}

/** A bank account to pay out to: an IBAN, or a US account with its routing number. */
export type BankPayoutDetails =
  | { accountHolder: string; iban: string }
  | { accountHolder: string; accountNumber: string; routingNumber: string };

const DOTS = '••••';
const lastFour = (value: string) => value.slice(-4);

export function maskIban(iban: string): string {
  return `IBAN ${DOTS} ${lastFour(compactIban(iban))}`;
}

/** "p•••@example.com": enough to recognise one's own address, not to write to it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export function maskBankDetails(bank: BankPayoutDetails): string {
  const account = 'iban' in bank ? maskIban(bank.iban) : `US account ${DOTS} ${lastFour(bank.accountNumber)}`;
  return `${account} (${bank.accountHolder})`;
}

export function maskStripeAccount(accountId: string): string {
  return `acct_${DOTS}${lastFour(accountId)}`;
}
