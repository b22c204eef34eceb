CREATE TABLE "review_helpful_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_tallies" (
	"subject" varchar(8) NOT NULL,
	"subject_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"stars_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"fit_small" integer DEFAULT 0 NOT NULL,
	"fit_true" integer DEFAULT 0 NOT NULL,
	"fit_large" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_tallies_subject_subject_id_pk" PRIMARY KEY("subject","subject_id"),
	CONSTRAINT "review_tallies_subject_check" CHECK ("review_tallies"."subject" in ('product', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"title" varchar(80),
	"body" text NOT NULL,
	"fit" varchar(8),
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"size" varchar(8) NOT NULL,
	"color" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"last_reported_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_fit_check" CHECK ("reviews"."fit" in ('small', 'true', 'large')),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('visible', 'hidden')),
	CONSTRAINT "reviews_photos_check" CHECK (cardinality("reviews"."photos") <= 4)
);
--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_key" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_key" ON "reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "reviews_product_newest_idx" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_product_helpful_idx" ON "reviews" USING btree ("product_id","helpful_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_product_stars_idx" ON "reviews" USING btree ("product_id","stars","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_seller_newest_idx" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_seller_helpful_idx" ON "reviews" USING btree ("seller_id","helpful_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_seller_stars_idx" ON "reviews" USING btree ("seller_id","stars","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'visible';--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("last_reported_at" DESC NULLS FIRST) WHERE "reviews"."open_reports" > 0;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden_at" DESC NULLS FIRST) WHERE "reviews"."status" = 'hidden';--> statement-breakpoint
-- Every rating and review count shown comes from visible reviews (DECISIONS.md, "Reviews";
-- docs/decisions/017). These triggers move the tallies of a review's shop and product by what a
-- row change adds or takes away, in the writing transaction: the tally row's lock serialises
-- concurrent writers, and nothing recounts the table. The shop is moved before the product, the
-- order a shop's rename locks them in, so the two never wait on each other.
CREATE OR REPLACE FUNCTION review_tally_move(p_subject text, p_id integer, p_sign integer, p_stars integer, p_fit text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tally review_tallies%ROWTYPE;
  new_rating numeric(3, 2);
BEGIN
  INSERT INTO review_tallies AS t
    (subject, subject_id, count, stars_sum, stars_1, stars_2, stars_3, stars_4, stars_5, fit_small, fit_true, fit_large)
  VALUES (p_subject, p_id, p_sign, p_sign * p_stars,
    CASE WHEN p_stars = 1 THEN p_sign ELSE 0 END, CASE WHEN p_stars = 2 THEN p_sign ELSE 0 END,
    CASE WHEN p_stars = 3 THEN p_sign ELSE 0 END, CASE WHEN p_stars = 4 THEN p_sign ELSE 0 END,
    CASE WHEN p_stars = 5 THEN p_sign ELSE 0 END,
    CASE WHEN p_fit = 'small' THEN p_sign ELSE 0 END, CASE WHEN p_fit = 'true' THEN p_sign ELSE 0 END,
    CASE WHEN p_fit = 'large' THEN p_sign ELSE 0 END)
  ON CONFLICT (subject, subject_id) DO UPDATE SET
    count = t.count + excluded.count, stars_sum = t.stars_sum + excluded.stars_sum,
    stars_1 = t.stars_1 + excluded.stars_1, stars_2 = t.stars_2 + excluded.stars_2, stars_3 = t.stars_3 + excluded.stars_3,
    stars_4 = t.stars_4 + excluded.stars_4, stars_5 = t.stars_5 + excluded.stars_5,
    fit_small = t.fit_small + excluded.fit_small, fit_true = t.fit_true + excluded.fit_true,
    fit_large = t.fit_large + excluded.fit_large, updated_at = now()
  RETURNING * INTO tally;
  new_rating := CASE WHEN tally.count > 0 THEN round(tally.stars_sum::numeric / tally.count, 2) ELSE 0 END;
  IF p_subject = 'product' THEN
    UPDATE products SET rating = new_rating, total_reviews = tally.count
      WHERE id = p_id AND (rating, total_reviews) IS DISTINCT FROM (new_rating, tally.count);
  ELSE
    UPDATE sellers SET rating = new_rating, total_reviews = tally.count
      WHERE id = p_id AND (rating, total_reviews) IS DISTINCT FROM (new_rating, tally.count);
  END IF;
  IF tally.count = 0 THEN
    DELETE FROM review_tallies WHERE subject = p_subject AND subject_id = p_id;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_move_tallies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'visible' THEN
    PERFORM review_tally_move('seller', OLD.seller_id, -1, OLD.stars, OLD.fit);
    PERFORM review_tally_move('product', OLD.product_id, -1, OLD.stars, OLD.fit);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'visible' THEN
    PERFORM review_tally_move('seller', NEW.seller_id, 1, NEW.stars, NEW.fit);
    PERFORM review_tally_move('product', NEW.product_id, 1, NEW.stars, NEW.fit);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_tally_inserts AFTER INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_move_tallies();
--> statement-breakpoint
CREATE TRIGGER reviews_tally_deletes AFTER DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_move_tallies();
--> statement-breakpoint
-- A helpful vote, a reply or a report changes none of the figures, so it moves no tally.
CREATE TRIGGER reviews_tally_updates AFTER UPDATE ON reviews
  FOR EACH ROW WHEN (OLD.stars IS DISTINCT FROM NEW.stars OR OLD.fit IS DISTINCT FROM NEW.fit
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.product_id IS DISTINCT FROM NEW.product_id
    OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION reviews_move_tallies();
--> statement-breakpoint
-- Until now ratings were seeded numbers with no reviews behind them: every figure starts from the
-- reviews that exist (none, before this migration).
UPDATE products SET rating = 0, total_reviews = 0 WHERE rating <> 0 OR total_reviews <> 0;
--> statement-breakpoint
UPDATE sellers SET rating = 0, total_reviews = 0 WHERE rating <> 0 OR total_reviews <> 0;
