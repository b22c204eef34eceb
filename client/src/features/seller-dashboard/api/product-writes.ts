import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shared/catalog-schemas';
import type { ProductCreateInput } from '@shared/product-schemas';
import { api } from '../../../lib/api-client';
import { refreshSellerViews } from './refresh-seller-views';

export type ProductPayload = ProductCreateInput;

export function createProduct(product: ProductPayload): Promise<Product> {
  return api.post<Product>('/api/products', product);
}

export function updateProduct(id: number, product: ProductPayload): Promise<Product> {
  return api.put<Product>(`/api/products/${id}`, product);
}

export function deleteProduct(id: number): Promise<void> {
  return api.delete<void>(`/api/products/${id}`);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => refreshSellerViews(queryClient) });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, product }: { id: number; product: ProductPayload }) => updateProduct(id, product),
    onSuccess: () => refreshSellerViews(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshSellerViews(queryClient) });
}
