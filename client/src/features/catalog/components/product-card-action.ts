import { createContext, type ReactNode } from 'react';
import type { ProductSummary } from '@shared/catalog-schemas';

/**
 * A control drawn over every product card's corner (the favourites heart). The app supplies it,
 * so the catalogue does not depend on the feature that draws it.
 */
export type ProductCardAction = (product: ProductSummary) => ReactNode;
export const ProductCardActionContext = createContext<ProductCardAction | null>(null);
