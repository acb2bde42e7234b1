CREATE TABLE "notification_preferences" (
	"patient_id" integer PRIMARY KEY NOT NULL,
	"appointments" text NOT NULL,
	"messages" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "refused_code" smallint;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_patient_id_patients_person_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("person_id") ON DELETE cascade ON UPDATE no action;