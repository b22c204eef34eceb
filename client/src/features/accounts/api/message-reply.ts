import type { z } from 'zod';
import type { messageReplySchema } from '@shared/account-schemas';

/** Replies that only say something in words. */
export type MessageReply = z.infer<typeof messageReplySchema>;
