/**
 * The server's own words from a failed call. The api client's errors read "{status}: {body}"
 * (spec section 8) and every error body is `{ "message": "..." }` (DECISIONS.md); anything else
 * (a network failure, an HTML error page) has no message worth showing, so the caller falls back.
 */
export function serverMessage(error: unknown): string | null {
  const body = serverErrorBody(error);
  return typeof body?.message === 'string' && body.message ? body.message : null;
}

/** The whole JSON body of a failed call (a refusal's `code` and details), or null. */
export function serverErrorBody(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof Error)) return null;
  try {
    const parsed: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ''));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    // Not JSON: nothing of the server's to show.
    return null;
  }
}
