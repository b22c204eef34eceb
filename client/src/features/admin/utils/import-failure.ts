import { importErrorReplySchema, type ImportRowError } from '@shared/admin-schemas';
import { messageReplySchema } from '@shared/account-schemas';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * What to show for a refused import: the server's message and its row/column list from a 400
 * (`{ message, errors }`), the message of any other refusal (413 too large), else the fallback.
 */
export function importFailure(error: unknown, fallback: string): { message: string; errors: ImportRowError[] } {
  if (!(error instanceof ApiRequestError)) return { message: fallback, errors: [] };
  let body: unknown;
  try {
    body = JSON.parse(error.message.replace(/^\d{3}: /, ''));
  } catch {
    return { message: fallback, errors: [] };
  }
  const withRows = importErrorReplySchema.safeParse(body);
  if (withRows.success) return { message: withRows.data.message || fallback, errors: withRows.data.errors };
  const plain = messageReplySchema.safeParse(body);
  return { message: (plain.success && plain.data.message) || fallback, errors: [] };
}
