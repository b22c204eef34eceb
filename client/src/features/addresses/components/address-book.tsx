import { useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@shared/address-schemas';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressDialog } from './address-dialog';
import { PostalAddress } from './postal-address';

const failure = (fallback: string) => (error: Error) =>
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });

/** The account's saved addresses: the checkout offers them, the default chosen and filled in. */
export function AddressBook() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const remove = useDeleteAddress({
    onSuccess: () => toast({ title: 'Address deleted', description: 'It is no longer offered at checkout.' }),
    onError: failure('Failed to delete the address'),
  });
  const makeDefault = useSetDefaultAddress({ onError: failure('Failed to change the default address') });
  const busy = remove.isPending || makeDefault.isPending;

  if (addresses.isPending) return <Skeleton className="h-48" />;
  if (addresses.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>We could not load your addresses.</p>
        <Button variant="outline" size="sm" onClick={() => addresses.refetch()}>Try again</Button>
      </div>
    );
  }
  const book = addresses.data;
  const full = book.length >= MAX_SAVED_ADDRESSES;

  return (
    <section aria-labelledby="address-book-heading" className="flex flex-col gap-4" data-testid="address-book">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-book-heading" className="caps text-2xl">Saved addresses</h2>
        <Button size="sm" disabled={full} onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          Add address
        </Button>
      </div>
      {full && <p className="text-sm text-muted">You can keep {MAX_SAVED_ADDRESSES} addresses. Delete one to add another.</p>}
      {book.length === 0 ? (
        <div className="flex flex-col items-start gap-2 border-2 border-dashed border-line p-5 text-muted">
          <MapPin aria-hidden className="size-8 text-acid" />
          <p>No saved addresses yet. Add one here, or tick “Save this address to my account” at checkout.</p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Your addresses">
          {book.map((address) => (
            <li key={address.id} className="flex flex-col gap-3 border-2 border-line bg-surface p-4" data-testid="saved-address">
              <div className="flex items-start justify-between gap-3">
                <PostalAddress address={address} phone={address.phone} />
                {address.isDefault && <span className="caps shrink-0 bg-acid px-2 py-0.5 text-sm text-ink">Default</span>}
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(address)} aria-label={`Edit the address of ${address.fullName}, ${address.line1}`}>
                  Edit
                </Button>
                {!address.isDefault && (
                  <Button variant="outline" size="sm" disabled={busy} onClick={() => makeDefault.mutate(address.id)}>Make default</Button>
                )}
                <Button
                  variant="ghost" size="sm" disabled={busy} onClick={() => remove.mutate(address.id)}
                  aria-label={`Delete the address of ${address.fullName}, ${address.line1}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog
        open={editing !== null}
        onOpenChange={(open) => { if (!open) setEditing(null); }}
        address={editing === 'new' || editing === null ? undefined : editing}
        first={book.length === 0}
      />
    </section>
  );
}
