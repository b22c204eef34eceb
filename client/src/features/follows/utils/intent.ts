/**
 * What a visitor asked for before signing in (a heart, Follow, "Tell me when it's back"), carried in
 * the address they come back to (`?favourite=12`), so sign-in needs no storage and a shared or
 * reloaded link does nothing surprising: the intent is done once signed in, then taken out.
 */
export type Intent =
  | { kind: 'favourite'; productId: number }
  | { kind: 'follow'; sellerId: number }
  | { kind: 'stock-alert'; productId: number; size: string; color: string };

const KEYS = { favourite: 'favourite', follow: 'follow', stockAlert: 'stockAlert', size: 'alertSize', color: 'alertColor' } as const;
const INTENT_KEYS: readonly string[] = Object.values(KEYS);

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function hasIntent(params: URLSearchParams): boolean {
  return INTENT_KEYS.some((key) => params.has(key));
}

/** The intent the address carries, or null when it carries none (or a malformed one). */
export function readIntent(params: URLSearchParams): Intent | null {
  const favourite = positiveId(params.get(KEYS.favourite));
  if (favourite !== null) return { kind: 'favourite', productId: favourite };
  const follow = positiveId(params.get(KEYS.follow));
  if (follow !== null) return { kind: 'follow', sellerId: follow };
  const alert = positiveId(params.get(KEYS.stockAlert));
  const size = params.get(KEYS.size)?.trim();
  const color = params.get(KEYS.color)?.trim();
  if (alert !== null && size && color) return { kind: 'stock-alert', productId: alert, size, color };
  return null;
}

/** The address with the intent's parameters taken out, the rest (filters, tab, page) kept. */
export function withoutIntent(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of INTENT_KEYS) next.delete(key);
  return next;
}

/** `pathname?search` with the intent added: where sign-in should send the visitor back. */
export function addressWithIntent(pathname: string, search: string, intent: Intent): string {
  const params = withoutIntent(new URLSearchParams(search));
  if (intent.kind === 'favourite') params.set(KEYS.favourite, String(intent.productId));
  else if (intent.kind === 'follow') params.set(KEYS.follow, String(intent.sellerId));
  else {
    params.set(KEYS.stockAlert, String(intent.productId));
    params.set(KEYS.size, intent.size);
    params.set(KEYS.color, intent.color);
  }
  return `${pathname}?${params.toString()}`;
}
