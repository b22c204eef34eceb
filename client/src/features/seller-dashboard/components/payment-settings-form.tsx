import { useForm, useWatch } from 'react-hook-form';
import type { OwnSeller } from '@shared/account-schemas';
import { PAYMENT_GATEWAY_OPTIONS, paymentSettingsFormSchema, type SellerSettingsInput } from '@shared/seller-schemas';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveSettings } from './use-save-settings';

interface PaymentForm {
  paymentGateway: string;
  stripeAccountId: string;
  stripePublishableKey: string;
  paypalClientId: string;
  paypalClientSecret: string;
  payoutEmailPaypal: string;
  squareApplicationId: string;
}

const GATEWAY_LABELS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', square: 'Square' };

/** Each gateway asks for what it needs; the PayPal client secret is write-only (never shown back). */
export function PaymentSettingsForm({ seller }: { seller: OwnSeller }) {
  const form = useForm<PaymentForm, unknown, SellerSettingsInput>({
    // A blank secret field means "keep the saved one", so it is not sent.
    resolver: schemaResolver(() => paymentSettingsFormSchema, ({ paypalClientSecret, ...rest }) =>
      (paypalClientSecret.trim() ? { ...rest, paypalClientSecret } : rest)),
    defaultValues: {
      paymentGateway: seller.paymentGateway ?? 'stripe',
      stripeAccountId: seller.stripeAccountId ?? '',
      stripePublishableKey: seller.stripePublishableKey ?? '',
      paypalClientId: seller.paypalClientId ?? '',
      paypalClientSecret: '',
      payoutEmailPaypal: seller.payoutEmailPaypal ?? '',
      squareApplicationId: seller.squareApplicationId ?? '',
    },
  });
  const { errors } = form.formState;
  const gateway = useWatch({ control: form.control, name: 'paymentGateway' });
  const save = useSaveSettings(seller.id);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((settings) => save.mutate(settings, () => form.setValue('paypalClientSecret', '')))}
      className="flex flex-col gap-5 border-2 border-line p-4 sm:p-6"
    >
      <h2 className="caps text-xl">Payment settings</h2>
      <NativeSelect
        label="Payment gateway"
        className="flex-col items-stretch"
        options={PAYMENT_GATEWAY_OPTIONS.map((value) => ({ value, label: GATEWAY_LABELS[value] ?? value }))}
        {...form.register('paymentGateway')}
      />
      {gateway === 'stripe' && (
        <>
          <TextField label="Stripe account ID" placeholder="acct_..." error={errors.stripeAccountId?.message} {...form.register('stripeAccountId')} />
          <TextField label="Stripe publishable key" placeholder="pk_..." error={errors.stripePublishableKey?.message} {...form.register('stripePublishableKey')} />
        </>
      )}
      {gateway === 'paypal' && (
        <>
          <TextField label="PayPal client ID" error={errors.paypalClientId?.message} {...form.register('paypalClientId')} />
          <TextField
            label="PayPal client secret"
            type="password"
            autoComplete="off"
            placeholder={seller.hasPaypalClientSecret ? 'saved (type to replace)' : ''}
            labelAside={seller.hasPaypalClientSecret ? <span className="caps text-xs text-acid">saved</span> : undefined}
            error={errors.paypalClientSecret?.message}
            {...form.register('paypalClientSecret')}
          />
          <TextField label="PayPal payout email" type="email" error={errors.payoutEmailPaypal?.message} {...form.register('payoutEmailPaypal')} />
        </>
      )}
      {gateway === 'square' && (
        <TextField label="Square application ID" error={errors.squareApplicationId?.message} {...form.register('squareApplicationId')} />
      )}
      <Button type="submit" className="self-start" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save payment settings'}</Button>
    </form>
  );
}
