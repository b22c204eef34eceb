/**
 * "Message shop" pressed by a visitor: sign-in sends them back to the page with `?message=1`,
 * where the button opens the conversation, then takes the parameter out.
 */
export const MESSAGE_INTENT = 'message';

export function hasMessageIntent(params: URLSearchParams): boolean {
  return params.get(MESSAGE_INTENT) === '1';
}

/** `pathname?search` with the intent added, the rest of the address kept. */
export function addressWithMessageIntent(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(MESSAGE_INTENT, '1');
  return `${pathname}?${params.toString()}`;
}
