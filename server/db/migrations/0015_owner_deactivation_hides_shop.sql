ALTER TABLE "sellers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "deactivation_note" varchar(500);--> statement-breakpoint
-- A deactivated user's shop and products are hidden with them (docs/decisions/014): the owner's
-- is_active joins the listing rule, so reactivating lists again exactly what this hid.
CREATE OR REPLACE FUNCTION products_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_listed := NEW.is_active AND NEW.taken_down_at IS NULL
    AND EXISTS (
      SELECT 1 FROM sellers s JOIN users u ON u.id = s.user_id
      WHERE s.id = NEW.seller_id AND s.status = 'approved' AND s.is_active AND u.is_active
    )
    AND EXISTS (SELECT 1 FROM categories c WHERE c.id = NEW.category_id AND c.is_active);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Rewriting the shop's products re-runs products_listing, records them for the read models
-- (catalog_changes) and announces the change (catalog_changed) on commit.
CREATE OR REPLACE FUNCTION refresh_owner_products_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM sellers WHERE user_id = NEW.id) THEN
    UPDATE products SET is_listed = is_listed WHERE seller_id IN (SELECT id FROM sellers WHERE user_id = NEW.id);
    PERFORM pg_notify('catalog_changed', 'users');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_refresh_products_listing
  AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION refresh_owner_products_listing();
--> statement-breakpoint
UPDATE products SET is_listed = is_listed WHERE seller_id IN (
  SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE NOT u.is_active
);
