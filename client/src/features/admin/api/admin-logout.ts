import { api } from '../../../lib/api-client';

export function adminLogout(): Promise<void> {
  return api.post<void>('/api/admin/logout');
}
