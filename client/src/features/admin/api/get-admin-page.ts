import { apiRequest, totalCount, type QueryParams } from '../../../lib/api-client';
import type { AdminPage } from '../types';

/** The rows on screen per admin list page (the API allows up to 100). */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminListParams {
  search?: string;
  status?: string;
  page?: number;
}

/** GET an admin list; the total across pages travels in X-Total-Count. */
export async function getAdminPage<T>(path: string, params: QueryParams, signal?: AbortSignal): Promise<AdminPage<T>> {
  const { data, headers } = await apiRequest<T[]>('GET', path, { params: { pageSize: ADMIN_PAGE_SIZE, ...params }, signal });
  return { rows: data, total: totalCount(headers, data.length) };
}
