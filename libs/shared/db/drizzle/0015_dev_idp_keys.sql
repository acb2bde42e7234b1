CREATE TABLE "dev_idp_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"signing_key" jsonb NOT NULL,
	"cookie_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
