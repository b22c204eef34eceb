import { expect, test } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import type { OwnSeller } from '@shared/account-schemas';
import { PAYOUT_DETAILS_MESSAGES } from '@shared/payout-details';
import { payoutResolver, type PayoutFormValues } from './payout-form';

const blank: PayoutFormValues = {
  payoutMethod: 'bank_transfer', bankKind: 'iban', accountHolder: '', iban: '', accountNumber: '', routingNumber: '', payoutEmailPaypal: '', stripeAccountId: '',
};
const nothingSaved: OwnSeller['payoutDetails'] = { paypal: null, bankTransfer: null };
const resolve = async (form: Partial<PayoutFormValues>, saved = nothingSaved) => {
  const result = await payoutResolver(() => saved)({ ...blank, ...form }, undefined, { fields: {}, shouldUseNativeValidation: false });
  return { values: result.values, errors: Object.fromEntries(Object.entries(result.errors as FieldErrors).map(([field, error]) => [field, error?.message])) };
};

test('a method needs its details unless they are saved; blank keeps the saved ones', async () => {
  expect((await resolve({})).errors).toEqual({ iban: PAYOUT_DETAILS_MESSAGES.bankDetailsRequired });
  expect((await resolve({ payoutMethod: 'paypal' })).errors).toEqual({ payoutEmailPaypal: PAYOUT_DETAILS_MESSAGES.paypalEmailRequired });
  expect(await resolve({}, { paypal: null, bankTransfer: 'IBAN •••• 3000 (Ada)' })).toEqual({ values: { payoutMethod: 'bank_transfer' }, errors: {} });
});

test('bank details are checked by the shared schema and land on their own fields', async () => {
  expect((await resolve({ accountHolder: 'Ada', iban: 'DE89 3704 0044 0532 0130 01' })).errors).toEqual({ iban: PAYOUT_DETAILS_MESSAGES.ibanInvalid });
  expect((await resolve({ iban: 'DE89 3704 0044 0532 0130 00' })).errors).toEqual({ accountHolder: PAYOUT_DETAILS_MESSAGES.accountHolderRequired });
  expect((await resolve({ bankKind: 'us', accountHolder: 'Ada', accountNumber: '12', routingNumber: '011000016' })).errors)
    .toEqual({ accountNumber: PAYOUT_DETAILS_MESSAGES.accountNumberInvalid, routingNumber: PAYOUT_DETAILS_MESSAGES.routingNumberInvalid });
  expect((await resolve({ accountHolder: 'Ada', iban: 'de89 3704 0044 0532 0130 00', accountNumber: 'ignored' })).values)
    .toMatchObject({ payoutMethod: 'bank_transfer', payoutBankDetails: { accountHolder: 'Ada', iban: 'DE89370400440532013000' } });
});
