import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { MailMessage } from '../mail/mailer.js';
import type { Letterhead, MailRecipient } from './fan-out-mails.js';
import type { NotificationEvent } from './notification-events.repo.js';

/** One batch of one event, inside the batch's transaction. */
export interface FanOutBatch {
  tx: Db;
  event: NotificationEvent;
  batchSize: number;
  letterhead: Letterhead;
}

/** Where the batch leaves the event, and the mails to queue in the same transaction. */
export interface BatchOutcome {
  cursor: number;
  told: number;
  finished: boolean;
  mails: MailMessage[];
}

/** The event tells nobody (what it was about is no longer listed): it is finished as it stands. */
export const tellNobody = (event: NotificationEvent): BatchOutcome => ({ cursor: event.cursor, told: 0, finished: true, mails: [] });

/** A shopper of the batch, as the audience statements return them (snake_case, counts as ints). */
export interface AudienceRow {
  /** The walk's last key (alert id or user id) and how many it took: the same on every row. */
  last_key: number | null;
  walked: number;
  user_id: number | null;
  email: string | null;
  first_name: string | null;
  username: string | null;
  in_app: boolean | null;
  email_on: boolean | null;
}

/**
 * Runs an audience statement, which ends with one row per shopper told in this batch, joined to
 * the walk's summary (so a batch of only deleted accounts still moves the cursor), and reads where
 * the walk ended: fewer than a batch taken means the audience is exhausted.
 */
export async function runAudience<Row extends AudienceRow>(batch: FanOutBatch, statement: SQL) {
  const rows = ((await batch.tx.execute(statement)) as unknown as { rows: Row[] }).rows;
  const summary = rows[0];
  const walked = Number(summary?.walked ?? 0);
  const shoppers = rows.filter((row): row is Row & { user_id: number } => row.user_id !== null);
  return {
    shoppers,
    cursor: summary?.last_key === null || summary?.last_key === undefined ? batch.event.cursor : Number(summary.last_key),
    finished: walked < batch.batchSize,
    told: shoppers.filter((row) => row.in_app || row.email_on).length,
    mailTo: shoppers.filter((row) => row.email_on && row.email).map((row): MailRecipient & { row: Row } => ({
      userId: Number(row.user_id), email: row.email!, firstName: row.first_name, username: row.username ?? '', row,
    })),
  };
}
