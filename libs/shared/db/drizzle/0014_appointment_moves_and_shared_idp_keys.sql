CREATE TABLE "dev_idp_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"signing_key" jsonb NOT NULL,
	"cookie_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_entry_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "moved_to_appointment_id" integer;