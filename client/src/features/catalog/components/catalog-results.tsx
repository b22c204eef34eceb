import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import type { ProductPage } from '../api/get-products';
import { hasActiveFilters, type CatalogFilters } from '../utils/catalog-search-params';
import { ProductGrid } from './product-grid';

interface CatalogResultsProps {
  filters: CatalogFilters;
  result: { data: ProductPage | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  firstPageHref: string;
  onClearFilters: () => void;
  onClearSearch: () => void;
}

export function CatalogResults({ filters, result, firstPageHref, onClearFilters, onClearSearch }: CatalogResultsProps) {
  if (result.isError && !result.data) {
    return (
      <PageMessage
        title="Could not load designs"
        action={<Button onClick={() => result.refetch()}>Try again</Button>}
      >
        <p>Something went wrong while loading the catalogue ({result.error?.message}).</p>
      </PageMessage>
    );
  }

  const page = result.data;
  if (page && page.products.length === 0) {
    if (page.total > 0) {
      return (
        <PageMessage
          title="This page is empty"
          action={
            <Link to={firstPageHref} className={buttonClasses()}>
              Go to page 1
            </Link>
          }
        >
          <p>There are only {page.total} designs for this selection.</p>
        </PageMessage>
      );
    }
    const filtered = hasActiveFilters(filters);
    return (
      <PageMessage title="No designs found" icon={<SearchX aria-hidden className="size-12" />} action={
        <>
          {filtered && <Button onClick={onClearFilters}>Clear Filters</Button>}
          {filters.search && (
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          )}
        </>
      }>
        <p>
          {filtered || filters.search
            ? `Nothing matches ${filters.search ? `“${filters.search}”` : 'these filters'}${filtered && filters.search ? ' with these filters' : ''}. Try widening your search.`
            : 'No designs have been listed yet. Check back soon.'}
        </p>
      </PageMessage>
    );
  }

  return <ProductGrid products={page?.products} layout={filters.view} wide label="Designs" />;
}
