import { queryOptions, useQuery } from '@tanstack/react-query';
import type { unsubscribeReplySchema } from '@shared/notification-schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './notifications-keys';

export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;

/** What a mail's unsubscribe code would turn off. Reading it changes nothing (mail scanners open links). */
export function getUnsubscribe(code: string, signal?: AbortSignal): Promise<UnsubscribeReply> {
  return api.get<UnsubscribeReply>('/api/notifications/unsubscribe', { code }, signal);
}

export const unsubscribeQueryOptions = (code: string) =>
  queryOptions({ queryKey: notificationsKeys.unsubscribe(code), queryFn: ({ signal }) => getUnsubscribe(code, signal) });

export const useUnsubscribeCode = (code: string | null) =>
  useQuery({ ...unsubscribeQueryOptions(code ?? ''), enabled: Boolean(code) });
