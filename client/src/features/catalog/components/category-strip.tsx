import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import { container } from '../../../components/ui/container';
import { plural } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCategories } from '../api/get-categories';
import { CategoryIcon } from './category-icon';

const SKELETON_TILES = 3;

export function CategoryStrip() {
  const { data: categories, isPending, isError } = useCategories();
  if (isError || (categories && categories.length === 0)) return null;

  return (
    <section aria-labelledby="categories-title" className={`${container} py-10`}>
      <h2 id="categories-title" className="caps mb-5 text-3xl">Shop by category</h2>
      <ul className="grid grid-cols-1 gap-3 xs:grid-cols-2 sm:gap-4 md:grid-cols-3" aria-busy={isPending}>
        {isPending &&
          Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index} data-testid="category-skeleton">
              <Skeleton className="h-24 w-full sm:h-36" />
            </li>
          ))}
        {categories?.map((category) => (
          <li key={category.id}>
            <Link
              to={paths.shop({ category: category.slug })}
              className="group flex h-24 items-center gap-4 border-2 border-line bg-surface px-4 sm:h-36 sm:p-5 transition-[border-color,box-shadow] hover:border-acid hover:shadow-hard"
              data-testid="category-tile"
            >
              <span className="grid size-14 shrink-0 place-items-center bg-acid text-ink sm:size-16">
                <CategoryIcon slug={category.slug} className="size-8 sm:size-9" strokeWidth={1.75} />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="caps text-2xl leading-none">{category.name}</span>
                <span className="nums text-sm text-muted">{plural(category.productCount, 'design')}</span>
                <span className="caps mt-1 inline-flex items-center gap-1 text-sm text-acid">
                  View collection
                  <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
