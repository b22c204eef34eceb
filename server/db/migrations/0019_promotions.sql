CREATE TABLE "cart_codes" (
	"user_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_codes_user_id_promotion_id_pk" PRIMARY KEY("user_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"promotion_id" integer,
	"code" varchar(32) NOT NULL,
	"funded_by" varchar(8) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	CONSTRAINT "order_discounts_funded_by_check" CHECK ("order_discounts"."funded_by" in ('seller', 'platform')),
	CONSTRAINT "order_discounts_amount_check" CHECK ("order_discounts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"checkout_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"min_subtotal" numeric(10, 2),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"product_ids" integer[],
	"seller_ids" integer[],
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promotions_value_check" CHECK ("promotions"."value" > 0 and ("promotions"."kind" = 'fixed' or "promotions"."value" <= 100)),
	CONSTRAINT "promotions_used_count_check" CHECK ("promotions"."used_count" >= 0 and ("promotions"."usage_limit" is null or "promotions"."used_count" <= "promotions"."usage_limit")),
	CONSTRAINT "promotions_limits_check" CHECK (("promotions"."usage_limit" is null or "promotions"."usage_limit" > 0) and ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" > 0)),
	CONSTRAINT "promotions_window_check" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."starts_at" < "promotions"."ends_at"),
	CONSTRAINT "promotions_platform_scope_check" CHECK ("promotions"."seller_id" is null or "promotions"."seller_ids" is null)
);
--> statement-breakpoint
CREATE TABLE "scheduled_sale_products" (
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_before" numeric(10, 2),
	"original_price_before" numeric(10, 2),
	"on_sale_before" boolean,
	"sale_price" numeric(10, 2),
	CONSTRAINT "scheduled_sale_products_sale_id_product_id_pk" PRIMARY KEY("sale_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"percent" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'scheduled' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_sales_percent_check" CHECK ("scheduled_sales"."percent" between 1 and 90),
	CONSTRAINT "scheduled_sales_window_check" CHECK ("scheduled_sales"."starts_at" < "scheduled_sales"."ends_at"),
	CONSTRAINT "scheduled_sales_status_check" CHECK ("scheduled_sales"."status" in ('scheduled', 'live', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_seller_net_check";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_split_check";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "discount_total" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_discount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "platform_discount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_discount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_discount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "platform_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "platform_discount_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_codes" ADD CONSTRAINT "cart_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_sale_products" ADD CONSTRAINT "scheduled_sale_products_sale_id_scheduled_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."scheduled_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_sale_products" ADD CONSTRAINT "scheduled_sale_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_sales" ADD CONSTRAINT "scheduled_sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_discounts_order_funder_key" ON "order_discounts" USING btree ("order_id","funded_by");--> statement-breakpoint
CREATE INDEX "order_discounts_promotion_idx" ON "order_discounts" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_checkout_key" ON "promotion_redemptions" USING btree ("promotion_id","checkout_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_customer_idx" ON "promotion_redemptions" USING btree ("promotion_id","user_id") WHERE "promotion_redemptions"."released_at" is null;--> statement-breakpoint
CREATE INDEX "promotion_redemptions_checkout_idx" ON "promotion_redemptions" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_owner_code_key" ON "promotions" USING btree (coalesce("seller_id", 0),upper("code"));--> statement-breakpoint
CREATE INDEX "promotions_seller_idx" ON "promotions" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scheduled_sale_products_product_idx" ON "scheduled_sale_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "scheduled_sales_seller_idx" ON "scheduled_sales" USING btree ("seller_id","starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scheduled_sales_due_start_idx" ON "scheduled_sales" USING btree ("starts_at") WHERE "scheduled_sales"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "scheduled_sales_due_end_idx" ON "scheduled_sales" USING btree ("ends_at") WHERE "scheduled_sales"."status" = 'live';--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."shop_discount" >= 0 and "order_items"."platform_discount" >= 0 and "order_items"."shop_discount" + "order_items"."platform_discount" <= "order_items"."line_total");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."shop_discount" >= 0 and "orders"."platform_discount" >= 0 and "orders"."shop_discount" + "orders"."platform_discount" <= "orders"."subtotal");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total" = "orders"."subtotal" - "orders"."shop_discount" - "orders"."platform_discount" + "orders"."shipping_fee");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_net_check" CHECK ("orders"."seller_net" = "orders"."total" + "orders"."platform_discount" - "orders"."commission_amount");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_split_check" CHECK ("refunds"."commission_amount" + "refunds"."seller_amount" = "refunds"."amount" + "refunds"."platform_discount_amount" and "refunds"."shipping_amount" <= "refunds"."amount");