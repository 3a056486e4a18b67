CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"parent_id" uuid,
	"school_agreement_id" uuid,
	"request_id" uuid,
	"notice_version" text NOT NULL,
	"age_verification" text,
	"parent_stated_birthdate" text,
	"recorded_by" uuid,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "consent_records_basis_check" CHECK (("consent_records"."method" = 'parent_account_email_confirmed' AND "consent_records"."parent_id" IS NOT NULL) OR ("consent_records"."method" = 'school_agreement' AND "consent_records"."school_agreement_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "consent_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"parent_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_ciphertext" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_consent_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"agreement_version" text NOT NULL,
	"signed_on" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_school_agreement_id_school_consent_agreements_id_fk" FOREIGN KEY ("school_agreement_id") REFERENCES "public"."school_consent_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_request_id_consent_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consent_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_requests" ADD CONSTRAINT "consent_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_consent_agreements" ADD CONSTRAINT "school_consent_agreements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_consent_agreements" ADD CONSTRAINT "school_consent_agreements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_child_idx" ON "consent_records" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_requests_token_hash_idx" ON "consent_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_requests_pending_idx" ON "consent_requests" USING btree ("child_id","parent_email") WHERE "consent_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "school_consent_agreements_school_idx" ON "school_consent_agreements" USING btree ("school_id","recorded_at");