CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" USING btree ("changed_at");--> statement-breakpoint
-- Each app instance keeps a read model of what shoppers see (docs/decisions/010). These triggers
-- record which products a committed write touched, whoever wrote it; the instances re-read them.
-- product_id 0 means "everything" (a TRUNCATE).
CREATE OR REPLACE FUNCTION record_catalog_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO catalog_changes (product_id) VALUES (0);
  ELSIF TG_TABLE_NAME = 'products' AND TG_OP = 'DELETE' THEN
    INSERT INTO catalog_changes (product_id) SELECT id FROM old_rows;
  ELSIF TG_TABLE_NAME = 'products' THEN
    INSERT INTO catalog_changes (product_id) SELECT id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_changes (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO catalog_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_record_inserts AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER products_record_updates AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER products_record_deletes AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER products_record_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_changes();
--> statement-breakpoint
-- A stock change between sizes leaves the product's total, and so its row, unchanged (0005).
CREATE TRIGGER product_variants_record_inserts AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER product_variants_record_updates AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_changes();
--> statement-breakpoint
CREATE TRIGGER product_variants_record_deletes AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_changes();
--> statement-breakpoint
-- Shop names, statuses and categories already reach their products through the triggers of
-- 0001 and 0002 (which rewrite those rows); a shop's logo and a category's slug do not.
CREATE OR REPLACE FUNCTION record_catalog_owner_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sellers' THEN
    INSERT INTO catalog_changes (product_id)
      SELECT p.id FROM products p JOIN new_rows n ON n.id = p.seller_id JOIN old_rows o ON o.id = n.id
      WHERE o.profile_image IS DISTINCT FROM n.profile_image;
  ELSE
    INSERT INTO catalog_changes (product_id)
      SELECT p.id FROM products p JOIN new_rows n ON n.id = p.category_id JOIN old_rows o ON o.id = n.id
      WHERE o.slug IS DISTINCT FROM n.slug;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sellers_record_logo_changes AFTER UPDATE ON sellers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_owner_changes();
--> statement-breakpoint
CREATE TRIGGER categories_record_slug_changes AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_catalog_owner_changes();
