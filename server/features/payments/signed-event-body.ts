import { invalidData } from '../../errors.js';

export const EVENT_BODY_MESSAGES = {
  notJson: 'Invalid payment event: the body is not JSON',
  unstorable: 'Invalid payment event: nested too deep, or text that is not well-formed Unicode or holds the NUL character',
} as const;

/** Far deeper than any provider's event; a deeper one is not an event, and jsonb would refuse it near 10,000. */
const MAX_DEPTH = 32;

// PostgreSQL's jsonb refuses "\u0000" and a lone surrogate ("\ud800"): stored as is, either would
// fail the event's insert with a 500. The request guard cannot see them here, because a webhook's
// body reaches its route as the raw string it was signed as.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Walks the parsed body without recursion, so no body can exhaust the stack. */
function isStorable(parsed: unknown): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: parsed, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return false;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return false;
      for (const [key, item] of Object.entries(value)) {
        if (isUnstorable(key)) return false;
        stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return true;
}

/** Refuses, with 400, an event that the database could not store whole. */
export function assertStorableEvent(parsed: unknown): void {
  if (!isStorable(parsed)) throw invalidData(EVENT_BODY_MESSAGES.unstorable);
}

/** A provider's event body, once its signature is checked: parsed, or refused with 400, never thrown as a 500. */
export function parseSignedEventBody(rawBody: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw invalidData(EVENT_BODY_MESSAGES.notJson);
  }
  assertStorableEvent(parsed);
  return parsed;
}
