import { Controller, useForm, useWatch } from 'react-hook-form';
import type { OwnSeller } from '@shared/account-schemas';
import { RETURN_SHIPPING_PAYERS, RETURN_WINDOWS, returnPolicySchema, type ReturnPolicy, type ReturnShippingPayer } from '@shared/return-schemas';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveSettings } from './use-save-settings';

/** The select gives text; the schema wants the number of days. */
interface PolicyFields {
  accepted: boolean;
  windowDays: string;
  returnShippingPaidBy: ReturnShippingPayer;
}

const WINDOW_OPTIONS = RETURN_WINDOWS.map((days) => ({ value: String(days), label: `${days} days after delivery` }));
const PAYER_LABELS: Record<ReturnShippingPayer, string> = { buyer: 'The buyer', shop: 'My shop' };
const PAYER_OPTIONS = RETURN_SHIPPING_PAYERS.map((payer) => ({ value: payer, label: PAYER_LABELS[payer] }));

/** The shop's return policy (issue 25): shown on its products and its page, and applied to every return request. */
export function ReturnPolicySettings({ seller }: { seller: OwnSeller }) {
  const policy = seller.returnPolicy;
  const form = useForm<PolicyFields, unknown, ReturnPolicy>({
    resolver: schemaResolver<PolicyFields, ReturnPolicy>(() => returnPolicySchema, (fields) => ({ ...fields, windowDays: Number(fields.windowDays) })),
    defaultValues: { accepted: policy.accepted, windowDays: String(policy.windowDays), returnShippingPaidBy: policy.returnShippingPaidBy },
  });
  const { errors } = form.formState;
  const accepted = useWatch({ control: form.control, name: 'accepted' });
  const save = useSaveSettings(seller.id);
  return (
    <form
      noValidate aria-labelledby="return-policy-heading" data-testid="return-policy-settings"
      onSubmit={form.handleSubmit((returnPolicy) => save.mutate({ returnPolicy }))}
      className="flex flex-col gap-5 border-2 border-line p-4 sm:p-6"
    >
      <h2 id="return-policy-heading" className="caps text-xl">Return policy</h2>
      <p className="text-sm text-muted">Buyers read it on your products and your shop page before they buy; a return request follows it.</p>
      <Controller
        control={form.control}
        name="accepted"
        render={({ field }) => <Switch label="Accept returns" name="returnsAccepted" checked={field.value} onCheckedChange={field.onChange} />}
      />
      {accepted && (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          <div className="flex flex-col gap-1.5">
            <NativeSelect label="Return window" className="flex-col items-stretch" options={WINDOW_OPTIONS} {...form.register('windowDays')} />
            {errors.windowDays?.message && <p className="text-sm font-medium text-danger">{errors.windowDays.message}</p>}
          </div>
          <div className="flex flex-col gap-1.5">
            <NativeSelect label="Return shipping paid by" className="flex-col items-stretch" options={PAYER_OPTIONS} {...form.register('returnShippingPaidBy')} />
            {errors.returnShippingPaidBy?.message && <p className="text-sm font-medium text-danger">{errors.returnShippingPaidBy.message}</p>}
          </div>
        </div>
      )}
      <Button type="submit" className="self-start" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save return policy'}</Button>
    </form>
  );
}
