/**
 * The server's own words from a failed call. The api client's errors read "{status}: {body}"
 * (spec section 8) and every error body is `{ "message": "..." }` (DECISIONS.md); anything else
 * (a network failure, an HTML error page) has no message worth showing, so the caller falls back.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' && parsed.message) {
      return parsed.message;
    }
  } catch {
    // Not JSON: no message of the server's to show.
  }
  return null;
}
