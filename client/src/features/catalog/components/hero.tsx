import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { container } from '../../../components/ui/container';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCatalogStats } from '../api/get-catalog-stats';

function Claim({ figure, label, loading }: { figure?: string; label: string; loading?: boolean }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 border-2 border-line bg-surface p-2.5 sm:p-4">
      {loading ? (
        <Skeleton className="h-6 w-12 sm:h-9 sm:w-20" />
      ) : (
        <strong className="caps nums text-2xl leading-none text-acid sm:text-4xl">{figure}</strong>
      )}{' '}
      <span className="caps truncate text-xs text-muted sm:text-sm">{label}</span>
    </li>
  );
}

export function Hero() {
  const stats = useCatalogStats();
  return (
    <section className="border-b-2 border-line bg-[radial-gradient(circle_at_85%_20%,#1f2a00_0,transparent_55%)]">
      <div className={`${container} grid gap-8 py-8 sm:gap-10 sm:py-14 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)] lg:items-end lg:py-14`}>
        <div className="flex flex-col items-start gap-6">
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={paths.shop({ sale: true })}
              // To the sale's designs themselves, as a search does: the filter alone changes nothing above the fold.
              state={{ scrollToShop: true }}
              className="caps -rotate-2 bg-danger px-3 py-1 text-xl text-ink shadow-hard-paper hover:rotate-0"
            >
              SALE 50%
            </Link>
            <span className="caps border-2 border-acid px-3 py-1 text-sm text-acid">LIMITED TIME OFFER</span>
          </div>
          <h1 className="caps text-[clamp(2.75rem,8.5vw,6rem)] leading-[0.92]">
            The underground streetwear marketplace
          </h1>
          <p className="max-w-xl text-lg text-muted">
            T-shirts, hoodies and hats straight from independent artists. Every design is sold by the person who made it.
          </p>
          <div className="flex flex-wrap gap-4">
            <Link to={paths.home} state={{ scrollToShop: true }} className={buttonClasses('primary', 'lg')}>
              SHOP NOW
            </Link>
            <Link to={paths.sellerApply} className={buttonClasses('outline', 'lg')}>
              BECOME A SELLER
            </Link>
          </div>
        </div>
        <ul className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-2" aria-label="Threadline in numbers">
          {!stats.isError && (
            <>
              <Claim loading={stats.isPending} figure={stats.data && formatCount(stats.data.sellerCount)} label="artists" />
              <Claim loading={stats.isPending} figure={stats.data && formatCount(stats.data.productCount)} label="designs" />
            </>
          )}
          <Claim figure="24/7" label="culture" />
          <Claim figure="100%" label="authentic" />
        </ul>
      </div>
    </section>
  );
}
