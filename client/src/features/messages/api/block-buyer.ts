import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { blockedBuyerReplySchema } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

type BlockReply = z.output<typeof blockedBuyerReplySchema>;

/** PUT blocks a buyer's pre-sale messages to the shop (twice is once), DELETE lets them write again. */
export function setBuyerBlocked(userId: number, blocked: boolean): Promise<BlockReply> {
  const path = `/api/seller/blocked-buyers/${userId}`;
  return blocked ? api.put<BlockReply>(path) : api.delete<BlockReply>(path);
}

export function useSetBuyerBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) => setBuyerBlocked(userId, blocked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
