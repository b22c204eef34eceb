import { useMutation } from '@tanstack/react-query';
import type { SellerApplicationInput, SellerApplyReply, SignedInSellerApplicationInput } from '@shared/seller-schemas';
import { api } from '../../../lib/api-client';

/** A visitor sends the account too; the server creates it, signs it in and files the application. */
export function applyForSeller(application: SellerApplicationInput | SignedInSellerApplicationInput): Promise<SellerApplyReply> {
  return api.post<SellerApplyReply>('/api/seller/apply', application);
}

/** No cache update here: success ends in a full reload of /seller-dashboard (spec section 2). */
export function useApplyForSeller() {
  return useMutation({ mutationFn: applyForSeller });
}
