CREATE TABLE "blocked_buyers" (
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_buyers_seller_id_buyer_id_pk" PRIMARY KEY("seller_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"order_id" integer,
	"product_id" integer,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"seller_unread" integer DEFAULT 0 NOT NULL,
	"buyer_read_message_id" bigint,
	"seller_read_message_id" bigint,
	"buyer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone,
	"buyer_mailed_at" timestamp with time zone,
	"seller_mailed_at" timestamp with time zone,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_unread_check" CHECK ("conversations"."buyer_unread" >= 0 and "conversations"."seller_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"sender_user_id" integer,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" in ('buyer', 'seller', 'admin', 'system')),
	CONSTRAINT "messages_body_length_check" CHECK (char_length("messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"return_id" integer,
	"reason" varchar(20) NOT NULL,
	"note" text NOT NULL,
	"opened_by" varchar(8) DEFAULT 'buyer' NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"outcome" varchar(10),
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'refunded', 'closed')),
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('return_refused', 'no_answer', 'not_arrived')),
	CONSTRAINT "disputes_outcome_check" CHECK (("disputes"."status" = 'open') = ("disputes"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"action" varchar(12) NOT NULL,
	"actor_role" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_items_quantity_check" CHECK ("return_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"reason" varchar(20) NOT NULL,
	"note" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"return_shipping_paid_by" varchar(8) NOT NULL,
	"instructions" text,
	"refuse_reason" text,
	"carrier" varchar(60),
	"tracking_number" varchar(100),
	"restocked" boolean,
	"answered_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('requested', 'accepted', 'refused', 'shipped', 'refunded', 'closed')),
	CONSTRAINT "returns_reason_check" CHECK ("returns"."reason" in ('doesnt_fit', 'not_as_described', 'damaged', 'changed_mind')),
	CONSTRAINT "returns_shipping_payer_check" CHECK ("returns"."return_shipping_paid_by" in ('buyer', 'shop'))
);
--> statement-breakpoint
DROP INDEX "ledger_entries_order_kind_key";--> statement-breakpoint
DROP INDEX "refunds_order_id_key";--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "returns_accepted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "return_window_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "return_shipping_paid_by" varchar(8) DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "message_in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "message_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_with_images_idx" ON "messages" USING btree ("id") WHERE jsonb_array_length("messages"."images") > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_total" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source" varchar(12) DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "dispute_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shipping_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "commission_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "seller_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
-- Hand-written (issue 25): refunds made before this migration were each a whole order's total.
-- Their split (commission given back, the seller's part) and the running total per order are
-- filled in before the CHECKs below are added; a reversal is tied to its order's one refund.
UPDATE "refunds" AS r SET "commission_amount" = o."commission_amount", "seller_amount" = r."amount" - o."commission_amount", "shipping_amount" = least(o."shipping_fee", r."amount")
  FROM "orders" AS o WHERE o."id" = r."order_id";--> statement-breakpoint
UPDATE "orders" AS o SET "refunded_total" = r."total" FROM (SELECT "order_id", sum("amount") AS "total" FROM "refunds" GROUP BY "order_id") AS r
  WHERE r."order_id" = o."id";--> statement-breakpoint
UPDATE "ledger_entries" AS l SET "refund_id" = r."id" FROM "refunds" AS r WHERE l."kind" = 'reversal' AND l."order_id" = r."order_id";--> statement-breakpoint
ALTER TABLE "blocked_buyers" ADD CONSTRAINT "blocked_buyers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_buyers" ADD CONSTRAINT "blocked_buyers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pre_sale_key" ON "conversations" USING btree ("buyer_id","seller_id") WHERE "conversations"."order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_order_key" ON "conversations" USING btree ("order_id") WHERE "conversations"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_buyer_newest_idx" ON "conversations" USING btree ("buyer_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_seller_newest_idx" ON "conversations" USING btree ("seller_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_buyer_unread_idx" ON "conversations" USING btree ("buyer_id") WHERE "conversations"."buyer_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_seller_unread_idx" ON "conversations" USING btree ("seller_id") WHERE "conversations"."seller_unread" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_key" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE "message_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_open_order_key" ON "disputes" USING btree ("order_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "disputes_status_newest_idx" ON "disputes" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_items_return_item_key" ON "return_items" USING btree ("return_id","order_item_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_buyer_newest_idx" ON "returns" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_seller_newest_idx" ON "returns" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "returns_unanswered_idx" ON "returns" USING btree ("created_at") WHERE "returns"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_order_earning_key" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."order_id" is not null and "ledger_entries"."kind" = 'earning';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_key" ON "ledger_entries" USING btree ("refund_id") WHERE "ledger_entries"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_newest_idx" ON "ledger_entries" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_whole_order_key" ON "refunds" USING btree ("order_id") WHERE "refunds"."source" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_return_key" ON "refunds" USING btree ("return_id") WHERE "refunds"."return_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_dispute_key" ON "refunds" USING btree ("dispute_id") WHERE "refunds"."dispute_id" is not null;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_return_window_check" CHECK ("sellers"."return_window_days" in (14, 30));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_return_shipping_payer_check" CHECK ("sellers"."return_shipping_paid_by" in ('buyer', 'shop'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_total_check" CHECK ("orders"."refunded_total" >= 0 and "orders"."refunded_total" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_split_check" CHECK ("refunds"."commission_amount" + "refunds"."seller_amount" = "refunds"."amount" and "refunds"."shipping_amount" <= "refunds"."amount");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_source_check" CHECK ("refunds"."source" in ('order', 'return', 'dispute'));--> statement-breakpoint
-- Hand-written (issue 25): every refund adds itself to its order's refunded_total. The UPDATE takes
-- the order's row lock, so two refunds of one order are summed one after the other, and the CHECK
-- orders_refunded_total_check refuses the one that would pass the order's total: refunds can never
-- add up to more than was paid, whichever code path writes them.
CREATE OR REPLACE FUNCTION refunds_add_to_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "refunded_total" = "refunded_total" + NEW."amount" WHERE "id" = NEW."order_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER refunds_add_to_order AFTER INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION refunds_add_to_order();
