const counter = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return counter.format(value);
}

/** "1 design" / "24 designs". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as "Nov 27, 2026, 7:05 AM" in the reader's time zone: audit entries, order events. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
