import type { FieldErrors, Resolver } from 'react-hook-form';
import type { OwnSeller } from '@shared/account-schemas';
import { PAYOUT_DETAILS_MESSAGES } from '@shared/payout-details';
import { SELLER_MESSAGES, sellerSettingsSchema, type SellerSettingsInput } from '@shared/seller-schemas';

export const PAYOUT_METHOD_CHOICES = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'stripe', label: 'Stripe (connected account)' },
] as const;

export const BANK_KINDS = [
  { value: 'iban', label: 'IBAN (Europe and most countries)' },
  { value: 'us', label: 'US account and routing number' },
] as const;

/** The payout form's fields; the details start blank, since saved ones come back masked only. */
export interface PayoutFormValues {
  payoutMethod: string;
  bankKind: 'iban' | 'us';
  accountHolder: string;
  iban: string;
  accountNumber: string;
  routingNumber: string;
  payoutEmailPaypal: string;
  stripeAccountId: string;
}

export function payoutFormValues(seller: OwnSeller): PayoutFormValues {
  return {
    payoutMethod: seller.payoutMethod, bankKind: 'iban', accountHolder: '', iban: '', accountNumber: '', routingNumber: '',
    payoutEmailPaypal: '', stripeAccountId: seller.stripeAccountId ?? '',
  };
}

/** After a save: the typed details are cleared (they now show masked as saved), the choices stay. */
export function withoutTypedDetails(form: PayoutFormValues): PayoutFormValues {
  return { ...form, accountHolder: '', iban: '', accountNumber: '', routingNumber: '', payoutEmailPaypal: '' };
}

type Issue = { field: keyof PayoutFormValues; message: string };

/**
 * What the form sends: the method and, when typed, its details (blank keeps the saved ones).
 * A method with nothing saved and nothing typed is refused here, so no seller picks a method the
 * platform cannot pay them by.
 */
export function payoutPayload(form: PayoutFormValues, saved: OwnSeller['payoutDetails']): { payload: Record<string, unknown>; issues: Issue[] } {
  const payload: Record<string, unknown> = { payoutMethod: form.payoutMethod };
  const issues: Issue[] = [];
  if (form.payoutMethod === 'bank_transfer') {
    const typed = form.bankKind === 'iban' ? [form.accountHolder, form.iban] : [form.accountHolder, form.accountNumber, form.routingNumber];
    if (typed.some((value) => value.trim())) {
      payload.payoutBankDetails = form.bankKind === 'iban'
        ? { accountHolder: form.accountHolder, iban: form.iban }
        : { accountHolder: form.accountHolder, accountNumber: form.accountNumber.trim(), routingNumber: form.routingNumber.trim() };
    } else if (!saved.bankTransfer) issues.push({ field: form.bankKind === 'iban' ? 'iban' : 'accountNumber', message: PAYOUT_DETAILS_MESSAGES.bankDetailsRequired });
  } else if (form.payoutMethod === 'paypal') {
    if (form.payoutEmailPaypal.trim()) payload.payoutEmailPaypal = form.payoutEmailPaypal;
    else if (!saved.paypal) issues.push({ field: 'payoutEmailPaypal', message: PAYOUT_DETAILS_MESSAGES.paypalEmailRequired });
  } else if (form.payoutMethod === 'stripe') {
    if (form.stripeAccountId.trim()) payload.stripeAccountId = form.stripeAccountId;
    else issues.push({ field: 'stripeAccountId', message: SELLER_MESSAGES.stripeAccountRequired });
  }
  return { payload, issues };
}

/** The shared schema's nested paths (payoutBankDetails.iban) land on the form's own fields. */
function fieldOf(path: PropertyKey[]): keyof PayoutFormValues {
  if (path[0] === 'payoutBankDetails') return (path[1] as keyof PayoutFormValues | undefined) ?? 'iban';
  return path[0] as keyof PayoutFormValues;
}

export function payoutResolver(saved: () => OwnSeller['payoutDetails']): Resolver<PayoutFormValues, unknown, SellerSettingsInput> {
  return async (form) => {
    const { payload, issues } = payoutPayload(form, saved());
    const result = issues.length ? null : await sellerSettingsSchema.safeParseAsync(payload);
    if (result?.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) errors[issue.field] ??= { type: 'custom', message: issue.message };
    for (const issue of result?.error.issues ?? []) errors[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: errors as FieldErrors<PayoutFormValues> };
  };
}
