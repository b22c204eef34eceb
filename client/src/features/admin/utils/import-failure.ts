import { ApiRequestError } from '../../../lib/api-client';
import type { ImportRowError } from '../types';

function isRowError(value: unknown): value is ImportRowError {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.row === 'number' && typeof entry.message === 'string';
}

/**
 * What to show for a refused import: the server's message and its row/column list from a 400
 * (`{ message, errors }`), the 413 "too large" message, or the fallback for anything else.
 */
export function importFailure(error: unknown, fallback: string): { message: string; errors: ImportRowError[] } {
  if (!(error instanceof ApiRequestError)) return { message: fallback, errors: [] };
  try {
    const body = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { message?: unknown; errors?: unknown };
    const errors = Array.isArray(body.errors)
      ? body.errors.filter(isRowError).map((entry) => ({ ...entry, column: typeof entry.column === 'string' ? entry.column : '' }))
      : [];
    return { message: typeof body.message === 'string' && body.message ? body.message : fallback, errors };
  } catch {
    return { message: fallback, errors: [] };
  }
}
