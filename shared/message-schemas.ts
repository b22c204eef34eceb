import { z } from 'zod';
import { MESSAGE_LIMITS } from './message-limits.js';
import { hasNoBidiControls } from './text.js';

/**
 * Buyer-shop conversations (issue 25, decision 019), for client and server: every message, limit
 * and reply shape once. A pre-sale conversation is one per buyer and shop; each seller order has
 * its own, between its buyer and its shop. Returns and disputes post their steps into the order's.
 */

// Its own zod-free file: the header's messages link reads the poll interval on every page (see limits.ts).
export { MESSAGE_LIMITS };

export const MESSAGE_MESSAGES = {
  textRequired: 'Write a message or attach a photo',
  textMax: `Messages must be at most ${MESSAGE_LIMITS.textMax} characters`,
  bidi: 'Messages must not contain text direction control characters',
  images: `A message can have at most ${MESSAGE_LIMITS.imagesMax} photos`,
  imagePath: 'Photos must be images you uploaded',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  shopNotFound: 'Shop not found',
  ownShop: "You can't message your own shop",
  adminsCannotMessage: 'Administrators read conversations only through a dispute',
  blocked: 'This shop is not accepting messages from you',
  rateLimited: 'Too many messages. Please wait a little and try again.',
  reasonRequired: 'Please give a reason',
  reasonMax: `Reason must be at most ${MESSAGE_LIMITS.reportReasonMax} characters`,
  ownMessageReport: "You can't report your own message",
  alreadyReported: 'You have already reported this message',
  notABuyer: 'This person has not written to your shop',
  productNotFound: 'Product not found',
  reportNotFound: 'Report not found',
} as const;

/** Who wrote a message: one of the two parties, an admin deciding a dispute, or the platform (a return or dispute step). */
export const MESSAGE_SENDERS = ['buyer', 'seller', 'admin', 'system'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

const imagePathSchema = z.string({ error: MESSAGE_MESSAGES.imagePath }).regex(/^\/objects\/[A-Za-z0-9/_.-]{1,200}$/, MESSAGE_MESSAGES.imagePath);

/** POST /api/conversations/{id}/messages. Text may be empty only when a photo is attached. */
export const sendMessageSchema = z.object({
  text: z.string({ error: MESSAGE_MESSAGES.textRequired }).trim().max(MESSAGE_LIMITS.textMax, MESSAGE_MESSAGES.textMax)
    .refine(hasNoBidiControls, MESSAGE_MESSAGES.bidi).default(''),
  images: z.array(imagePathSchema, { error: MESSAGE_MESSAGES.images }).max(MESSAGE_LIMITS.imagesMax, MESSAGE_MESSAGES.images).default([]),
}).refine((message) => message.text.length > 0 || message.images.length > 0, { message: MESSAGE_MESSAGES.textRequired, path: ['text'] });
export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type SendMessageForm = z.input<typeof sendMessageSchema>;

/** POST /api/sellers/{id}/conversation */
export const openConversationSchema = z.object({ productId: z.number().int().min(1).max(2_147_483_647).optional() }).nullish();

/** GET /api/conversations/{id}/messages?before=: the page of messages older than `before` (a message id), newest page first. */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.maxPageSize).catch(MESSAGE_LIMITS.pageSize).default(MESSAGE_LIMITS.pageSize),
});

export const conversationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.maxPageSize).catch(MESSAGE_LIMITS.conversationsPageSize).default(MESSAGE_LIMITS.conversationsPageSize),
});

/** POST /api/messages/{id}/report */
export const reportMessageSchema = z.object({
  reason: z.string({ error: MESSAGE_MESSAGES.reasonRequired }).trim().min(1, MESSAGE_MESSAGES.reasonRequired)
    .max(MESSAGE_LIMITS.reportReasonMax, MESSAGE_MESSAGES.reasonMax).refine(hasNoBidiControls, MESSAGE_MESSAGES.bidi),
});

/** A message's id in a path: messages ids come from a bigint sequence. */
export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const userIdParamsSchema = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const messageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  sender: z.enum(MESSAGE_SENDERS),
  /** The writer's display name (the shop's name for a seller, "Threadline" for the platform). */
  senderName: z.string(),
  /** True when the viewer wrote it. */
  mine: z.boolean(),
  text: z.string(),
  images: z.array(z.string()),
  createdAt: z.string(),
  /** For the viewer's own messages: when the other side had read up to it; null while unread (and for theirs). */
  readAt: z.string().nullable(),
});
export type Message = z.output<typeof messageSchema>;

/** A conversation as one of its parties (or an admin in a dispute) sees it in a list. */
export const conversationSchema = z.object({
  id: z.number(),
  /** Null for a pre-sale conversation. */
  order: z.object({ id: z.number(), number: z.string(), status: z.string() }).nullable(),
  /** The product a pre-sale conversation was opened from, as context. */
  product: z.object({ id: z.number(), name: z.string(), image: z.string().nullable() }).nullable(),
  shop: z.object({ id: z.number(), businessName: z.string(), profileImage: z.string().nullable() }),
  buyer: z.object({ id: z.number(), name: z.string() }),
  /** The viewer's side. */
  viewerRole: z.enum(['buyer', 'seller', 'admin']),
  /** Messages the viewer has not read. */
  unread: z.number(),
  lastMessage: z.object({ text: z.string(), sender: z.enum(MESSAGE_SENDERS), createdAt: z.string() }).nullable(),
  /** The shop has blocked this buyer's pre-sale messages. */
  buyerBlocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.output<typeof conversationSchema>;

export const conversationsPageSchema = z.object({
  items: z.array(conversationSchema), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number(),
  /** Unread messages across all of this side's conversations (the tab's badge). */
  unreadTotal: z.number(),
});
export type ConversationsPage = z.output<typeof conversationsPageSchema>;

export const messagesPageSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first within the page. */
  messages: z.array(messageSchema),
  /** Pass as `before` for the older page; null when this is the oldest. */
  nextBefore: z.number().nullable(),
});
export type MessagesPage = z.output<typeof messagesPageSchema>;

/** GET /api/conversations/unread-count: the header's badge, both sides together. */
export const messagesUnreadSchema = z.object({ buyer: z.number(), seller: z.number(), total: z.number() });
export type MessagesUnread = z.output<typeof messagesUnreadSchema>;

export const markConversationReadSchema = z.object({ readAt: z.string(), unread: z.number() });
export const messageReportReplySchema = z.object({ reported: z.literal(true) });
export const blockedBuyerReplySchema = z.object({ userId: z.number(), blocked: z.boolean() });

/** GET /api/admin/message-reports: the open reports, newest first (the reported message only, never the rest of its conversation). */
export const messageReportsQuerySchema = conversationsQuerySchema;
export const messageReportEntrySchema = z.object({
  id: z.number(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ id: z.number(), username: z.string() }),
  message: z.object({
    id: z.number(), conversationId: z.number(), sender: z.enum(MESSAGE_SENDERS), senderName: z.string(), text: z.string(), images: z.array(z.string()), createdAt: z.string(),
  }),
  shop: z.object({ id: z.number(), businessName: z.string() }),
});
export type MessageReportEntry = z.output<typeof messageReportEntrySchema>;
export const messageReportsPageSchema = z.object({
  items: z.array(messageReportEntrySchema), page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number(),
});
/** POST /api/admin/message-reports/{id}/resolve */
export const messageReportResolvedSchema = z.object({ id: z.number(), resolvedAt: z.string() });
