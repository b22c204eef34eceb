import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '@shared/address-schemas';
import { api } from '../../../lib/api-client';
import { addressesKeys } from './addresses-keys';

export function getAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return api.get<SavedAddress[]>('/api/addresses', undefined, signal);
}

export const addressesQueryOptions = () => queryOptions({ queryKey: addressesKeys.all, queryFn: ({ signal }) => getAddresses(signal) });

/** The signed-in person's saved addresses, the default first; nothing is asked for a visitor. */
export const useAddresses = (enabled = true) => useQuery({ ...addressesQueryOptions(), enabled });
