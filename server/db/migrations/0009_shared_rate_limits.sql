CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" varchar(40) NOT NULL,
	"key" varchar(320) NOT NULL,
	"hit_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket_key_idx" ON "rate_limit_hits" USING btree ("bucket","key","hit_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_hit_at_idx" ON "rate_limit_hits" USING btree ("hit_at");