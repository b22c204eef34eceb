import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReportReplySchema } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';

type ReportReply = z.output<typeof messageReportReplySchema>;

export function reportMessage(messageId: number, reason: string): Promise<ReportReply> {
  return api.post<ReportReply>(`/api/messages/${messageId}/report`, { reason });
}

export const useReportMessage = () =>
  useMutation({ mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) => reportMessage(messageId, reason) });
