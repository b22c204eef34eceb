import { MAX_SERIAL } from '@shared/limits';

/** A record id from the address, or null when it cannot be one (then the page says "not found" without asking). */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_SERIAL ? id : null;
}
