import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { shippingAddressSchema } from '@shared/orders-schemas';
import { TextField } from '../../../components/ui/text-field';

export type ShippingAddressForm = z.input<typeof shippingAddressSchema>;

interface ShippingAddressFieldsProps {
  register: UseFormRegister<ShippingAddressForm>;
  errors: FieldErrors<ShippingAddressForm>;
}

/** The address one parcel per seller goes to; field names are the API's. */
export function ShippingAddressFields({ register, errors }: ShippingAddressFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="caps mb-3 text-2xl">Shipping address</legend>
      <TextField label="Full name" autoComplete="name" className="sm:col-span-2" error={errors.fullName?.message} {...register('fullName')} />
      <TextField label="Address line 1" autoComplete="address-line1" className="sm:col-span-2" error={errors.line1?.message} {...register('line1')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line2" className="sm:col-span-2" error={errors.line2?.message} {...register('line2')} />
      <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
      <TextField label="State / region" autoComplete="address-level1" error={errors.region?.message} {...register('region')} />
      <TextField label="Postal code" autoComplete="postal-code" error={errors.postalCode?.message} {...register('postalCode')} />
      <TextField label="Country" autoComplete="country-name" error={errors.country?.message} {...register('country')} />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" className="sm:col-span-2" error={errors.phone?.message} {...register('phone')} />
    </fieldset>
  );
}
