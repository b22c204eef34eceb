const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A seller's rating "4.50" as "4.5 / 5.0", or "New" while nobody has reviewed them (DECISIONS.md). */
export function formatRating(rating: string | null, totalReviews: number): string {
  if (totalReviews === 0 || rating === null) return 'New';
  return `${Number(rating).toFixed(1)} / 5.0`;
}

/** "product.take_down" as "Product take down". */
export function describeAction(action: string): string {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
