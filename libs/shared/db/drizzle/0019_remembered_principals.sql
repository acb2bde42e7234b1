CREATE TABLE "remembered_principals" (
	"guardian_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"last_chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "remembered_principals_guardian_id_child_id_pk" PRIMARY KEY("guardian_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "remembered_principals" ADD CONSTRAINT "remembered_principals_guardian_id_persons_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_principals" ADD CONSTRAINT "remembered_principals_child_id_persons_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;