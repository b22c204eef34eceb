import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnSeller } from '@shared/account-schemas';
import type { SellerMediaInput, SellerSettingsInput } from '@shared/seller-schemas';
import { api } from '../../../lib/api-client';
import { refreshSellerViews } from './refresh-seller-views';

/** The fields PUT /api/sellers/{id} takes, as the forms send them (blank clears); payout details are write-only. */
export type SellerSettingsPayload = Partial<Record<
  | 'businessName' | 'specialty' | 'description' | 'businessEmail' | 'businessPhone' | 'businessAddress'
  | 'stripeAccountId' | 'payoutEmailPaypal' | 'payoutMethod',
  string | null
>> & Pick<SellerSettingsInput, 'payoutBankDetails' | 'returnPolicy'>;

export function updateSellerSettings(sellerId: number, settings: SellerSettingsPayload): Promise<OwnSeller> {
  return api.put<OwnSeller>(`/api/sellers/${sellerId}`, settings);
}

export function updateSellerMedia(sellerId: number, media: SellerMediaInput): Promise<OwnSeller> {
  return api.put<OwnSeller>(`/api/sellers/${sellerId}/media`, media);
}

export function useUpdateSellerSettings(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SellerSettingsPayload) => updateSellerSettings(sellerId, settings),
    onSuccess: () => refreshSellerViews(queryClient, sellerId),
  });
}

export function useUpdateSellerMedia(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (media: SellerMediaInput) => updateSellerMedia(sellerId, media),
    onSuccess: () => refreshSellerViews(queryClient, sellerId),
  });
}
