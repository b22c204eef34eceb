import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { shippingAddressSchema } from '@shared/orders-schemas';
import { TextField } from '../../../components/ui/text-field';

export type AddressForm = z.input<typeof shippingAddressSchema>;

interface AddressFieldsProps<Form extends AddressForm & FieldValues> {
  register: UseFormRegister<Form>;
  errors: FieldErrors<AddressForm>;
}

/** The address fields of the checkout and the address book; field names are the API's. */
export function AddressFields<Form extends AddressForm & FieldValues>({ register, errors }: AddressFieldsProps<Form>) {
  const field = (name: keyof AddressForm) => register(name as Path<Form>);
  return (
    <>
      <TextField label="Full name" autoComplete="name" className="sm:col-span-2" error={errors.fullName?.message} {...field('fullName')} />
      <TextField label="Address line 1" autoComplete="address-line1" className="sm:col-span-2" error={errors.line1?.message} {...field('line1')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line2" className="sm:col-span-2" error={errors.line2?.message} {...field('line2')} />
      <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
      <TextField label="State / region" autoComplete="address-level1" error={errors.region?.message} {...field('region')} />
      <TextField label="Postal code" autoComplete="postal-code" error={errors.postalCode?.message} {...field('postalCode')} />
      <TextField label="Country" autoComplete="country-name" error={errors.country?.message} {...field('country')} />
      <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" className="sm:col-span-2" error={errors.phone?.message} {...field('phone')} />
    </>
  );
}

export const emptyAddress: AddressForm = { fullName: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' };

/** The fields of a saved address that an address form holds (no id, default flag or date). */
export function addressFormOf(address: AddressForm): AddressForm {
  const { fullName, line1, line2, city, region, postalCode, country, phone } = address;
  return { fullName, line1, line2: line2 ?? '', city, region, postalCode, country, phone };
}
