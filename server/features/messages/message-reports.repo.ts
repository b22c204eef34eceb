import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { conversations, messageReports, messages, sellers, users } from '../../db/schema/index.js';

const reporter = alias(users, 'report_reporter');
const buyer = alias(users, 'report_buyer');
const open = isNull(messageReports.resolvedAt);

/** Open reports, newest first (message_reports_open_idx), each with the reported message alone. */
export async function openReportsPage(db: Db, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select({
      id: messageReports.id, reason: messageReports.reason, createdAt: messageReports.createdAt,
      reporterId: reporter.id, reporterUsername: reporter.username,
      messageId: messages.id, conversationId: messages.conversationId, sender: messages.sender, body: messages.body, images: messages.images,
      messageAt: messages.createdAt, buyerName: sql<string>`coalesce(nullif(trim(${buyer.firstName}), ''), ${buyer.username})`,
      sellerId: sellers.id, businessName: sellers.businessName,
    }).from(messageReports)
      .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(sellers, eq(sellers.id, conversations.sellerId))
      .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
      .where(open).orderBy(desc(messageReports.createdAt), desc(messageReports.id)).limit(limit).offset((page - 1) * limit),
    db.select({ count: count() }).from(messageReports).where(open),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** Marks an open report resolved; null when there is no such open report. */
export async function resolveReport(db: Db, id: number) {
  const [row] = await db.update(messageReports).set({ resolvedAt: sql`now()` }).where(and(eq(messageReports.id, id), open))
    .returning({ id: messageReports.id, messageId: messageReports.messageId, resolvedAt: messageReports.resolvedAt });
  return row ?? null;
}
