ALTER TABLE "sellers" ADD COLUMN "payout_paypal_sealed" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "payout_paypal_masked" varchar(260);--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "payout_bank_sealed" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "payout_bank_masked" varchar(200);--> statement-breakpoint
-- Hand-written (docs/decisions/015): the gateway credentials sellers were once asked for are never used; no API secret is kept.
UPDATE "sellers" SET "paypal_client_secret" = NULL, "paypal_client_id" = NULL, "stripe_publishable_key" = NULL, "square_application_id" = NULL
WHERE "paypal_client_secret" IS NOT NULL OR "paypal_client_id" IS NOT NULL OR "stripe_publishable_key" IS NOT NULL OR "square_application_id" IS NOT NULL;
