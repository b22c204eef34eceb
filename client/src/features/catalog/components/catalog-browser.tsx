import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SlidersHorizontal } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@shared/catalog-constants';
import { Button } from '../../../components/ui/button';
import { container } from '../../../components/ui/container';
import { Pagination } from '../../../components/ui/pagination';
import { Sheet } from '../../../components/ui/sheet';
import { cn } from '../../../lib/cn';
import { plural } from '../../../lib/format';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { useCategorySelection } from '../hooks/use-category-selection';
import { clearedFilters, toProductListParams } from '../utils/catalog-search-params';
import { ActiveFilters } from './active-filters';
import { CatalogResults } from './catalog-results';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';

/** The shop: filters, sort, layout, results and pages, all driven by the address. */
export function CatalogBrowser() {
  const { filters, setFilters, hrefFor } = useCatalogFilters();
  const categories = useCategories();
  const products = useProducts(toProductListParams(filters));
  const { selected, toggle } = useCategorySelection(filters.category, (category) => setFilters({ category }));
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const firstPage = useRef(filters.page);

  // The header's category links and search ask for the results to be brought into view.
  const location = useLocation();
  useEffect(() => {
    if ((location.state as { scrollToShop?: boolean } | null)?.scrollToShop) {
      sectionRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [location.key, location.state]);

  // Pages are links; bring the top of the results into view instead of the top of the hero.
  useEffect(() => {
    if (firstPage.current === filters.page) return;
    firstPage.current = filters.page;
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [filters.page]);

  const clearFilters = () => setFilters(clearedFilters(filters));
  const total = products.data?.total;
  const totalPages = total ? Math.ceil(total / DEFAULT_PAGE_SIZE) : 0;
  const categoryName = categories.data?.find((category) => category.slug === filters.category)?.name;
  const title = filters.search
    ? `Results for “${filters.search}”`
    : (categoryName ?? (filters.sale ? 'On sale' : filters.featured ? 'Featured designs' : 'All designs'));
  const activeCount = [filters.category, filters.sizes.length, filters.minPrice || filters.maxPrice, filters.featured, filters.sale].filter(Boolean).length;

  const panel = (
    <FilterPanel
      filters={filters}
      categories={categories.data}
      selectedCategories={selected}
      onToggleCategory={toggle}
      onChange={setFilters}
      onClear={clearFilters}
    />
  );

  return (
    <section id="shop" ref={sectionRef} aria-labelledby="shop-title" className={`${container} scroll-mt-36 py-10 md:scroll-mt-20`}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2 id="shop-title" className="caps min-w-0 text-4xl break-words sm:text-5xl">{title}</h2>
        <p className="nums text-muted" role="status" aria-live="polite" data-testid="result-count">
          {total !== undefined && plural(total, 'design')}
        </p>
      </div>
      <div className="gap-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
        {isDesktop && (
          <aside aria-label="Filters" className="sticky top-24 self-start">
            {panel}
          </aside>
        )}
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex items-center gap-3">
            {!isDesktop && (
              <Sheet
                open={sheetOpen}
                onOpenChange={setSheetOpen}
                title="Filters"
                side="left"
                triggerSize="sm"
                triggerClassName="h-11"
                triggerContent={
                  <>
                    <SlidersHorizontal aria-hidden className="size-4" />
                    Filters{activeCount > 0 && ` (${activeCount})`}
                  </>
                }
              >
                {panel}
                <Button className="mt-8 w-full" onClick={() => setSheetOpen(false)}>
                  {total !== undefined ? `Show ${plural(total, 'design')}` : 'Show designs'}
                </Button>
              </Sheet>
            )}
            <SortSelect sort={filters.sort} searching={Boolean(filters.search)} onChange={(sort) => setFilters({ sort })} />
            <div className="ml-auto shrink-0">
              <ViewToggle view={filters.view} onChange={(view) => setFilters({ view, page: filters.page })} />
            </div>
          </div>
          <ActiveFilters filters={filters} categories={categories.data} onChange={setFilters} />
          <div
            className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')}
            aria-busy={products.isFetching}
          >
            <CatalogResults
              filters={filters}
              result={products}
              firstPageHref={hrefFor({ page: 1 })}
              onClearFilters={clearFilters}
              onClearSearch={() => setFilters({ search: '' })}
            />
          </div>
          <Pagination page={filters.page} totalPages={totalPages} hrefFor={(page) => hrefFor({ page })} />
        </div>
      </div>
    </section>
  );
}
