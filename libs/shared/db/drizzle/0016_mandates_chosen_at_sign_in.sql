ALTER TABLE "login_transactions" ADD COLUMN "authorisation_session" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "may_act_for" integer[] DEFAULT '{}'::integer[] NOT NULL;