import { csvTemplate } from '@shared/admin-schemas';
import type { AdminProduct } from '../types';

export const CSV_TEMPLATE_FILE_NAME = 'threadline-products-template.csv';

const ownImage = (product: AdminProduct) => product.images.find((image) => image.startsWith('/objects/'));

/**
 * The template with images that exist (issue 22): a tee's and a hoodie's image from this shop's
 * own catalogue, as absolute addresses, which the importer uses without fetching them. A shop
 * with no images yet gets empty cells, and the import says an image is required.
 */
export function buildCsvTemplate(products: AdminProduct[], origin: string): string {
  const pick = (slug: string) => products.find((p) => p.category?.slug === slug && ownImage(p)) ?? products.find(ownImage);
  const address = (product: AdminProduct | undefined) => (product ? `${origin}${ownImage(product)}` : '');
  return csvTemplate([address(pick('t-shirts')), address(pick('hoodies'))]);
}
