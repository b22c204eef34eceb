import type { Conversation, Message } from '../../../shared/message-schemas.js';
import type { ConversationView } from './conversations.repo.js';
import type { MessageRowView } from './messages.repo.js';

export type ViewerRole = 'buyer' | 'seller' | 'admin';
export interface Viewer { userId: number; role: ViewerRole }

const PLATFORM_NAME = 'Threadline';
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A conversation as its viewer sees it: their own unread count; a buyer sees the block only where it applies (pre-sale). */
export function conversationReply(row: ConversationView, role: ViewerRole): Conversation {
  return {
    id: row.id,
    order: row.orderId !== null && row.orderNumber !== null ? { id: row.orderId, number: row.orderNumber, status: row.orderStatus ?? '' } : null,
    product: row.productId !== null && row.productName !== null
      ? { id: row.productId, name: row.productName, image: row.productImages?.[0] ?? null } : null,
    shop: { id: row.sellerId, businessName: row.businessName, profileImage: row.profileImage },
    buyer: { id: row.buyerId, name: row.buyerName },
    viewerRole: role,
    unread: role === 'buyer' ? row.buyerUnread : role === 'seller' ? row.sellerUnread : 0,
    lastMessage: row.lastText !== null && row.lastSender !== null && row.lastAt !== null
      ? { text: row.lastText, sender: row.lastSender, createdAt: iso(row.lastAt) } : null,
    buyerBlocked: Boolean(row.buyerBlocked) && (role !== 'buyer' || row.orderId === null),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * A message as its viewer sees it: who wrote it by name, whether it is theirs, and for their own
 * the read receipt (the other side's read mark reached it).
 */
export function messageReply(row: MessageRowView, conversationId: number, conversation: ConversationView, viewer: Viewer): Message {
  const mine = viewer.role === 'admin' ? row.sender === 'admin' && row.senderUserId === viewer.userId : row.sender === viewer.role;
  const otherMark = viewer.role === 'buyer' ? conversation.sellerReadMessageId : viewer.role === 'seller' ? conversation.buyerReadMessageId : null;
  const otherReadAt = viewer.role === 'buyer' ? conversation.sellerReadAt : viewer.role === 'seller' ? conversation.buyerReadAt : null;
  const read = mine && viewer.role !== 'admin' && otherMark !== null && otherReadAt !== null && Number(otherMark) >= Number(row.id);
  return {
    id: Number(row.id),
    conversationId,
    sender: row.sender,
    senderName: row.sender === 'buyer' ? conversation.buyerName : row.sender === 'seller' ? conversation.businessName : PLATFORM_NAME,
    mine,
    text: row.body,
    images: row.images ?? [],
    createdAt: iso(row.createdAt),
    readAt: read ? iso(otherReadAt) : null,
  };
}
