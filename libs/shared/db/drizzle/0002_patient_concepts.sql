CREATE TABLE "patient_concepts" (
	"patient_id" integer NOT NULL,
	"code" text NOT NULL,
	"direct_reimbursement_allowed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patient_concepts_patient_id_code_pk" PRIMARY KEY("patient_id","code")
);
--> statement-breakpoint
ALTER TABLE "patient_concepts" ADD CONSTRAINT "patient_concepts_patient_id_patients_person_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("person_id") ON DELETE cascade ON UPDATE no action;