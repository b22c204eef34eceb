// Money travels as decimal strings ("29.99") and is computed in integer cents, never floats.
const DECIMAL = /^\d{1,8}(\.\d{1,2})?$/;

export function isMoneyString(value: string): boolean {
  return DECIMAL.test(value);
}

export function toCents(value: string): number {
  if (!isMoneyString(value)) throw new Error(`Not an amount of money: ${value}`);
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fromCents(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Not a whole number of cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

export function formatPrice(value: string): string {
  return `$${fromCents(toCents(value))}`;
}

/** Whole-percent discount from the original price, or null when there is none. */
export function discountPercent(price: string, originalPrice: string | null | undefined): number | null {
  if (!originalPrice) return null;
  const now = toCents(price);
  const before = toCents(originalPrice);
  if (before <= now || before === 0) return null;
  return Math.round(((before - now) * 100) / before);
}

/** A rate in percent ("15.00") of an amount in cents, rounded half up to the cent. */
export function percentOfCents(cents: number, ratePercent: string): number {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Not a whole number of cents: ${cents}`);
  const basisPoints = toCents(ratePercent);
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/** Cents of a signed amount (ledger entries: a reversal is negative). */
export function toSignedCents(value: string): number {
  return value.startsWith('-') ? -toCents(value.slice(1)) : toCents(value);
}

/** A signed amount for display: "-$54.00" for a seller's balance after a refund outweighs later earnings. */
export function formatSignedPrice(value: string): string {
  const cents = toSignedCents(value);
  return `${cents < 0 ? '-' : ''}$${fromCents(Math.abs(cents))}`;
}
