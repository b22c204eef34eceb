import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressesKeys } from './addresses-keys';

export function deleteAddress(id: number): Promise<void> {
  return api.delete<void>(`/api/addresses/${id}`);
}

export function useDeleteAddress(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKeys.all }),
  });
}
