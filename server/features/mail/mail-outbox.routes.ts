import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

const outboxQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

const outboxReplySchema = z.array(z.object({
  id: z.number(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string(), sentAt: z.string().nullable(),
}));

/**
 * The latest mails the shop sent (admin scope): what a support question ("did the refund mail
 * go out?") needs. The outbox keeps each message with its secrets redacted (a reset link reads
 * token=[redacted]), so this shows nothing an admin could sign in with; rows leave after 30 days.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/mail', { schema: { querystring: outboxQuerySchema, response: { 200: outboxReplySchema } } }, async (request) => {
    const rows = await db.select().from(outbox)
      .where(request.query.to ? eq(outbox.to, request.query.to) : undefined)
      .orderBy(desc(outbox.id)).limit(50);
    return rows.map((row) => ({
      id: row.id, to: row.to, subject: row.subject, text: row.body, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null,
    }));
  });
};
