ALTER TABLE "earlier_time_requests" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD COLUMN "organisation_id" text;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD COLUMN "specialty_id" text;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD COLUMN "practitioner_id" integer;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD COLUMN "customer_type" text;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD COLUMN "not_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earlier_time_requests" ADD CONSTRAINT "earlier_time_requests_kind" CHECK ("earlier_time_requests"."appointment_id" is not null or ("earlier_time_requests"."organisation_id" is not null and "earlier_time_requests"."specialty_id" is not null and "earlier_time_requests"."customer_type" is not null and "earlier_time_requests"."not_after" is not null));