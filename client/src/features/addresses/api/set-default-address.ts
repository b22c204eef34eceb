import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress } from '@shared/address-schemas';
import { api } from '../../../lib/api-client';
import { addressesKeys } from './addresses-keys';

export function setDefaultAddress(id: number): Promise<SavedAddress> {
  return api.post<SavedAddress>(`/api/addresses/${id}/default`);
}

export function useSetDefaultAddress(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKeys.all }),
  });
}
