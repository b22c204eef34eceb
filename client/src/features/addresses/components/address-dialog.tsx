import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { savedAddressInputSchema, type SavedAddress } from '@shared/address-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useSaveAddress } from '../api/save-address';
import { AddressFields, addressFormOf, emptyAddress, type AddressForm } from './address-fields';

type Form = AddressForm & { isDefault?: boolean };

interface AddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to edit; none for a new one. */
  address?: SavedAddress;
  /** A first address becomes the default whatever the box says. */
  first: boolean;
}

/** Add or edit one saved address, with the checkout's own rules and messages. */
export function AddressDialog({ open, onOpenChange, address, first }: AddressDialogProps) {
  const form = useForm<Form, unknown, z.output<typeof savedAddressInputSchema>>({
    resolver: zodResolver(savedAddressInputSchema),
    values: address ? { ...addressFormOf(address), isDefault: address.isDefault } : { ...emptyAddress, isDefault: first },
  });
  const save = useSaveAddress({
    onSuccess: () => {
      toast({ title: address ? 'Address updated' : 'Address saved', description: 'Your address book is up to date.' });
      onOpenChange(false);
      form.reset();
    },
    onError: (error) => toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to save the address', variant: 'destructive' }),
  });
  const submit = form.handleSubmit((body) => save.mutate({ id: address?.id, body }));
  const formId = address ? `address-form-${address.id}` : 'address-form-new';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={address ? 'Edit address' : 'Add an address'}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" form={formId} disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save address'}</Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <AddressFields register={form.register} errors={form.formState.errors} />
        {!address?.isDefault && (
          <label className="flex items-center gap-3 sm:col-span-2">
            <input type="checkbox" className="size-5 accent-acid" disabled={first} {...form.register('isDefault')} />
            <span>Use as my default address</span>
          </label>
        )}
      </form>
    </Dialog>
  );
}
