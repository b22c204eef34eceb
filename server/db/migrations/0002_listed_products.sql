DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_popular_idx";--> statement-breakpoint
DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listed_category_price_idx" ON "products" USING btree ("category_id","price","id") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_popular_idx" ON "products" USING btree ("total_reviews" DESC NULLS FIRST,"id") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_rating_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"total_reviews" DESC NULLS FIRST,"id") WHERE "products"."is_listed";--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("price","id") WHERE "products"."is_listed";--> statement-breakpoint
-- is_listed: what shoppers may see (DECISIONS.md, "Catalogue"), kept here so that every write,
-- from the app or from anywhere else, keeps it right.
CREATE OR REPLACE FUNCTION products_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_listed := NEW.is_active
    AND EXISTS (SELECT 1 FROM sellers s WHERE s.id = NEW.seller_id AND s.status = 'approved' AND s.is_active)
    AND EXISTS (SELECT 1 FROM categories c WHERE c.id = NEW.category_id AND c.is_active);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listing
  BEFORE INSERT OR UPDATE OF is_active, seller_id, category_id, is_listed ON products
  FOR EACH ROW EXECUTE FUNCTION products_listing();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_seller_products_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET is_listed = is_listed WHERE seller_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sellers_refresh_products_listing
  AFTER UPDATE OF status, is_active ON sellers
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION refresh_seller_products_listing();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_category_products_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET is_listed = is_listed WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_products_listing
  AFTER UPDATE OF is_active ON categories
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION refresh_category_products_listing();
--> statement-breakpoint
UPDATE products SET is_listed = is_listed;
