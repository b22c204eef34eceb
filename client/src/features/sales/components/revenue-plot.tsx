import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import type { SalesDay } from '@shared/payout-schemas';
import { formatPrice } from '@shared/money';
import 'uplot/dist/uPlot.min.css';
import { dayLabel } from './sales-days';

const HEIGHT = 220;
const DAY_SECONDS = 86_400;

const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
const wholeDollars = (value: number) => formatPrice(value.toFixed(2)).replace(/\.00$/, '');

function options(UPlot: typeof uPlot, width: number): uPlot.Options {
  const acid = cssColour('--color-acid', '#c6ff00');
  const muted = cssColour('--color-muted', '#a8a8a0');
  const line = cssColour('--color-line', '#2e2e2e');
  const axis = { stroke: muted, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 }, font: '12px Inter, system-ui, sans-serif' };
  const date = (seconds: number) => dayLabel(new Date(seconds * 1000).toISOString().slice(0, 10));
  return {
    width,
    height: HEIGHT,
    // Days are UTC days (the server's generate_series): ticks and the legend say the same dates.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { x: { time: true, range: (_u, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    legend: { live: true },
    axes: [
      { ...axis, values: (_u, splits) => splits.map(date) },
      { ...axis, size: 64, values: (_u, splits) => splits.map(wholeDollars) },
    ],
    series: [
      { label: 'Day', value: (_u, seconds) => (seconds == null ? '–' : date(seconds)) },
      {
        label: 'Revenue', stroke: acid, fill: acid, width: 0, paths: UPlot.paths.bars!({ size: [0.7, 24] }), points: { show: false },
        value: (_u, amount) => (amount == null ? '–' : formatPrice(amount.toFixed(2))),
      },
    ],
  };
}

/**
 * The 30 days as canvas bars with dated and dollar axes; hovering a day shows its date and
 * revenue in the legend. uPlot is fetched with this chunk only, never with the home page.
 */
export function RevenuePlot({ days, summary }: { days: SalesDay[]; summary: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let plot: uPlot | undefined;
    let cancelled = false;
    const observer = new ResizeObserver(([entry]) => plot?.setSize({ width: Math.floor(entry!.contentRect.width), height: HEIGHT }));
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const data: uPlot.AlignedData = [
        days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
        days.map((day) => Number(day.revenue)),
      ];
      plot = new UPlot(options(UPlot, Math.floor(element.clientWidth)), data, element);
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [days]);
  return <div ref={holder} role="img" aria-label={summary} className="revenue-plot min-h-[260px] w-full" data-testid="revenue-plot" />;
}
