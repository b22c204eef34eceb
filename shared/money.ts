/**
 * Money is computed in integer cents, never floats, and crosses the API as decimal strings
 * ("29.99"), as SQL's numeric(10,2) holds it. Each side reads an amount once where it comes in
 * and formats it once where it is shown; everything in between is `Cents`.
 *
 * Three readers, one per kind of source:
 * - `toCents`: an amount the API or the database carries ("29.99", "29.9"): strict, throws.
 * - `parseMoneyInput`: an amount a person typed, or a URL or CSV cell carries (the spelling policy below).
 * - `parseRate` / `readRate`: a commission rate in percent ("15.00"), as basis points.
 */

declare const centsBrand: unique symbol;
/** A whole number of cents; negative only for signed amounts (ledger reversals, balances). */
export type Cents = number & { readonly [centsBrand]: true };

declare const basisPointsBrand: unique symbol;
/** A rate in hundredths of a percent: 15.00% is 1,500. */
export type BasisPoints = number & { readonly [basisPointsBrand]: true };

/** numeric(10,2): at most 8 digits before the point. */
const API_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * The spelling policy for an amount a person types (a price, a filter bound) or a URL or CSV cell
 * carries:
 * - surrounding spaces are ignored, and one leading "$" is allowed: "$24.99", " 25 ";
 * - 1 to 8 digits, then optionally a point and one or two digits: "25", "24.9", "24.99";
 * - no thousands separators: "1,200" is 1.2 in half the world, so a comma is refused, never guessed;
 * - no sign, no exponent, no bare point (".5", "5."), nothing after the amount ("25 USD").
 */
const TYPED_AMOUNT = /^\$?(\d{1,8}(?:\.\d{1,2})?)$/;

/** A rate in percent: 0 to 100 with at most two decimals ("15", "12.5", "15.00"). */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const MAX_BASIS_POINTS = 10_000;

/** Digits with at most two decimals, as hundredths; the pattern has already been checked. */
function hundredths(decimal: string): number {
  const [whole, fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A computed number of cents, checked: the brand is only ever put on a whole number. */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

export function isMoneyString(value: string): boolean {
  return API_AMOUNT.test(value);
}

/** The strict reader for an amount from the API or the database. */
export function toCents(value: string): Cents {
  if (!isMoneyString(value)) throw new Error(`Not an amount of money: ${value}`);
  return hundredths(value) as Cents;
}

/** Cents as the API and SQL carry them: "29.99". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Not a whole number of cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** An amount a person typed or a URL or CSV carries, by the spelling policy above; null if it is not one. */
export function parseMoneyInput(value: string | number): Cents | null {
  // A JSON number is read by its shortest spelling: 29.99 is "29.99", 0.1 + 0.2 is refused.
  const match = TYPED_AMOUNT.exec(typeof value === 'number' ? String(value) : value.trim());
  return match ? (hundredths(match[1]!) as Cents) : null;
}

/** The one display of money: "$29.99", "-$54.00". */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${fromCents(Math.abs(cents))}`;
}

/** The display of an amount as the API sends it ("29.99" -> "$29.99"). */
export function formatPrice(value: string): string {
  return formatCents(toCents(value));
}

/** Cents of a signed amount (ledger entries: a reversal is negative). */
export function toSignedCents(value: string): Cents {
  return (value.startsWith('-') ? -toCents(value.slice(1)) : toCents(value)) as Cents;
}

/** A signed amount for display: "-$54.00" for a seller's balance after a refund outweighs later earnings. */
export function formatSignedPrice(value: string): string {
  return formatCents(toSignedCents(value));
}

/** Whole-percent discount from the original price, or null when there is none. */
export function discountPercent(price: string, originalPrice: string | null | undefined): number | null {
  if (!originalPrice) return null;
  const now = toCents(price);
  const before = toCents(originalPrice);
  if (before <= now || before === 0) return null;
  return Math.round(((before - now) * 100) / before);
}

// ---------- rates ----------

/** A rate constant, checked: 0 to 10,000 basis points (0% to 100%). */
export function basisPoints(value: number): BasisPoints {
  if (!Number.isInteger(value) || value < 0 || value > MAX_BASIS_POINTS) throw new Error(`Not a rate in basis points: ${value}`);
  return value as BasisPoints;
}

/** A rate in percent, typed or sent ("15", "12.5", 12.5): 0 to 100 with at most two decimals; null if not one. */
export function parseRate(value: string | number): BasisPoints | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!PERCENT.test(text)) return null;
  const rate = hundredths(text);
  return rate <= MAX_BASIS_POINTS ? (rate as BasisPoints) : null;
}

/** The strict reader for a rate the database or the API carries ("15.00"). */
export function readRate(value: string): BasisPoints {
  const rate = parseRate(value);
  if (rate === null || value !== value.trim()) throw new Error(`Not a rate in percent: ${value}`);
  return rate;
}

/** A rate as the API and SQL carry it: "15.00". */
export function formatRate(rate: BasisPoints): string {
  return fromCents(rate);
}

/** That rate of an amount, rounded half up to the cent (a commission, a seller's share). */
export function percentOf(amount: number, rate: BasisPoints): Cents {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Not a whole number of cents: ${amount}`);
  return Math.floor((amount * rate + 5_000) / 10_000) as Cents;
}
