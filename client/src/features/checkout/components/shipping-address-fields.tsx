import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { shippingAddressSchema } from '@shared/orders-schemas';
import { AddressFields } from '../../addresses/components/address-fields';

export type ShippingAddressForm = z.input<typeof shippingAddressSchema>;

interface ShippingAddressFieldsProps {
  register: UseFormRegister<ShippingAddressForm>;
  errors: FieldErrors<ShippingAddressForm>;
  /** No legend of its own when the saved-address choice above names the section. */
  legend?: string;
}

/** The address one parcel per seller goes to; field names are the API's. */
export function ShippingAddressFields({ register, errors, legend = 'Shipping address' }: ShippingAddressFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="caps mb-3 text-2xl">{legend}</legend>
      <AddressFields register={register} errors={errors} />
    </fieldset>
  );
}
