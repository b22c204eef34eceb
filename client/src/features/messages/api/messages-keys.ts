/** Query keys of conversations (issue 25). All start with `messages`, so a write can refresh the lot. */
export const messagesKeys = {
  all: ['messages'] as const,
  lists: ['messages', 'list'] as const,
  list: (side: ConversationSide, page: number) => ['messages', 'list', side, page] as const,
  unread: ['messages', 'unread'] as const,
  thread: (conversationId: number) => ['messages', 'thread', conversationId] as const,
  order: (orderId: number) => ['messages', 'order', orderId] as const,
  adminReports: ['messages', 'admin-reports'] as const,
  adminReportsPage: (page: number) => ['messages', 'admin-reports', page] as const,
};

/** Whose inbox a list shows: the shopper's own, or the shop's. */
export type ConversationSide = 'buyer' | 'seller';
