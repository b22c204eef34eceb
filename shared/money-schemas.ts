import { z } from 'zod';
import { isMoneyString, parseRate } from './money.js';

// Apart from money.ts so that a page which only shows prices does not load zod with them.

/** A decimal-string amount in a reply ("29.99"). */
export const amountSchema = z.string().refine(isMoneyString, 'Must be an amount like 29.99');

/** A signed decimal-string amount in a reply: ledger entries and balances ("-54.00"). */
export const signedAmountSchema = z.string().refine((value) => isMoneyString(value.replace(/^-/, '')), 'Must be an amount like -29.99');

/** A decimal-string rate in percent in a reply ("15.00"). */
export const rateSchema = z.string().refine((value) => parseRate(value) !== null && value === value.trim(), 'Must be a rate like 15.00');
