CREATE TABLE "low_stock_thresholds" (
	"product_id" integer NOT NULL,
	"size" varchar(8) NOT NULL,
	"color" varchar(40) NOT NULL,
	"threshold" integer NOT NULL,
	CONSTRAINT "low_stock_thresholds_product_id_size_color_pk" PRIMARY KEY("product_id","size","color"),
	CONSTRAINT "low_stock_thresholds_threshold_check" CHECK ("low_stock_thresholds"."threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"first_failed_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_code" integer,
	"last_error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"sealed_secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(40) NOT NULL,
	"seller_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "low_stock_thresholds" ADD CONSTRAINT "low_stock_thresholds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_endpoint_key" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_newest_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_endpoints_seller_idx" ON "webhook_endpoints" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "webhook_events_created_idx" ON "webhook_events" USING btree ("created_at");--> statement-breakpoint
-- Webhook events (issue 27), written in the writer's own transaction by whatever path made the
-- change (checkout, an order move, the sweeper's cancel, a seller's edit, a CSV import), and only
-- when an enabled endpoint listens: a shop's own endpoints, and the platform's (seller_id NULL).
-- The event's deliveries are written with it, one per listening endpoint, so an endpoint
-- registered later never hears of what happened before it.
-- The triggers ask first, so a checkout with nobody listening builds no payload.
CREATE OR REPLACE FUNCTION webhook_listens(event_type text, shop integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM webhook_endpoints e WHERE e.enabled AND event_type = ANY(e.events) AND (e.seller_id IS NULL OR e.seller_id = shop))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_emit(event_type text, shop integer, payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_event uuid;
BEGIN
  IF NOT webhook_listens(event_type, shop) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (type, seller_id, data) VALUES (event_type, shop, payload) RETURNING id INTO new_event;
  INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at)
    SELECT new_event, e.id, now() FROM webhook_endpoints e
    WHERE e.enabled AND event_type = ANY(e.events) AND (e.seller_id IS NULL OR e.seller_id = shop);
  PERFORM pg_notify('webhook_deliveries', '');
END $$;
--> statement-breakpoint
-- What a receiver is told of an order: no buyer's email or account, the address it ships to.
CREATE OR REPLACE FUNCTION webhook_order_data(o orders) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', o.id, 'number', o.number, 'status', o.status, 'paymentStatus', o.payment_status,
    'subtotal', o.subtotal::text, 'discount', (o.shop_discount + o.platform_discount)::text,
    'shippingFee', o.shipping_fee::text, 'total', o.total::text, 'refundedTotal', o.refunded_total::text,
    'shippingAddress', o.shipping_address, 'carrier', o.carrier, 'trackingNumber', o.tracking_number,
    'cancelReason', o.cancel_reason, 'createdAt', o.created_at,
    'items', (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'productId', i.product_id, 'name', i.product_name, 'size', i.size, 'color', i.color,
        'quantity', i.quantity, 'price', i.price::text, 'lineTotal', i.line_total::text) ORDER BY i.id), '[]'::jsonb)
      FROM order_items i WHERE i.order_id = o.id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_order_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text := CASE WHEN TG_OP = 'INSERT' THEN 'order.created' WHEN TG_ARGV[0] = 'paid' THEN 'order.paid' ELSE 'order.' || NEW.status END;
BEGIN
  IF webhook_listens(event_type, NEW.seller_id) THEN
    PERFORM webhook_emit(event_type, NEW.seller_id, webhook_order_data(NEW));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: the checkout writes an order's items after the order, and events of one
-- transaction keep the order of the moves that made them.
CREATE CONSTRAINT TRIGGER orders_webhook_created AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION webhook_order_event();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_webhook_status AFTER UPDATE OF status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.status IN ('shipped', 'delivered', 'cancelled'))
  EXECUTE FUNCTION webhook_order_event();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_webhook_paid AFTER UPDATE OF payment_status ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.payment_status = 'paid' AND OLD.payment_status IS DISTINCT FROM 'paid')
  EXECUTE FUNCTION webhook_order_event('paid');
--> statement-breakpoint
-- A change a shop's tools care about; the stock sum, the listing flag, search words and ratings,
-- kept by other triggers, are not one (stock has its own event, per variant).
CREATE OR REPLACE FUNCTION webhook_product_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_listens('product.updated', NEW.seller_id) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit('product.updated', NEW.seller_id, jsonb_build_object(
    'id', NEW.id, 'name', NEW.name, 'description', NEW.description, 'price', NEW.price::text,
    'originalPrice', NEW.original_price::text, 'onSale', NEW.is_on_sale, 'active', NEW.is_active,
    'takenDown', NEW.taken_down_at IS NOT NULL, 'categoryId', NEW.category_id, 'images', to_jsonb(NEW.images),
    'sizes', to_jsonb(NEW.sizes), 'colors', to_jsonb(NEW.colors), 'tags', to_jsonb(NEW.tags), 'stock', NEW.stock,
    'updatedAt', NEW.updated_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_webhook_updated AFTER UPDATE ON products FOR EACH ROW
  WHEN (
    (OLD.name, OLD.description, OLD.price, OLD.original_price, OLD.is_on_sale, OLD.is_active, OLD.taken_down_at,
     OLD.category_id, OLD.images, OLD.sizes, OLD.colors, OLD.tags, OLD.seller_id)
    IS DISTINCT FROM
    (NEW.name, NEW.description, NEW.price, NEW.original_price, NEW.is_on_sale, NEW.is_active, NEW.taken_down_at,
     NEW.category_id, NEW.images, NEW.sizes, NEW.colors, NEW.tags, NEW.seller_id))
  EXECUTE FUNCTION webhook_product_updated();
--> statement-breakpoint
-- Once per crossing: from above the threshold to at or below it. A checkout's stock update pays
-- one comparison and, for a fall, one key lookup.
CREATE OR REPLACE FUNCTION webhook_stock_low() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  limit_at integer;
  product record;
BEGIN
  SELECT t.threshold INTO limit_at FROM low_stock_thresholds t
    WHERE t.product_id = NEW.product_id AND t.size = NEW.size AND t.color = NEW.color;
  IF limit_at IS NULL OR OLD.stock <= limit_at OR NEW.stock > limit_at THEN
    RETURN NULL;
  END IF;
  SELECT p.id, p.name, p.seller_id INTO product FROM products p WHERE p.id = NEW.product_id;
  PERFORM webhook_emit('stock.low', product.seller_id, jsonb_build_object(
    'productId', product.id, 'productName', product.name, 'size', NEW.size, 'color', NEW.color,
    'stock', NEW.stock, 'threshold', limit_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variants_webhook_stock_low AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN (NEW.stock < OLD.stock) EXECUTE FUNCTION webhook_stock_low();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_return_requested() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_listens('return.requested', NEW.seller_id) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit('return.requested', NEW.seller_id, jsonb_build_object(
    'id', NEW.id, 'orderId', NEW.order_id, 'orderNumber', (SELECT o.number FROM orders o WHERE o.id = NEW.order_id),
    'status', NEW.status, 'reason', NEW.reason, 'note', NEW.note, 'returnShippingPaidBy', NEW.return_shipping_paid_by,
    'createdAt', NEW.created_at,
    'items', (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'orderItemId', r.order_item_id, 'productId', i.product_id, 'name', i.product_name, 'size', i.size, 'color', i.color,
        'quantity', r.quantity) ORDER BY r.order_item_id), '[]'::jsonb)
      FROM return_items r JOIN order_items i ON i.id = r.order_item_id WHERE r.return_id = NEW.id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred: a return's items are written after it.
CREATE CONSTRAINT TRIGGER returns_webhook_requested AFTER INSERT ON returns
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION webhook_return_requested();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_dispute_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT webhook_listens('dispute.opened', NEW.seller_id) THEN
    RETURN NULL;
  END IF;
  PERFORM webhook_emit('dispute.opened', NEW.seller_id, jsonb_build_object(
    'id', NEW.id, 'orderId', NEW.order_id, 'orderNumber', (SELECT o.number FROM orders o WHERE o.id = NEW.order_id),
    'returnId', NEW.return_id, 'reason', NEW.reason, 'openedBy', NEW.opened_by, 'status', NEW.status,
    'createdAt', NEW.created_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER disputes_webhook_opened AFTER INSERT ON disputes FOR EACH ROW EXECUTE FUNCTION webhook_dispute_opened();
