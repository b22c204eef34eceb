-- products.stock stays the sum of its variants (0003, 0005), now without lost updates. Under READ
-- COMMITTED the old trigger summed from its statement's snapshot, then waited for a concurrent
-- checkout's lock on the product row and wrote its stale sum over the other's: the total drifted
-- above its variants (reliability review 1, section 2). Now the trigger first locks the affected
-- products in id order, and only then sums, in a statement of its own: a volatile function's next
-- statement takes a fresh snapshot, which sees whatever the lock's previous holder committed.
-- Re-summing (not adding deltas) keeps writers that insert a product with its total already
-- summed (the CSV import) correct, and still writes only products whose total changed.
CREATE OR REPLACE FUNCTION products_stock_from_variants() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  affected integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO affected FROM old_variants;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO affected FROM new_variants;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY (affected) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET stock = totals.stock
    FROM (SELECT t.id AS product_id, coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = t.id), 0)::int AS stock
          FROM unnest(affected) AS t(id)) totals
    WHERE p.id = totals.product_id AND p.stock IS DISTINCT FROM totals.stock;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Totals that drifted under the old trigger.
UPDATE products p SET stock = totals.stock
  FROM (SELECT p2.id AS product_id, coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = p2.id), 0)::int AS stock
        FROM products p2) totals
  WHERE p.id = totals.product_id AND p.stock IS DISTINCT FROM totals.stock;
