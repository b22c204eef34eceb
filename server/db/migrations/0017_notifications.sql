CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"saved_price" numeric(10, 2) NOT NULL,
	"saved_in_stock" boolean NOT NULL,
	"price_alerts" boolean DEFAULT true NOT NULL,
	"alert_price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "notification_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"product_id" integer,
	"seller_id" integer,
	"size" varchar(8),
	"color" varchar(40),
	"product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"told" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"back_in_stock_in_app" boolean DEFAULT true NOT NULL,
	"back_in_stock_email" boolean DEFAULT true NOT NULL,
	"price_drop_in_app" boolean DEFAULT true NOT NULL,
	"price_drop_email" boolean DEFAULT true NOT NULL,
	"new_from_shop_in_app" boolean DEFAULT true NOT NULL,
	"new_from_shop_email" boolean DEFAULT true NOT NULL,
	"order_update_in_app" boolean DEFAULT true NOT NULL,
	"order_update_email" boolean DEFAULT true NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"group_key" varchar(80) NOT NULL,
	"product_id" integer,
	"seller_id" integer,
	"order_id" integer,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_follower_counts" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"user_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_user_id_seller_id_pk" PRIMARY KEY("user_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size" varchar(8) NOT NULL,
	"color" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follower_counts" ADD CONSTRAINT "shop_follower_counts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_newest_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favourites_product_user_idx" ON "favourites" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "notification_events_pending_idx" ON "notification_events" USING btree ("id") WHERE "notification_events"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_group_key" ON "notifications" USING btree ("user_id","group_key");--> statement-breakpoint
CREATE INDEX "notifications_user_newest_idx" ON "notifications" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_undigested_idx" ON "notifications" USING btree ("user_id","id") WHERE "notifications"."kind" = 'new_from_shop' and "notifications"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "shop_follows_seller_user_idx" ON "shop_follows" USING btree ("seller_id","user_id");--> statement-breakpoint
CREATE INDEX "shop_follows_seller_created_idx" ON "shop_follows" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_follows_user_newest_idx" ON "shop_follows" USING btree ("user_id","created_at" DESC NULLS FIRST,"seller_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_user_variant_key" ON "stock_alerts" USING btree ("user_id","product_id","size","color");--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_idx" ON "stock_alerts" USING btree ("product_id","size","color","id");--> statement-breakpoint
CREATE INDEX "products_listed_seller_newest_idx" ON "products" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."is_listed";--> statement-breakpoint
-- Followers per shop, kept with every follow and unfollow (decision 018).
CREATE OR REPLACE FUNCTION shop_follower_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_follower_counts (seller_id, followers)
      SELECT seller_id, count(*)::int FROM new_rows GROUP BY seller_id ORDER BY seller_id
      ON CONFLICT (seller_id) DO UPDATE SET followers = shop_follower_counts.followers + excluded.followers;
  ELSE
    UPDATE shop_follower_counts c SET followers = greatest(c.followers - gone.n, 0)
      FROM (SELECT seller_id, count(*)::int AS n FROM old_rows GROUP BY seller_id) gone
      WHERE c.seller_id = gone.seller_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_follows_count_inserts AFTER INSERT ON shop_follows
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_follower_counts_move();
--> statement-breakpoint
CREATE TRIGGER shop_follows_count_deletes AFTER DELETE ON shop_follows
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_follower_counts_move();
--> statement-breakpoint
-- Events for the background fan-out, written in the writer's own transaction by whatever path made
-- the change (a seller's edit, a CSV import, a cancelled or expired order, an admin's reinstate),
-- and only when someone waits for them, so a catalogue import with no audience writes nothing.
-- Row triggers with WHEN: the checkout's stock updates (no 0 -> n move) pay one comparison each.
CREATE OR REPLACE FUNCTION notification_event_restock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM stock_alerts a WHERE a.product_id = NEW.product_id AND a.size = NEW.size AND a.color = NEW.color) THEN
    INSERT INTO notification_events (kind, product_id, size, color) VALUES ('restock', NEW.product_id, NEW.size, NEW.color);
    PERFORM pg_notify('notification_events', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_restock AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (OLD.stock = 0 AND NEW.stock > 0) EXECUTE FUNCTION notification_event_restock();
--> statement-breakpoint
-- A variant deleted and written again (a seller's edit can drop a size and add it back).
CREATE TRIGGER product_variants_restock_insert AFTER INSERT ON product_variants
  FOR EACH ROW WHEN (NEW.stock > 0) EXECUTE FUNCTION notification_event_restock();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notification_event_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM favourites f WHERE f.product_id = NEW.id AND f.price_alerts) THEN
    INSERT INTO notification_events (kind, product_id, seller_id) VALUES ('price_drop', NEW.id, NEW.seller_id);
    PERFORM pg_notify('notification_events', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_price_drop AFTER UPDATE OF price ON products
  FOR EACH ROW WHEN (NEW.price < OLD.price) EXECUTE FUNCTION notification_event_price_drop();
--> statement-breakpoint
-- A product that starts being listed: a new one, or one active again. Its shop's drops join one
-- event until a worker starts on it; later ones start another, and the fan-out joins a shop's
-- drops of one day into one notification per follower.
CREATE OR REPLACE FUNCTION notification_event_new_drop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.seller_id IS NULL OR NOT EXISTS (SELECT 1 FROM shop_follows s WHERE s.seller_id = NEW.seller_id) THEN
    RETURN NULL;
  END IF;
  UPDATE notification_events
     SET product_ids = (NEW.id || product_ids)[1:10], product_count = product_count + 1
   WHERE id = (SELECT id FROM notification_events
                WHERE kind = 'new_drop' AND seller_id = NEW.seller_id AND started_at IS NULL AND finished_at IS NULL
                ORDER BY id DESC LIMIT 1 FOR UPDATE SKIP LOCKED);
  IF NOT FOUND THEN
    INSERT INTO notification_events (kind, seller_id, product_ids, product_count) VALUES ('new_drop', NEW.seller_id, ARRAY[NEW.id], 1);
  END IF;
  PERFORM pg_notify('notification_events', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_new_drop_insert AFTER INSERT ON products
  FOR EACH ROW WHEN (NEW.is_listed) EXECUTE FUNCTION notification_event_new_drop();
--> statement-breakpoint
CREATE TRIGGER products_new_drop_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (NEW.is_listed AND NOT OLD.is_listed) EXECUTE FUNCTION notification_event_new_drop();
