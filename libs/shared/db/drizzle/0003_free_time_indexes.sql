DROP INDEX "appointments_clinic_start_idx";--> statement-breakpoint
DROP INDEX "appointments_practitioner_start_idx";--> statement-breakpoint
DROP INDEX "appointments_specialty_start_idx";--> statement-breakpoint
CREATE INDEX "appointments_free_clinic_start_idx" ON "appointments" USING btree ("clinic_id","start_date") WHERE "appointments"."reserved_by_patient_id" is null and "appointments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_free_clinic_specialty_start_idx" ON "appointments" USING btree ("clinic_id","specialty_id","start_date") WHERE "appointments"."reserved_by_patient_id" is null and "appointments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_free_specialty_start_idx" ON "appointments" USING btree ("specialty_id","start_date") WHERE "appointments"."reserved_by_patient_id" is null and "appointments"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_free_practitioner_start_idx" ON "appointments" USING btree ("practitioner_id","start_date") WHERE "appointments"."reserved_by_patient_id" is null and "appointments"."cancelled_at" is null;--> statement-breakpoint
-- The planner's guess at how many free times a search matches decides whether it reads them in
-- start order or by filter; these keep the guess close where columns go together (a clinic's
-- specialties) and for the time-of-day filter on the Helsinki start hour.
CREATE STATISTICS "appointments_clinic_specialty_stats" (mcv) ON "clinic_id", "specialty_id" FROM "appointments";--> statement-breakpoint
CREATE STATISTICS "appointments_start_hour_stats" ON (extract(hour from "start_date" at time zone 'Europe/Helsinki')) FROM "appointments";--> statement-breakpoint
-- Fill them now rather than at the next automatic analyze.
ANALYZE "appointments";
