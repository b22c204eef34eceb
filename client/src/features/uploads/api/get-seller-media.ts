import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerMedia } from '@shared/media-schemas';
import { api } from '../../../lib/api-client';
import { uploadsKeys } from './uploads-keys';

/** Every image this seller uploaded, newest first, with the bytes really stored. */
export function getSellerMedia(signal?: AbortSignal): Promise<SellerMedia> {
  return api.get<SellerMedia>('/api/seller/media', undefined, signal);
}

export const sellerMediaQueryOptions = () =>
  queryOptions({ queryKey: uploadsKeys.sellerMedia, queryFn: ({ signal }) => getSellerMedia(signal) });

export function useSellerMedia(enabled = true) {
  return useQuery({ ...sellerMediaQueryOptions(), enabled });
}
