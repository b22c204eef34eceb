ALTER TABLE "sellers" ADD COLUMN "square_application_id" varchar(255);--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "payout_method" varchar(16) DEFAULT 'paypal' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_payout_method_check" CHECK ("sellers"."payout_method" in ('paypal', 'stripe', 'bank_transfer'));