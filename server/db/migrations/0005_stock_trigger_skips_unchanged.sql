-- products.stock stays the sum of its variants (0003), but only products whose sum actually
-- changed are written. A writer that inserts a product with its stock already summed (the admin
-- CSV import) then costs no second version of every product row: on fresh, full pages such an
-- UPDATE cannot be HOT and re-indexes every product, search vector included.
CREATE OR REPLACE FUNCTION products_stock_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET stock = totals.stock
      FROM (SELECT t.product_id, coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = t.product_id), 0)::int AS stock
            FROM (SELECT DISTINCT product_id FROM old_variants) t) totals
      WHERE p.id = totals.product_id AND p.stock IS DISTINCT FROM totals.stock;
  ELSE
    UPDATE products p SET stock = totals.stock
      FROM (SELECT t.product_id, coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = t.product_id), 0)::int AS stock
            FROM (SELECT DISTINCT product_id FROM new_variants) t) totals
      WHERE p.id = totals.product_id AND p.stock IS DISTINCT FROM totals.stock;
  END IF;
  RETURN NULL;
END $$;
