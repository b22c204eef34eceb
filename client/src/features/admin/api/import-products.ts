import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { catalogKeys } from '../../catalog/api/catalog-keys';

export function importProducts(csvContent: string): Promise<{ created: number }> {
  return api.post<{ created: number }>('/api/admin/import-products', { csvContent });
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProducts,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.stats }),
      ]),
  });
}
