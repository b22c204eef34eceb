ALTER TABLE "products" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "taken_down_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "take_down_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_taken_down_by_users_id_fk" FOREIGN KEY ("taken_down_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_take_down_check" CHECK (("products"."taken_down_at" is null) = ("products"."take_down_reason" is null));--> statement-breakpoint
-- A take-down hides the product whatever its seller's switch says (DECISIONS.md "Moderation").
CREATE OR REPLACE FUNCTION products_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_listed := NEW.is_active AND NEW.taken_down_at IS NULL
    AND EXISTS (SELECT 1 FROM sellers s WHERE s.id = NEW.seller_id AND s.status = 'approved' AND s.is_active)
    AND EXISTS (SELECT 1 FROM categories c WHERE c.id = NEW.category_id AND c.is_active);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER products_listing ON products;
--> statement-breakpoint
CREATE TRIGGER products_listing
  BEFORE INSERT OR UPDATE OF is_active, taken_down_at, seller_id, category_id, is_listed ON products
  FOR EACH ROW EXECUTE FUNCTION products_listing();
--> statement-breakpoint
-- Take-downs made before this migration only switched is_active off: the audit trail tells them
-- apart from a seller's pause, so they become take-downs and the seller's switch goes back on.
UPDATE products p SET
  taken_down_at = a.created_at,
  taken_down_by = a.actor_id,
  take_down_reason = 'Taken down before reasons were recorded',
  is_active = true
FROM (
  SELECT DISTINCT ON (entity_id) entity_id, action, actor_id, created_at
  FROM audit_log
  WHERE entity_type = 'product' AND action IN ('product.take_down', 'product.reinstate')
  ORDER BY entity_id, created_at DESC, id DESC
) a
WHERE a.entity_id = p.id AND a.action = 'product.take_down' AND NOT p.is_active;
