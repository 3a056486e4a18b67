CREATE TABLE "lead_assignment_cursor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_assignee_id" uuid,
	CONSTRAINT "lead_assignment_cursor_one_row" CHECK ("lead_assignment_cursor"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"from_status" text,
	"to_status" text,
	"text" text,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"assignee_id" uuid,
	"assigned_at" timestamp with time zone,
	"lost_reason" text,
	"scheduled_at" timestamp with time zone,
	"meeting_link" text,
	"schedule_seq" integer DEFAULT 0 NOT NULL,
	"sla_alerted_at" timestamp with time zone,
	"last_request_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_lost_reason_check" CHECK ("leads"."status" <> 'LOST' OR "leads"."lost_reason" IS NOT NULL),
	CONSTRAINT "leads_schedule_check" CHECK ("leads"."status" <> 'DEMO_SCHEDULED' OR ("leads"."scheduled_at" IS NOT NULL AND "leads"."meeting_link" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "career_requests" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"),"last_request_at");--> statement-breakpoint
CREATE INDEX "leads_mobile_idx" ON "leads" USING btree ("mobile","last_request_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "career_requests" ADD CONSTRAINT "career_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD CONSTRAINT "demo_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The round-robin's one row, there from the start, so assigning only ever locks it and never races to make it.
INSERT INTO "lead_assignment_cursor" ("id") VALUES (1);
