import type { SalesDay } from '@shared/payout-schemas';
import { formatPrice } from '@shared/money';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 3" for the UTC day 2026-11-03. */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** What the chart shows, in one sentence for screen readers (the canvas's aria-label). */
export function salesSummary(days: SalesDay[]): string {
  if (days.length === 0) return 'No days to show.';
  const cents = days.map((day) => Math.round(Number(day.revenue) * 100));
  const total = cents.reduce((sum, value) => sum + value, 0);
  const best = cents.indexOf(Math.max(...cents));
  const range = `${dayLabel(days[0]!.date)} to ${dayLabel(days.at(-1)!.date)}`;
  if (total === 0) return `Net revenue per day, ${range}: no paid sales.`;
  return `Net revenue per day, ${range}: ${formatPrice((total / 100).toFixed(2))} in total; best day ${dayLabel(days[best]!.date)} with ${formatPrice(days[best]!.revenue)}.`;
}
