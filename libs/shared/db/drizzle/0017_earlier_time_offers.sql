CREATE TABLE "earlier_time_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earlier_time_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "earlier_time_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earlier_time_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"requested_by_person_id" integer,
	"same_practitioner" boolean NOT NULL,
	"clinic_ids" text[] NOT NULL,
	"remote" boolean NOT NULL,
	"parts_of_day" text[] NOT NULL,
	"channels" text[] NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "held_for_patient_id" integer;--> statement-breakpoint
ALTER TABLE "earlier_time_offers" ADD CONSTRAINT "earlier_time_offers_request_id_earlier_time_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."earlier_time_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_time_offers" ADD CONSTRAINT "earlier_time_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD CONSTRAINT "earlier_time_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD CONSTRAINT "earlier_time_requests_patient_id_patients_person_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("person_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD CONSTRAINT "earlier_time_requests_requested_by_person_id_persons_id_fk" FOREIGN KEY ("requested_by_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earlier_time_offers_request_time_idx" ON "earlier_time_offers" USING btree ("request_id","appointment_id");--> statement-breakpoint
CREATE INDEX "earlier_time_offers_time_idx" ON "earlier_time_offers" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "earlier_time_requests_open_idx" ON "earlier_time_requests" USING btree ("appointment_id") WHERE "earlier_time_requests"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "earlier_time_requests_patient_idx" ON "earlier_time_requests" USING btree ("patient_id");