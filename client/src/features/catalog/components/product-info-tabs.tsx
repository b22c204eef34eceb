import type { ReactNode } from 'react';
import type { Product } from '@shared/catalog-schemas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAddressTab } from '../../../lib/use-address-tab';
import { ShippingDetails } from './shipping-details';

const PRODUCT_TABS = ['description', 'reviews', 'shipping'] as const;

interface ProductInfoTabsProps {
  product: Product;
  /** The Reviews tab's content; the page supplies it so the catalogue does not depend on reviews. */
  reviews: ReactNode;
}

/** Description, Reviews and Shipping; the open tab is in the address (`?tab=reviews`). */
export function ProductInfoTabs({ product, reviews }: ProductInfoTabsProps) {
  const [tab, setTab] = useAddressTab(PRODUCT_TABS, 'description', 'product-tabs');
  return (
    <Tabs id="product-tabs" value={tab} onValueChange={setTab} className="scroll-mt-40 md:scroll-mt-24">
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
      <TabsContent value="reviews">{reviews}</TabsContent>
      <TabsContent value="shipping">
        <ShippingDetails />
      </TabsContent>
    </Tabs>
  );
}
