import { useState } from 'react';
import type { OwnSeller } from '@shared/account-schemas';
import { PAYOUT_METHOD_OPTIONS } from '@shared/seller-schemas';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useSaveSettings } from './use-save-settings';

const PAYOUT_LABELS: Record<string, string> = { paypal: 'PayPal', stripe: 'Stripe', bank_transfer: 'Bank Transfer' };

/** How the seller is paid (saved) and the commission plan, which only admins set (DECISIONS.md "Sellers"). */
export function PayoutSettings({ seller }: { seller: OwnSeller }) {
  const [payoutMethod, setPayoutMethod] = useState(seller.payoutMethod);
  const save = useSaveSettings(seller.id);
  const rate = Number(seller.commissionRate);

  return (
    <section aria-labelledby="account-settings" className="flex flex-col gap-5 border-2 border-line p-4 sm:p-6">
      <h2 id="account-settings" className="caps text-xl">Account settings</h2>
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
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ payoutMethod });
        }}
      >
        <NativeSelect
          label="Payout method"
          name="payoutMethod"
          className="flex-col items-stretch"
          value={payoutMethod}
          onChange={(event) => setPayoutMethod(event.target.value)}
          options={PAYOUT_METHOD_OPTIONS.map((value) => ({ value, label: PAYOUT_LABELS[value] ?? value }))}
        />
        <Button type="submit" className="self-start" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save payout method'}</Button>
      </form>
    </section>
  );
}
