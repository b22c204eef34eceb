const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A seller's rating "4.50" as "4.5 / 5.0", or "New" while nobody has reviewed them (DECISIONS.md). */
export function formatRating(rating: string, totalReviews: number): string {
  if (totalReviews === 0) return 'New';
  return `${Number(rating).toFixed(1)} / 5.0`;
}

/** "product.take_down" as "Product take down". */
export function describeAction(action: string): string {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ENTITY_NOUNS: Record<string, string> = {
  user: 'user', seller: 'shop', seller_application: 'application', product: 'product', order: 'order', payout: 'payout to',
};

/**
 * What an audit entry is about, by name: "user riawalker (ria@example.com)", "shop Concrete
 * Saints", "order TL-000012-1"; the record's number only when it no longer exists.
 */
export function describeEntity(entry: { entityType: string | null; entityId: number | null; entityName: string | null; entityEmail: string | null }): string {
  const noun = ENTITY_NOUNS[entry.entityType ?? ''] ?? entry.entityType ?? 'record';
  if (!entry.entityName) return entry.entityId === null ? noun : `${noun} #${entry.entityId}`;
  return entry.entityEmail ? `${noun} ${entry.entityName} (${entry.entityEmail})` : `${noun} ${entry.entityName}`;
}

const MAX_CHANGES = 4;

function show(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An audit entry's before/after as "isActive: true → false; commissionRate: 15.00 → 12.50". */
export function describeChange(before: unknown, after: unknown): string {
  const was = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const changes = keys
    .filter((key) => show(was[key]) !== show(now[key]))
    .map((key) => (key in was ? `${key}: ${show(was[key])} → ${show(now[key])}` : `${key}: ${show(now[key])}`));
  const shown = changes.slice(0, MAX_CHANGES).join('; ');
  return changes.length > MAX_CHANGES ? `${shown}; …` : shown;
}
