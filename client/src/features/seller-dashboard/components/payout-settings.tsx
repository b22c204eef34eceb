import { useForm, useWatch } from 'react-hook-form';
import { Lock } from 'lucide-react';
import type { OwnSeller } from '@shared/account-schemas';
import type { SellerSettingsInput } from '@shared/seller-schemas';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { BANK_KINDS, PAYOUT_METHOD_CHOICES, payoutFormValues, payoutResolver, withoutTypedDetails, type PayoutFormValues } from '../utils/payout-form';
import { useSaveSettings } from './use-save-settings';

/** What is saved for a method, masked: the only form the details ever come back in. */
function savedFor(seller: OwnSeller, method: string): string | null {
  if (method === 'bank_transfer') return seller.payoutDetails.bankTransfer;
  if (method === 'paypal') return seller.payoutDetails.paypal;
  return null;
}

/**
 * One "Payout" section: how the seller is paid and where to (DECISIONS.md "Orders and payments":
 * shoppers never pay through a seller's gateway, so nothing here is a gateway credential), and the
 * commission plan, which only admins set.
 */
export function PayoutSettings({ seller }: { seller: OwnSeller }) {
  const form = useForm<PayoutFormValues, unknown, SellerSettingsInput>({
    resolver: payoutResolver(() => seller.payoutDetails),
    defaultValues: payoutFormValues(seller),
  });
  const { errors } = form.formState;
  const [method, bankKind] = useWatch({ control: form.control, name: ['payoutMethod', 'bankKind'] });
  const save = useSaveSettings(seller.id);
  const saved = savedFor(seller, method);
  const rate = Number(seller.commissionRate);
  const keepHint = saved ? 'Leave blank to keep the saved details.' : null;

  return (
    <section aria-labelledby="payout-heading" className="flex flex-col gap-5 border-2 border-line p-4 sm:p-6">
      <h2 id="payout-heading" className="caps text-xl">Payout</h2>
      <div className="flex flex-col gap-1">
        <p className="caps text-sm text-muted">Commission plan</p>
        <p className="nums">
          Platform commission <span className="font-semibold">{rate}%</span> · you keep{' '}
          <span className="font-semibold">{100 - rate}%</span> of each sale.
        </p>
        <p className="text-sm text-muted">Set by the Threadline team; contact support to discuss your plan.</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((settings) => save.mutate(settings, () => form.reset(withoutTypedDetails(form.getValues()))))}
      >
        <p className="text-sm text-muted">
          Where Threadline sends your earnings. Only what we need to pay you: never a password, API key or client secret.
        </p>
        <NativeSelect
          label="Payout method"
          className="flex-col items-stretch"
          options={PAYOUT_METHOD_CHOICES}
          {...form.register('payoutMethod')}
        />
        {saved && (
          <p className="flex items-center gap-2 border-2 border-line bg-surface px-3 py-2 text-sm" data-testid="saved-payout-details">
            <Lock aria-hidden className="size-4 shrink-0 text-acid" />
            <span>Saved: <span className="nums font-semibold">{saved}</span></span>
          </p>
        )}
        {method === 'bank_transfer' && (
          <>
            <NativeSelect label="Bank account" className="flex-col items-stretch" options={BANK_KINDS} {...form.register('bankKind')} />
            <TextField label="Account holder" autoComplete="name" error={errors.accountHolder?.message} {...form.register('accountHolder')} />
            {bankKind === 'iban' ? (
              <TextField label="IBAN" autoComplete="off" spellCheck={false} placeholder="Starts with the country code, e.g. DE" error={errors.iban?.message} {...form.register('iban')} />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Account number" inputMode="numeric" autoComplete="off" error={errors.accountNumber?.message} {...form.register('accountNumber')} />
                <TextField label="Routing number" inputMode="numeric" autoComplete="off" placeholder="9 digits" error={errors.routingNumber?.message} {...form.register('routingNumber')} />
              </div>
            )}
          </>
        )}
        {method === 'paypal' && (
          <TextField label="PayPal payout email" type="email" autoComplete="email" error={errors.payoutEmailPaypal?.message} {...form.register('payoutEmailPaypal')} />
        )}
        {method === 'stripe' && (
          <TextField label="Stripe account ID" placeholder="acct_..." autoComplete="off" error={errors.stripeAccountId?.message} {...form.register('stripeAccountId')} />
        )}
        {keepHint && method !== 'stripe' && <p className="text-sm text-muted">{keepHint}</p>}
        <p className="text-xs text-muted">Stored encrypted; shown back only masked. Admins see the full details only when they send a payout, and each look is logged.</p>
        <Button type="submit" className="self-start" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save payout details'}</Button>
      </form>
    </section>
  );
}
