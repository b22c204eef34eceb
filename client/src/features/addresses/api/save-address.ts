import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SavedAddress, savedAddressInputSchema } from '@shared/address-schemas';
import { api } from '../../../lib/api-client';
import { addressesKeys } from './addresses-keys';

export type SavedAddressBody = z.input<typeof savedAddressInputSchema>;

/** A new address (no id) or an edit of one. */
export function saveAddress({ id, body }: { id?: number; body: SavedAddressBody }): Promise<SavedAddress> {
  return id === undefined ? api.post<SavedAddress>('/api/addresses', body) : api.put<SavedAddress>(`/api/addresses/${id}`, body);
}

export function useSaveAddress(options: { onSuccess?: (address: SavedAddress) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKeys.all }),
  });
}
