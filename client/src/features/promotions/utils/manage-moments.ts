/**
 * A datetime-local input speaks the reader's wall clock ("2026-12-01T09:00"); the API speaks ISO
 * instants. These turn one into the other in the browser's time zone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the reader's zone, to the minute. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A datetime-local value as an ISO instant; blank is null. When the value is still what `stored`
 * showed as, `stored` goes back unchanged, so an untouched start keeps its seconds (a live sale's
 * start may not move). Text that is no date goes through as typed, for the schema to refuse.
 */
export function localInputToIso(local: string, stored?: string | null): string | null {
  const text = local.trim();
  if (!text) return null;
  if (stored && isoToLocalInput(stored) === text) return stored;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
}
