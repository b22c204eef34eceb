import { expect, type APIRequestContext } from '@playwright/test';
import type { Category, CatalogStats, Product, ProductSummary, PublicSeller } from '../../shared/catalog-schemas';

/** Reads the API the way the storefront does, so tests can compare the screen with the real data. */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

export async function listProducts(request: APIRequestContext, query = '') {
  const response = await request.get(`/api/products${query ? `?${query}` : ''}`);
  expect(response.ok(), `/api/products?${query} answered ${response.status()}`).toBeTruthy();
  const products = (await response.json()) as ProductSummary[];
  const total = Number(response.headers()['x-total-count']);
  return { products, total };
}

/** Lists carry no variants: each listed product's own reply, for tests that need stock per size and colour. */
export async function listProductsWithVariants(request: APIRequestContext, query = ''): Promise<Product[]> {
  const { products } = await listProducts(request, query);
  return Promise.all(products.map((product) => getJson<Product>(request, `/api/products/${product.id}`)));
}

export const getCategories = (request: APIRequestContext) => getJson<Category[]>(request, '/api/categories');
export const getStats = (request: APIRequestContext) => getJson<CatalogStats>(request, '/api/stats');
export const getSellers = (request: APIRequestContext, query = '') =>
  getJson<PublicSeller[]>(request, `/api/sellers${query ? `?${query}` : ''}`);

/** "$1,234.50" -> 123450 cents. */
export function priceToCents(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No price in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}
