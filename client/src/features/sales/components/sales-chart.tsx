import { formatPrice } from '@shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { plural } from '../../../lib/format';
import { useDailySales } from '../api/get-daily-sales';
import { LoadError } from '../../../components/ui/load-error';

const HEIGHT = 120;
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/**
 * Net revenue per day for the last 30 days, as plain SVG bars (a chart library would cost more
 * than this whole tab). Loaded on its own, after the figures; the table under it says the same
 * for screen readers and for anyone who wants the numbers.
 */
export default function SalesChart() {
  const days = useDailySales();
  if (days.isPending) return <Skeleton className="h-48" />;
  if (days.isError) return <LoadError what="your sales" onRetry={() => void days.refetch()} />;
  const rows = days.data;
  const max = Math.max(...rows.map((day) => Number(day.revenue)), 0);
  const totals = rows.reduce((sum, day) => ({ orders: sum.orders + day.orders, units: sum.units + day.units }), { orders: 0, units: 0 });
  const width = rows.length * 12;
  return (
    <section aria-labelledby="sales-30-days" className="flex flex-col gap-3 border-2 border-line bg-surface p-5">
      <h2 id="sales-30-days" className="caps text-2xl">Last 30 days</h2>
      <p className="text-sm text-muted">{plural(totals.orders, 'order')} · {plural(totals.units, 'unit')} sold</p>
      {max === 0 ? (
        <p className="text-muted">No paid sales in the last 30 days yet.</p>
      ) : (
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} className="h-32 w-full" preserveAspectRatio="none" aria-hidden="true">
          {rows.map((day, index) => {
            const height = (Number(day.revenue) / max) * (HEIGHT - 4);
            return <rect key={day.date} x={index * 12 + 2} y={HEIGHT - height} width={8} height={height} className="fill-acid" />;
          })}
        </svg>
      )}
      <details>
        <summary className="cursor-pointer text-sm text-muted">Day by day</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-muted"><th scope="col">Day</th><th scope="col">Orders</th><th scope="col">Units</th><th scope="col">Revenue</th></tr>
          </thead>
          <tbody className="nums">
            {rows.filter((day) => day.orders > 0).map((day) => (
              <tr key={day.date}><td>{label(day.date)}</td><td>{day.orders}</td><td>{day.units}</td><td>{formatPrice(day.revenue)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
