import { describe, expect, it } from 'vitest';
import {
  asCents, basisPoints, formatCents, formatPrice, formatRate, formatSignedPrice, fromCents, parseMoneyInput,
  parseRate, percentOf, readRate, toCents, toSignedCents,
} from './money.js';
import { amountSchema, rateSchema, signedAmountSchema } from './money-schemas.js';

describe('parseMoneyInput: the one spelling policy for typed, URL and CSV amounts', () => {
  it.each([
    ['25', 2_500],
    ['24.9', 2_490],
    ['24.99', 2_499],
    ['$24.99', 2_499],
    ['  $5  ', 500],
    ['0', 0],
    ['0.01', 1],
    ['007.50', 750],
    ['99999999.99', 9_999_999_999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each([
    '', ' ', '$', 'abc', '1,200', '1,200.00', '12,5', '-5', '+5', '-$5', '$-5', '1e3', '.5', '5.', '24.999', '$$5',
    '$ 5', '5 USD', 'USD 5', '5$', '123456789', 'Infinity', 'NaN', '0x10', '1 000', '٣',
  ])('refuses %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('reads a JSON number by its spelling, so a float artefact is refused, not rounded', () => {
    expect(parseMoneyInput(29.99)).toBe(2_999);
    expect(parseMoneyInput(30)).toBe(3_000);
    expect(parseMoneyInput(0.1 + 0.2)).toBeNull();
    expect(parseMoneyInput(1e21)).toBeNull();
    expect(parseMoneyInput(-1)).toBeNull();
    expect(parseMoneyInput(Number.NaN)).toBeNull();
  });
});

describe('toCents: the strict reader of API and SQL amounts', () => {
  it('reads what the API carries and nothing a person might type', () => {
    expect(toCents('29.99')).toBe(2_999);
    expect(toCents('29.9')).toBe(2_990);
    expect(toCents('0.00')).toBe(0);
    for (const text of ['$29.99', ' 29.99', '29.999', '-1.00', '1,000.00', '1e2', '']) expect(() => toCents(text)).toThrow(/Not an amount/);
  });

  it('round-trips with fromCents at the edges', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 2_999, 9_999_999_999]) expect(toCents(fromCents(cents))).toBe(cents);
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(1_299)).toBe('12.99');
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => fromCents(bad)).toThrow(/whole number of cents/);
  });
});

describe('formatCents: the one display of money', () => {
  it('shows dollars and two decimals, with a sign only when negative', () => {
    expect(formatCents(asCents(2_999))).toBe('$29.99');
    expect(formatCents(asCents(5))).toBe('$0.05');
    expect(formatCents(asCents(0))).toBe('$0.00');
    expect(formatCents(asCents(-5_400))).toBe('-$54.00');
    expect(formatCents(asCents(123_456_789))).toBe('$1234567.89');
  });

  it('formatPrice shows an API amount the same way', () => {
    expect(formatPrice('29.9')).toBe('$29.90');
    expect(formatPrice('0.00')).toBe('$0.00');
    expect(() => formatPrice('-54.00')).toThrow(/Not an amount of money/);
  });

  it('asCents refuses anything but a whole number', () => {
    expect(() => asCents(29.99)).toThrow(/whole number of cents/);
    expect(() => asCents(Number.NaN)).toThrow(/whole number of cents/);
    expect(() => asCents(2 ** 53)).toThrow(/whole number of cents/);
  });
});

describe('signed amounts', () => {
  it('reads and shows a negative balance, where formatPrice refuses it', () => {
    expect(toSignedCents('-54.00')).toBe(-5_400);
    expect(toSignedCents('32.99')).toBe(3_299);
    expect(formatSignedPrice('-54.00')).toBe('-$54.00');
    expect(formatSignedPrice('-0.5')).toBe('-$0.50');
    expect(formatSignedPrice('32.99')).toBe('$32.99');
    expect(formatSignedPrice('0.00')).toBe('$0.00');
    expect(() => toSignedCents('--1.00')).toThrow(/Not an amount/);
    expect(() => toSignedCents('+1.00')).toThrow(/Not an amount/);
  });
});

describe('reply schemas', () => {
  it('accept decimal-string amounts and refuse the rest', () => {
    expect(amountSchema.safeParse('29.99').success).toBe(true);
    for (const bad of ['-1.00', '$29.99', '29.999', '', '1e2']) expect(amountSchema.safeParse(bad).success).toBe(false);
    expect(amountSchema.safeParse(29.99).success).toBe(false);
    expect(signedAmountSchema.safeParse('-54.00').success).toBe(true);
    expect(signedAmountSchema.safeParse('54.00').success).toBe(true);
    for (const bad of ['--54.00', '+54.00', '-$54.00', '-']) expect(signedAmountSchema.safeParse(bad).success).toBe(false);
    expect(rateSchema.safeParse('15.00').success).toBe(true);
    for (const bad of ['100.01', ' 15.00', '15%', '-1']) expect(rateSchema.safeParse(bad).success).toBe(false);
  });
});

describe('rates in basis points', () => {
  it.each([
    ['15.00', 1_500], ['15', 1_500], ['12.5', 1_250], ['0', 0], ['0.01', 1], ['100', 10_000], ['100.00', 10_000], [' 7.25 ', 725],
  ])('reads %j percent as %i basis points', (text, rate) => {
    expect(parseRate(text)).toBe(rate);
  });

  it.each(['', '100.01', '101', '1000', '-1', '12.345', '1e2', '15%', 'abc', '.5', '1,5'])('refuses %j', (text) => {
    expect(parseRate(text)).toBeNull();
  });

  it('reads numbers by their spelling and writes the canonical percent string', () => {
    expect(parseRate(12.5)).toBe(1_250);
    expect(parseRate(100.01)).toBeNull();
    expect(formatRate(basisPoints(1_250))).toBe('12.50');
    expect(formatRate(basisPoints(0))).toBe('0.00');
    expect(formatRate(basisPoints(10_000))).toBe('100.00');
  });

  it('reads stored rates strictly', () => {
    expect(readRate('15.00')).toBe(1_500);
    for (const bad of [' 15.00', '15%', '100.5']) expect(() => readRate(bad)).toThrow(/Not a rate/);
    for (const bad of [-1, 10_001, 1.5]) expect(() => basisPoints(bad)).toThrow(/Not a rate/);
  });

  it('takes a rate of an amount, half up at the edges', () => {
    const fifteen = basisPoints(1_500);
    expect(percentOf(1_010, fifteen)).toBe(152); // 151.5 -> 152
    expect(percentOf(1_003, fifteen)).toBe(150); // 150.45 -> 150
    expect(percentOf(1_009, fifteen)).toBe(151); // 151.35 -> 151
    expect(percentOf(1, basisPoints(5_000))).toBe(1); // 0.5 -> 1
    expect(percentOf(1, basisPoints(4_999))).toBe(0); // 0.4999 -> 0
    expect(percentOf(3, basisPoints(3_333))).toBe(1); // 0.9999 -> 1
    expect(percentOf(0, fifteen)).toBe(0);
    expect(percentOf(9_999_999_999, basisPoints(10_000))).toBe(9_999_999_999);
    expect(percentOf(9_999_999_999, basisPoints(0))).toBe(0);
    expect(() => percentOf(-1, fifteen)).toThrow(/whole number of cents/);
    expect(() => percentOf(1.5, fifteen)).toThrow(/whole number of cents/);
  });
});
