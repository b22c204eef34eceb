-- A stock change that leaves a product's total unchanged writes no products row (0005), so the
-- products trigger stays silent: variants announce their own changes, or other instances would
-- keep serving the old sizes in their visitor caches.
CREATE TRIGGER product_variants_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
