-- Search document of a product: its own words plus its category's and seller's names.
-- A trigger keeps it, so a filter on it can use the GIN index (a generated column cannot read other tables).
CREATE OR REPLACE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'B') ||
    setweight(to_tsvector('english', coalesce((SELECT business_name FROM sellers WHERE id = NEW.seller_id), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  -- The vocabulary that typo-tolerant search corrects against.
  INSERT INTO search_words (word)
    SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_document
  BEFORE INSERT OR UPDATE OF name, tags, description, category_id, seller_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_document();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_seller_products_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET seller_id = seller_id WHERE seller_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sellers_refresh_products_search
  AFTER UPDATE OF business_name ON sellers
  FOR EACH ROW WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name)
  EXECUTE FUNCTION refresh_seller_products_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_category_products_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_products_search
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION refresh_category_products_search();
--> statement-breakpoint
-- Every app instance caches what visitors see and LISTENs here: any committed change to the
-- catalogue, from whatever instance or tool, clears those caches.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER sellers_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
