import type { Product } from '@shared/catalog-schemas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ShippingDetails } from './shipping-details';

export function ProductInfoTabs({ product }: { product: Product }) {
  return (
    <Tabs defaultValue="description">
      <TabsList aria-label="Product information">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="reviews">Reviews ({product.totalReviews})</TabsTrigger>
        <TabsTrigger value="shipping">Shipping</TabsTrigger>
      </TabsList>
      <TabsContent value="description" className="max-w-3xl">
        <p className="whitespace-pre-line text-paper/90">
          {product.description || 'The seller has not written a description for this design yet.'}
        </p>
        {product.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {product.tags.map((tag) => (
              <li key={tag} className="border border-line px-2 py-0.5 text-xs text-muted">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="reviews">
        {product.totalReviews === 0 ? (
          <p className="text-muted">No reviews yet</p>
        ) : (
          <p className="nums">
            Rated <strong>{Number(product.rating).toFixed(1)}</strong> out of 5 from {product.totalReviews}{' '}
            {product.totalReviews === 1 ? 'review' : 'reviews'}.
          </p>
        )}
      </TabsContent>
      <TabsContent value="shipping">
        <ShippingDetails />
      </TabsContent>
    </Tabs>
  );
}
