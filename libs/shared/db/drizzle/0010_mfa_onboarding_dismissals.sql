CREATE TABLE "mfa_onboarding_dismissals" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mfa_onboarding_dismissals" ADD CONSTRAINT "mfa_onboarding_dismissals_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;