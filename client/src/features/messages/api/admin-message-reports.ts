import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReportResolvedSchema, messageReportsPageSchema } from '@shared/message-schemas';
import { api } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

export type MessageReportsPage = z.output<typeof messageReportsPageSchema>;
type ResolvedReport = z.output<typeof messageReportResolvedSchema>;

/** Reports on one page of the admins' queue. */
export const MESSAGE_REPORTS_PAGE_SIZE = 20;

/** GET /api/admin/message-reports: the open reports, newest first, one page. */
export const adminMessageReportsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: messagesKeys.adminReportsPage(page),
    queryFn: ({ signal }) => api.get<MessageReportsPage>('/api/admin/message-reports', { page, limit: MESSAGE_REPORTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminMessageReports = (page: number) => useQuery(adminMessageReportsQueryOptions(page));

/** POST /api/admin/message-reports/{id}/resolve: the report leaves the queue. */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: number) => api.post<ResolvedReport>(`/api/admin/message-reports/${reportId}/resolve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.adminReports }),
  });
}
