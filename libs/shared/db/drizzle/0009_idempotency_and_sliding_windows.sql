CREATE TABLE "idempotent_requests" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"location" text,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "previous_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "idempotent_requests_expires_idx" ON "idempotent_requests" USING btree ("expires_at");