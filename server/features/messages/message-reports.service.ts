import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { recordAudit, type AuditActor } from '../../kernel/audit.repo.js';
import { MESSAGE_MESSAGES, type MessageReportEntry } from '../../../shared/message-schemas.js';
import { openReportsPage, resolveReport } from './message-reports.repo.js';

const PLATFORM_NAME = 'Threadline';

/**
 * The admins' queue of reported messages. It shows each reported message alone, which its
 * reporter chose to hand to the admins; the rest of the conversation stays the parties' own.
 */
export function createMessageReportsService(db: Db) {
  return {
    async page(page: number, limit: number) {
      const { rows, total } = await openReportsPage(db, page, limit);
      const items: MessageReportEntry[] = rows.map((row) => ({
        id: row.id, reason: row.reason, createdAt: row.createdAt.toISOString(),
        reporter: { id: row.reporterId, username: row.reporterUsername },
        message: {
          id: Number(row.messageId), conversationId: row.conversationId, sender: row.sender,
          senderName: row.sender === 'buyer' ? row.buyerName : row.sender === 'seller' ? row.businessName : PLATFORM_NAME,
          text: row.body, images: row.images ?? [], createdAt: row.messageAt.toISOString(),
        },
        shop: { id: row.sellerId, businessName: row.businessName },
      }));
      return { items, page, limit, total, totalPages: Math.ceil(total / limit) };
    },

    /** An admin has dealt with a report: it leaves the queue; audited. */
    async resolve(admin: AuditActor, id: number) {
      return db.transaction(async (tx) => {
        const resolved = await resolveReport(tx, id);
        if (!resolved) throw new AppError('not_found', MESSAGE_MESSAGES.reportNotFound);
        await recordAudit(tx, admin, { action: 'message_report.resolve', entityType: 'message_report', entityId: id, after: { messageId: resolved.messageId } });
        return { id, resolvedAt: (resolved.resolvedAt ?? new Date()).toISOString() };
      });
    },
  };
}

export type MessageReportsService = ReturnType<typeof createMessageReportsService>;
