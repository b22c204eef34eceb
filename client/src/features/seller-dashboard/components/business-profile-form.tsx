import { useForm } from 'react-hook-form';
import type { OwnSeller } from '@shared/account-schemas';
import { sellerSettingsSchema, type SellerSettingsInput } from '@shared/seller-schemas';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { schemaResolver } from '../../../lib/schema-resolver';
import { businessProfileValues, type BusinessProfileValues } from '../utils/business-profile-values';
import { useSaveSettings } from './use-save-settings';

export function BusinessProfileForm({ seller }: { seller: OwnSeller }) {
  const form = useForm<BusinessProfileValues, unknown, SellerSettingsInput>({
    resolver: schemaResolver(() => sellerSettingsSchema),
    defaultValues: businessProfileValues(seller),
  });
  const { errors } = form.formState;
  const save = useSaveSettings(seller.id);

  return (
    <form noValidate onSubmit={form.handleSubmit((settings) => save.mutate(settings))} className="flex flex-col gap-5 border-2 border-line p-4 sm:p-6">
      <h2 className="caps text-xl">Business profile</h2>
      <TextField label="Business name" error={errors.businessName?.message} {...form.register('businessName')} />
      <TextField label="Specialty" placeholder="Street Fashion Designer" error={errors.specialty?.message} {...form.register('specialty')} />
      <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
      {/* Two columns only when the form has the full width: beside the payment forms, an email would be cut off. */}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
        <TextField label="Business email" type="email" error={errors.businessEmail?.message} {...form.register('businessEmail')} />
        <TextField label="Business phone" type="tel" error={errors.businessPhone?.message} {...form.register('businessPhone')} />
      </div>
      <TextAreaField label="Business address" rows={2} error={errors.businessAddress?.message} {...form.register('businessAddress')} />
      <Button type="submit" className="self-start" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save profile'}</Button>
    </form>
  );
}
