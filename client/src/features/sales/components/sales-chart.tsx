import { formatPrice } from '@shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { plural } from '../../../lib/format';
import { useDailySales } from '../api/get-daily-sales';
import { LoadError } from '../../../components/ui/load-error';
import { RevenuePlot } from './revenue-plot';
import { dayLabel, salesSummary } from './sales-days';

/**
 * Net revenue per day for the last 30 days: a uPlot bar chart with dates, amounts and a legend
 * that follows the pointer, loaded with this lazy chunk only. The table under it says the same
 * for screen readers and for anyone who wants the numbers.
 */
export default function SalesChart() {
  const days = useDailySales();
  if (days.isPending) return <Skeleton className="h-48" />;
  if (days.isError) return <LoadError what="your sales" onRetry={() => void days.refetch()} />;
  const rows = days.data;
  const totals = rows.reduce(
    (sum, day) => ({ orders: sum.orders + day.orders, units: sum.units + day.units, cents: sum.cents + Math.round(Number(day.revenue) * 100) }),
    { orders: 0, units: 0, cents: 0 },
  );
  return (
    <section aria-labelledby="sales-30-days" className="flex min-w-0 flex-col gap-3 border-2 border-line bg-surface p-5">
      <h2 id="sales-30-days" className="caps text-2xl">Last 30 days</h2>
      <p className="nums text-sm text-muted">
        {formatPrice((totals.cents / 100).toFixed(2))} net · {plural(totals.orders, 'order')} · {plural(totals.units, 'unit')} sold
      </p>
      {totals.cents === 0 ? (
        <p className="text-muted">No paid sales in the last 30 days yet.</p>
      ) : (
        <RevenuePlot days={rows} summary={salesSummary(rows)} />
      )}
      <details>
        <summary className="cursor-pointer text-sm text-muted">Day by day</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Orders, units and net revenue on each day with orders</caption>
          <thead>
            <tr className="text-left text-muted"><th scope="col">Day</th><th scope="col">Orders</th><th scope="col">Units</th><th scope="col">Revenue</th></tr>
          </thead>
          <tbody className="nums">
            {rows.filter((day) => day.orders > 0).map((day) => (
              <tr key={day.date}><th scope="row" className="text-left font-normal">{dayLabel(day.date)}</th><td>{day.orders}</td><td>{day.units}</td><td>{formatPrice(day.revenue)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
