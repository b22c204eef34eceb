CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" varchar(8) NOT NULL,
	"color" varchar(40) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"upload_key" varchar(200) NOT NULL,
	"purpose" varchar(16) DEFAULT 'image' NOT NULL,
	"max_bytes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"object_path" text,
	"stored_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_upload_key_unique" UNIQUE("upload_key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_username" varchar(100),
	"action" varchar(60) NOT NULL,
	"entity_type" varchar(40),
	"entity_id" integer,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "seller_applications_user_id_idx";--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_product_size_color_key" ON "product_variants" USING btree ("product_id","size","color");--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_user_id_key" ON "seller_applications" USING btree ("user_id");--> statement-breakpoint
-- products.stock is the sum of its variants. Statement triggers with transition tables: a bulk
-- write (an import, a checkout of many lines) recomputes each touched product once.
CREATE OR REPLACE FUNCTION products_stock_from_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET stock = coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = p.id), 0)
      WHERE p.id IN (SELECT DISTINCT product_id FROM old_variants);
  ELSE
    UPDATE products p SET stock = coalesce((SELECT sum(v.stock) FROM product_variants v WHERE v.product_id = p.id), 0)
      WHERE p.id IN (SELECT DISTINCT product_id FROM new_variants);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION products_stock_from_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_update AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION products_stock_from_variants();
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION products_stock_from_variants();
--> statement-breakpoint
-- Existing products get one variant per size and colour, their stock spread so the sum is kept.
INSERT INTO product_variants (product_id, size, color, stock)
SELECT p.id, combo.size, combo.color,
       p.stock / combo.n + CASE WHEN combo.k <= p.stock % combo.n THEN 1 ELSE 0 END
FROM products p
CROSS JOIN LATERAL (
  SELECT s.size, c.color,
         row_number() OVER (ORDER BY s.i, c.j) AS k,
         count(*) OVER () AS n
  FROM unnest(p.sizes) WITH ORDINALITY AS s(size, i)
  CROSS JOIN unnest(p.colors) WITH ORDINALITY AS c(color, j)
) combo
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Reference data every marketplace needs, with or without demo data (spec section 3).
INSERT INTO categories (name, slug, description) VALUES
  ('T-Shirts', 't-shirts', 'Heavyweight tees, graphic prints and cut-and-sew blanks.'),
  ('Hoodies', 'hoodies', 'Brushed fleece, oversized fits, loud back prints.'),
  ('Hats', 'hats', 'Caps, snapbacks and beanies from independent labels.')
ON CONFLICT DO NOTHING;
