import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, invalidData } from '../../errors.js';
import type { Acting } from '../../kernel/audit-rule.js';
import { recordAudit } from '../../kernel/audit.repo.js';
import type { SessionUser } from '../../kernel/session.repo.js';
import {
  MESSAGE_MESSAGES, type ConversationsPage, type Message, type MessagesPage, type MessagesUnread, type SendMessageInput,
} from '../../../shared/message-schemas.js';
import type { Mailer, QueuedMail } from '../mail/mailer.js';
import { uploadedObjectPaths } from '../media/uploads.repo.js';
import { markMessageEntryRead, newMessageMail, notifyNewMessage } from '../notifications/message-updates.js';
import type { UnsubscribeCodes } from '../notifications/unsubscribe-codes.js';
import { ensureOrderConversation } from '../../db/order-conversations.js';
import {
  buyerHasConversationWith, conversationsPage, conversationView, findConversation, findOrderParties, hasOpenDispute, isBuyerBlocked,
  productOfShop, publicShopExists, setBuyerBlocked, unreadCounts, upsertPreSaleConversation, type ConversationParties,
} from './conversations.repo.js';
import { conversationReply, messageReply, type Viewer, type ViewerRole } from './message-shape.js';
import {
  bumpConversationForSend, claimMailSlot, findMessage, insertMessage, insertReport, markSideRead, messagesBefore, otherSide, recipientOf,
  recordLastMessage, type Side,
} from './messages.repo.js';

const conversationNotFound = () => new AppError('not_found', MESSAGE_MESSAGES.conversationNotFound);

/** The side a person is on in a conversation, or null when they are not one of its two parties. */
function sideOf(user: SessionUser, parties: { buyerId: number; sellerId: number }): Side | null {
  if (user.id === parties.buyerId) return 'buyer';
  if (user.sellerId !== null && user.sellerId === parties.sellerId) return 'seller';
  return null;
}

/**
 * Buyer-shop conversations (issue 25, decision 019). Only the two parties read or write one;
 * anyone else gets a 404, as if it did not exist. An admin reads an order's conversation while a
 * dispute on that order is open, each read in the audit trail; admins never write in one here
 * (a 403: their words come through a dispute's decision).
 */
export function createMessagesService(deps: { db: Db; mailer: Mailer; unsubscribeCodes: UnsubscribeCodes }) {
  const { db, mailer } = deps;

  /** Who may read: a party, or an admin during an open dispute on the order (audited in `tx`). */
  async function readerRole(tx: Db, acting: Acting, parties: ConversationParties): Promise<ViewerRole> {
    const side = sideOf(acting, parties);
    if (side) return side;
    if (acting.role === 'admin' && (await hasOpenDispute(tx, parties.orderId))) {
      await recordAudit(tx, { id: acting.id, username: acting.username, ip: acting.ip }, {
        action: 'conversation.read', entityType: 'conversation', entityId: parties.id, after: { orderId: parties.orderId },
      });
      return 'admin';
    }
    throw conversationNotFound();
  }

  /** A party's side, for writes; an admin is told why not, anyone else that it does not exist. */
  async function writerSide(user: SessionUser, conversationId: number): Promise<{ parties: ConversationParties; side: Side }> {
    const parties = await findConversation(db, conversationId);
    const side = parties ? sideOf(user, parties) : null;
    if (!parties || !side) {
      if (user.role === 'admin' && parties) throw forbidden(MESSAGE_MESSAGES.adminsCannotMessage);
      throw conversationNotFound();
    }
    return { parties, side };
  }

  async function pageOf(tx: Db, conversationId: number, viewer: Viewer, before: number | undefined, limit: number): Promise<MessagesPage> {
    const view = await conversationView(tx, conversationId);
    if (!view) throw conversationNotFound();
    const rows = await messagesBefore(tx, conversationId, before, limit + 1);
    const page = rows.slice(0, limit).reverse();
    return {
      conversation: conversationReply(view, viewer.role),
      messages: page.map((row) => messageReply(row, conversationId, view, viewer)),
      nextBefore: rows.length > limit && page[0] ? Number(page[0].id) : null,
    };
  }

  return {
    async listForBuyer(userId: number, page: number, limit: number): Promise<ConversationsPage> {
      const { rows, total, unreadTotal } = await conversationsPage(db, { buyerId: userId }, page, limit);
      return { items: rows.map((row) => conversationReply(row, 'buyer')), page, limit, total, totalPages: Math.ceil(total / limit), unreadTotal };
    },

    async listForSeller(sellerId: number, page: number, limit: number): Promise<ConversationsPage> {
      const { rows, total, unreadTotal } = await conversationsPage(db, { sellerId }, page, limit);
      return { items: rows.map((row) => conversationReply(row, 'seller')), page, limit, total, totalPages: Math.ceil(total / limit), unreadTotal };
    },

    async unread(user: SessionUser): Promise<MessagesUnread> {
      const counts = await unreadCounts(db, user.id, user.sellerId);
      return { ...counts, total: counts.buyer + counts.seller };
    },

    /** The caller's pre-sale conversation with a public shop, made on first use; `created` says which. */
    async open(user: SessionUser, sellerId: number, productId: number | undefined, limit: number): Promise<{ created: boolean; page: MessagesPage }> {
      if (user.role === 'admin') throw forbidden(MESSAGE_MESSAGES.adminsCannotMessage);
      if (!(await publicShopExists(db, sellerId))) throw new AppError('not_found', MESSAGE_MESSAGES.shopNotFound);
      if (user.sellerId === sellerId) throw conflict(MESSAGE_MESSAGES.ownShop);
      if (productId !== undefined && !(await productOfShop(db, productId, sellerId))) throw new AppError('not_found', MESSAGE_MESSAGES.productNotFound);
      return db.transaction(async (tx) => {
        const { id, created } = await upsertPreSaleConversation(tx, user.id, sellerId, productId ?? null);
        return { created, page: await pageOf(tx, id, { userId: user.id, role: 'buyer' }, undefined, limit) };
      });
    },

    /** The order's conversation, made on first use, for its buyer, its shop, or an admin during a dispute. */
    async forOrder(acting: Acting, orderId: number, limit: number): Promise<MessagesPage> {
      const order = await findOrderParties(db, orderId);
      if (!order) throw conversationNotFound();
      const side = sideOf(acting, order);
      if (!side && !(acting.role === 'admin' && (await hasOpenDispute(db, orderId)))) throw conversationNotFound();
      return db.transaction(async (tx) => {
        const id = await ensureOrderConversation(tx, orderId);
        const parties = id === null ? null : await findConversation(tx, id);
        if (!parties) throw conversationNotFound();
        const role = await readerRole(tx, acting, parties);
        return pageOf(tx, parties.id, { userId: acting.id, role }, undefined, limit);
      });
    },

    async messages(acting: Acting, conversationId: number, before: number | undefined, limit: number): Promise<MessagesPage> {
      return db.transaction(async (tx) => {
        const parties = await findConversation(tx, conversationId);
        if (!parties) throw conversationNotFound();
        const role = await readerRole(tx, acting, parties);
        return pageOf(tx, conversationId, { userId: acting.id, role }, before, limit);
      });
    },

    /**
     * One message, in one transaction: the conversation row first (its lock orders sends), the
     * message, the last message; then the recipient's bell entry and, at most once per 15
     * minutes, their mail (through the outbox, delivered after the commit).
     */
    async send(user: SessionUser, conversationId: number, input: SendMessageInput): Promise<Message> {
      const { parties, side } = await writerSide(user, conversationId);
      if (input.images.length > 0) {
        const uploaded = await uploadedObjectPaths(db, [user.id], input.images);
        if (input.images.some((path) => !uploaded.has(path))) throw invalidData(MESSAGE_MESSAGES.imagePath);
      }
      if (side === 'buyer' && parties.orderId === null && (await isBuyerBlocked(db, parties.sellerId, parties.buyerId))) {
        throw forbidden(MESSAGE_MESSAGES.blocked);
      }
      const to = otherSide(side);
      const mails: QueuedMail[] = [];
      const reply = await db.transaction(async (tx) => {
        await bumpConversationForSend(tx, conversationId, side);
        const message = await insertMessage(tx, { conversationId, sender: side, senderUserId: user.id, body: input.text, images: input.images });
        await recordLastMessage(tx, conversationId, side, message);
        // Answering is reading: the sender's own entry for this conversation is read too.
        await markMessageEntryRead(tx, user.id, conversationId);
        const view = await conversationView(tx, conversationId);
        if (!view) throw conversationNotFound();
        const news = {
          userId: to === 'buyer' ? parties.buyerId : parties.sellerUserId, conversationId,
          senderName: side === 'buyer' ? view.buyerName : view.businessName, text: input.text, imageCount: input.images.length, messageTo: to,
        };
        const told = await notifyNewMessage(tx, news);
        if (told.email && (await claimMailSlot(tx, conversationId, to))) {
          const recipient = await recipientOf(tx, conversationId, to);
          if (recipient) mails.push(await mailer.queue(tx, newMessageMail(recipient, news, { link: mailer.link, codes: deps.unsubscribeCodes })));
        }
        return messageReply(message, conversationId, view, { userId: user.id, role: side });
      });
      for (const mail of mails) mailer.deliver(mail);
      return reply;
    },

    /** The caller's side has read everything: unread 0, read mark on the latest message, and their bell entry read. */
    async markRead(user: SessionUser, conversationId: number): Promise<{ readAt: string; unread: number }> {
      const { side } = await writerSide(user, conversationId);
      return db.transaction(async (tx) => {
        const readAt = await markSideRead(tx, conversationId, side);
        await markMessageEntryRead(tx, user.id, conversationId);
        return { readAt: readAt.toISOString(), unread: 0 };
      });
    },

    /** A party reports the other side's message (or a platform line) to the admins, once. */
    async report(user: SessionUser, messageId: number, reason: string): Promise<{ reported: true }> {
      const message = await findMessage(db, messageId);
      const parties = message ? await findConversation(db, message.conversationId) : null;
      const side = parties ? sideOf(user, parties) : null;
      if (!message || !side) throw new AppError('not_found', MESSAGE_MESSAGES.messageNotFound);
      if (message.sender === side) throw conflict(MESSAGE_MESSAGES.ownMessageReport);
      if (!(await insertReport(db, { messageId, reporterId: user.id, reason }))) throw conflict(MESSAGE_MESSAGES.alreadyReported);
      return { reported: true };
    },

    /** A shop stops (or starts again) taking pre-sale messages from a buyer who has written to it. */
    async setBlocked(sellerId: number, buyerId: number, blocked: boolean): Promise<{ userId: number; blocked: boolean }> {
      if (!(await buyerHasConversationWith(db, sellerId, buyerId))) throw new AppError('not_found', MESSAGE_MESSAGES.notABuyer);
      await setBuyerBlocked(db, sellerId, buyerId, blocked);
      return { userId: buyerId, blocked };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
