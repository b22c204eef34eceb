ALTER TABLE "checkouts" ADD COLUMN "payment_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "action" varchar(20);--> statement-breakpoint
-- Hand-written (issue 22, mails): the moves of events written before the column, read from their statuses; a refund's note loses its "Refunded: " prefix, as new ones are written.
UPDATE "order_events" SET
  "action" = CASE
    WHEN "from_status" = "to_status" THEN 'refund'
    WHEN "to_status" = 'processing' THEN 'markPaid'
    WHEN "to_status" = 'shipped' THEN 'ship'
    WHEN "to_status" = 'delivered' THEN 'deliver'
    WHEN "to_status" = 'cancelled' THEN 'cancel'
  END,
  "note" = CASE WHEN "from_status" = "to_status" THEN regexp_replace("note", '^Refunded: ', '') ELSE "note" END
WHERE "from_status" IS NOT NULL AND "action" IS NULL;
