/** The limits of buyer-shop conversations (issue 25), without zod: the header's messages link reads them on every page. */
export const MESSAGE_LIMITS = {
  textMax: 2_000,
  imagesMax: 4,
  pageSize: 30,
  maxPageSize: 100,
  conversationsPageSize: 20,
  reportReasonMax: 500,
  /** At most one mail per conversation and recipient in this window; the inbox has the rest. */
  mailEveryMinutes: 15,
  /** Sending: per user, per hour (the limiter `messageSends`). */
  sendsPerHour: 120,
  /** How often an open conversation or the header's count asks for news (visible tabs only). */
  pollMs: 3_000,
} as const;
